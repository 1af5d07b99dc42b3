// config.redirects: a small generated page at each `from`, pointing at `to`. A redirect never takes the place of a
// page: when a page (or an earlier redirect) has the route, the page stays and the redirect is reported.
import { createConfigLocator } from '../config/locate.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';
import { decodeRoute, trimTrailingSlashes } from '../shared/urls.ts';
import type { SitePage } from './site-types.ts';

/** The route a redirect's `from` names: decoded, NFC, without a trailing slash (but `/`). */
export function redirectRoute(from: string): string {
  const route = (decodeRoute(from) ?? from).normalize('NFC');
  return route.length > 1 ? trimTrailingSlashes(route) || '/' : route;
}

const routeKeyOf = (route: string): string => (route.length > 1 ? trimTrailingSlashes(route) : route);

/** The redirect pages of the config, and a `duplicate-route` warning for each `from` a page already has. */
export function createRedirectPages(
  config: Pick<ResolvedConfig, 'redirects' | 'configFile' | 'rootDir'>,
  pages: readonly SitePage[],
): { pages: SitePage[]; diagnostics: Diagnostic[] } {
  const redirects: SitePage[] = [];
  const diagnostics: Diagnostic[] = [];
  if (config.redirects.length === 0) return { pages: redirects, diagnostics };
  // Route key → what holds it, as messages name it.
  const exact = new Map<string, string>();
  const folded = new Map<string, string>();
  for (const page of pages) {
    const key = routeKeyOf(page.route.normalize('NFC'));
    exact.set(key, `the page ${page.route}`);
    if (!folded.has(key.toLowerCase())) folded.set(key.toLowerCase(), `the page ${page.route}`);
  }
  const locate = createConfigLocator(config);
  const file = configFileName(config);
  const report = (code: DiagnosticCode, from: string, message: string): void => {
    const { line, column } = locate(from, 'from');
    diagnostics.push(createDiagnostic('warning', code, file, message, line, column));
  };
  for (const { from, to } of config.redirects) {
    const route = redirectRoute(from);
    const taken = exact.get(route);
    if (taken !== undefined) {
      report(
        'duplicate-route',
        from,
        `redirect from ${from} collides with ${taken}, which is kept; this redirect is not written. Remove it or change its from`,
      );
      continue;
    }
    const other = folded.get(route.toLowerCase());
    if (other !== undefined) {
      report(
        'duplicate-route-case',
        from,
        `redirect from ${from} differs from ${other} only in case; case-insensitive file systems cannot hold both, so this redirect is not written`,
      );
      continue;
    }
    exact.set(route, `an earlier redirect from ${from}`);
    folded.set(route.toLowerCase(), `an earlier redirect from ${from}`);
    redirects.push({ kind: 'redirect', route, to });
  }
  return { pages: redirects, diagnostics };
}
