// The model stage's seam: the plugins' `routes(site)` add pages to the site model, so that the sitemap lists them,
// links to them are checked like links to any page, and they render inside the site's layout.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Site, SitePage } from './site-types.ts';
import { pluginFailure } from '../plugins/hooks.ts';
import { messageOf } from '../plugins/markdown.ts';
import type { DocsgenPlugin, PluginRoute, PluginSite, PluginSitePage } from '../plugins/types.ts';
import { trimTrailingSlashes } from '../shared/urls.ts';
import { runUserCodeSync } from '../base/user-code.ts';

/** The title a page shows, when it has one of its own. */
function titleOf(page: SitePage): string | undefined {
  switch (page.kind) {
    case 'doc':
      return page.doc.title;
    case 'page':
      return page.page.title;
    case 'blog-post':
      return page.post.title;
    case 'category':
      return page.index.title;
    case 'blog-list':
    case 'plugin':
      return page.title;
    default:
      return undefined;
  }
}

/** What `routes(site)` is given: a plain copy, so that a plugin cannot change the model. */
export function pluginSiteOf(site: Site): PluginSite {
  const pages: PluginSitePage[] = site.pages.map((page) => ({
    route: page.route,
    kind: page.kind,
    title: titleOf(page),
  }));
  return { title: site.config.title, url: site.config.url, baseUrl: site.config.baseUrl, pages };
}

// Routes compare without a trailing slash: `/a/` and `/a` are the same page.
const routeKey = (route: string): string => (route.length > 1 ? trimTrailingSlashes(route) : route);

/** Why a value returned by `routes()` is not a route, or undefined when it is one. */
function routeProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'expected { route, title, component, props? }';
  const route = value as Record<string, unknown>;
  if (typeof route.route !== 'string' || !route.route.startsWith('/'))
    return 'route: expected a path starting with /';
  if (/[?#\s]/.test(route.route)) return `route ${route.route}: expected a path without ?, # or spaces`;
  if (typeof route.title !== 'string' || route.title === '') return `route ${route.route}: expected a title`;
  if (typeof route.component !== 'function')
    return `route ${route.route}: expected a React component (a function)`;
  if (route.props !== undefined && (typeof route.props !== 'object' || route.props === null))
    return `route ${route.route}: expected props to be an object`;
  if (route.description !== undefined && typeof route.description !== 'string')
    return `route ${route.route}: expected the description to be text`;
  return undefined;
}

/**
 * The site with the pages of every plugin's `routes(site)` added (after the site's own, in plugin order), or the same
 * site when no plugin adds any. A hook that throws, returns something that is not a list of routes, or claims a route
 * the site already has gives an error diagnostic (`file`: the config file) instead of its pages.
 */
export function addPluginPages(
  site: Site,
  plugins: readonly DocsgenPlugin[],
  file: string,
): { site: Site; diagnostics: Diagnostic[] } {
  const withRoutes = plugins.filter((plugin) => plugin.routes !== undefined);
  if (withRoutes.length === 0) return { site, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const taken = new Set(site.pages.map((page) => routeKey(page.route)));
  const added: SitePage[] = [];
  for (const plugin of withRoutes) {
    let routes: unknown;
    try {
      const input = pluginSiteOf({ ...site, pages: [...site.pages, ...added] });
      routes = runUserCodeSync(`plugin "${plugin.name}" in routes()`, () => plugin.routes!(input));
    } catch (error) {
      diagnostics.push(pluginFailure(plugin.name, 'routes', messageOf(error), file));
      continue;
    }
    if (!Array.isArray(routes)) {
      diagnostics.push(pluginFailure(plugin.name, 'routes', 'expected a list of routes', file));
      continue;
    }
    for (const [i, value] of routes.entries()) {
      const problem = routeProblem(value);
      if (problem) {
        diagnostics.push(pluginFailure(plugin.name, 'routes', `routes()[${i}]: ${problem}`, file));
        continue;
      }
      const route = value as PluginRoute;
      if (taken.has(routeKey(route.route))) {
        const message = `${route.route} is already a page of the site`;
        diagnostics.push(pluginFailure(plugin.name, 'routes', message, file));
        continue;
      }
      taken.add(routeKey(route.route));
      added.push(pluginPage(plugin.name, route));
    }
  }
  return { site: added.length > 0 ? { ...site, pages: [...site.pages, ...added] } : site, diagnostics };
}

function pluginPage(plugin: string, route: PluginRoute): SitePage {
  return {
    kind: 'plugin',
    route: route.route,
    plugin,
    title: route.title,
    description: route.description,
    component: route.component,
    props: route.props ?? {},
  };
}
