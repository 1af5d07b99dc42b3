import type { Diagnostic } from '../diagnostics.ts';
import type { Site } from '../model/site-types.ts';
import { collectLinkProblems } from './links.ts';
import { addSuggestions } from './markdown-targets.ts';
import { applyDiagnosticPolicy, type DiagnosticPolicy } from './rules.ts';
import { DiagnosticBag } from '../diagnostic-bag.ts';

export { applyCheckSeverity, CHECK_ERROR_CODES } from './policy.ts';
export { collectLinkProblems } from './links.ts';
export { applyDiagnosticPolicy, type DiagnosticPolicy } from './rules.ts';

/**
 * The link stage of a build, shared by `build` (warnings) and `check` (which then applies `applyCheckSeverity`):
 * the earlier diagnostics with suggestions added, followed by the link, anchor and layout problems, each once, at
 * most 200 stored per file and code (the rest counted), with the site's diagnostics policy applied.
 */
export function checkSite(
  site: Site,
  earlier: readonly Diagnostic[],
  policy: DiagnosticPolicy = { ...site.config.diagnostics },
): Diagnostic[] {
  const seen = new Set<string>();
  const result = new DiagnosticBag();
  for (const list of [addSuggestions(site, earlier), collectLinkProblems(site)]) {
    for (const d of list) {
      const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.add(d);
    }
  }
  return applyDiagnosticPolicy(result.toList(), policy);
}
