import type { Diagnostic } from '../diagnostics.ts';
import type { Site } from '../model/site-types.ts';
import { collectLinkProblems } from './links.ts';
import { addSuggestions } from './markdown-targets.ts';

export { applyCheckSeverity, CHECK_ERROR_CODES } from './policy.ts';
export { collectLinkProblems } from './links.ts';

/**
 * The link stage of a build, shared by `build` (warnings) and `check` (which then applies `applyCheckSeverity`):
 * the earlier diagnostics with suggestions added, followed by the link, anchor and layout problems, each once.
 */
export function checkSite(site: Site, earlier: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const result: Diagnostic[] = [];
  for (const d of [...addSuggestions(site, earlier), ...collectLinkProblems(site)]) {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(d);
  }
  return result;
}
