// config.redirects: a redirect to a route that does not exist (or to a missing anchor) is reported once, at its entry
// in the config, as `broken-redirect` (an error for `docsgen check`, a warning for `build`).
import { createConfigLocator } from '../config/locate.ts';
import { configFileName } from '../config/resolve.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { redirectRoute } from '../model/redirects.ts';
import type { Site } from '../model/site-types.ts';
import { isExternalLink, normaliseLink, splitHref } from '../shared/urls.ts';
import type { LinkOrigin } from './link-origin.ts';

// The link checks' codes that mean the target is not there.
const MISSING_TARGET = new Set(['broken-link', 'broken-anchor']);

/** Checks the target of every redirect of the config; `check` checks one href as links are checked. */
export function collectRedirectProblems(
  site: Site,
  check: (href: string, written: string, origin: LinkOrigin) => Diagnostic[],
): Diagnostic[] {
  const { config } = site;
  if (config.redirects.length === 0 && config.home === undefined) return [];
  const file = configFileName(config);
  const locate = createConfigLocator(config);
  const diagnostics: Diagnostic[] = [];
  for (const { from, to } of config.redirects) {
    if (isExternalLink(to)) continue;
    if (redirectRoute(splitHref(to).path) === redirectRoute(from)) {
      const { line, column } = locate(from, 'from');
      diagnostics.push(
        createDiagnostic(
          'warning',
          'broken-redirect',
          file,
          `redirect from ${from} leads to itself`,
          line,
          column,
        ),
      );
      continue;
    }
    const origin: LinkOrigin = { file, line: 1, column: 1, route: '/' };
    for (const found of check(normaliseLink(to, config), to, origin)) {
      const { line, column } = locate(from, 'from');
      const missing = MISSING_TARGET.has(found.code);
      diagnostics.push({
        ...found,
        code: missing ? 'broken-redirect' : found.code,
        line,
        column,
        message: `redirect from ${from}: ${found.message.replace(/^link /, 'target ')}`,
      });
    }
  }
  if (config.home !== undefined && !isExternalLink(config.home)) {
    const origin: LinkOrigin = { file, line: 1, column: 1, route: '/' };
    for (const found of check(normaliseLink(config.home, config), config.home, origin)) {
      const { line, column } = locate(config.home, 'home');
      const missing = MISSING_TARGET.has(found.code);
      diagnostics.push({
        ...found,
        code: missing ? 'broken-redirect' : found.code,
        line,
        column,
        message: `home: ${found.message.replace(/^link /, 'target ')}`,
      });
    }
  }
  return diagnostics;
}
