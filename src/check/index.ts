import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Site } from '../model/site-types.ts';
import { linkProblemSteps, runSteps } from './links.ts';
import { addSuggestions } from './markdown-targets.ts';
import { applyDiagnosticPolicy, type DiagnosticPolicy } from './rules.ts';
import { DiagnosticBag } from '../diagnostics/bag.ts';

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
  return runSteps(checkSiteSteps(site, earlier, policy));
}

/**
 * `checkSite` a few milliseconds at a time, letting the event loop in between (serve: a save is seen, and its rebuild
 * starts, while a large site is checked); resolves to undefined as soon as `stillWanted` says the result is moot.
 */
export async function checkSiteInSlices(
  site: Site,
  earlier: readonly Diagnostic[],
  policy: DiagnosticPolicy,
  stillWanted: () => boolean,
): Promise<Diagnostic[] | undefined> {
  const steps = checkSiteSteps(site, earlier, policy);
  for (;;) {
    if (!stillWanted()) return undefined;
    const next = steps.next();
    if (next.done) return next.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function* checkSiteSteps(
  site: Site,
  earlier: readonly Diagnostic[],
  policy: DiagnosticPolicy,
): Generator<void, Diagnostic[]> {
  const suggested = addSuggestions(site, earlier);
  yield;
  const problems = yield* linkProblemSteps(site);
  const seen = new Set<string>();
  const result = new DiagnosticBag();
  for (const list of [suggested, problems]) {
    for (const d of list) {
      const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.add(d);
    }
  }
  return applyDiagnosticPolicy(result.toList(), policy);
}
