import { describe, expect, it } from 'vitest';
import { pluginSiteOf, addPluginPages } from '../../../src/model/plugin-pages.ts';
import { runPostBuild, transformPageHtml } from '../../../src/plugins/hooks.ts';
import type { DocsgenPlugin } from '../../../src/plugins/types.ts';
import { createTestSite } from '../search/site-helpers.ts';

const FILE = 'docsgen.config.ts';
const Empty = () => null;

describe('transformPageHtml', () => {
  it("runs every plugin's transformHtml in order, each on the last one's HTML, with the route", () => {
    const plugins: DocsgenPlugin[] = [
      { name: 'a', transformHtml: (html, route) => `${html}<a:${route}>` },
      { name: 'no-hook' },
      { name: 'b', transformHtml: (html) => html.replace('<a:', '<b:') },
    ];
    expect(transformPageHtml(plugins, '<p>', '/docs/x', FILE)).toEqual({ html: '<p><b:/docs/x>' });
  });

  it('keeps `this` of a plugin object', () => {
    const plugin = {
      name: 'counter',
      mark: '<!-- counted -->',
      transformHtml(this: { mark: string }, html: string) {
        return html + this.mark;
      },
    };
    expect(transformPageHtml([plugin], '<p>', '/', FILE)).toEqual({ html: '<p><!-- counted -->' });
  });

  it('turns a throw or a result that is not text into a diagnostic naming the plugin, the hook and the route', () => {
    const thrower: DocsgenPlugin = {
      name: 'thrower',
      transformHtml: () => {
        throw new Error('bad page');
      },
    };
    const silent = { name: 'silent', transformHtml: () => undefined } as unknown as DocsgenPlugin;
    expect(transformPageHtml([thrower], '<p>', '/a', FILE)).toEqual({
      diagnostic: expect.objectContaining({
        severity: 'error',
        code: 'plugin-failed',
        file: FILE,
        message: 'plugin "thrower" failed in transformHtml(): /a: bad page',
      }),
    });
    const result = transformPageHtml([silent], '<p>', '/b', FILE);
    expect(result.diagnostic?.message).toBe(
      'plugin "silent" failed in transformHtml(): /b: returned undefined instead of the page\'s HTML',
    );
  });
});

describe('runPostBuild', () => {
  it('runs the hooks one after the other and stops at the first failure', async () => {
    const calls: string[] = [];
    const plugins: DocsgenPlugin[] = [
      { name: 'one', postBuild: async ({ routes }) => void calls.push(`one ${routes.join(',')}`) },
      {
        name: 'two',
        postBuild: () => {
          throw new Error('disk full');
        },
      },
      { name: 'three', postBuild: () => void calls.push('three') },
    ];
    const diagnostics = await runPostBuild(plugins, { outDir: '/out', routes: ['/', '/a'] }, FILE);
    expect(calls).toEqual(['one /,/a']);
    expect(diagnostics.map((d) => d.message)).toEqual(['plugin "two" failed in postBuild(): disk full']);
  });
});

describe('addPluginPages', () => {
  const site = createTestSite([
    { kind: 'search', route: '/search' },
    { kind: 'not-found', route: '/404' },
  ]);

  it('leaves the site as it is when no plugin has routes()', () => {
    expect(addPluginPages(site, [{ name: 'quiet' }], FILE)).toEqual({ site, diagnostics: [] });
  });

  it("adds each plugin's routes after the site's pages; a later plugin sees the earlier one's", () => {
    const seen: string[][] = [];
    const plugins: DocsgenPlugin[] = [
      { name: 'a', routes: () => [{ route: '/a', title: 'A', component: Empty, props: { n: 1 } }] },
      {
        name: 'b',
        routes: (view) => {
          seen.push(view.pages.map((p) => `${p.kind} ${p.route} ${p.title ?? ''}`));
          return [{ route: '/b/', title: 'B', component: Empty, description: 'bee' }];
        },
      },
    ];
    const result = addPluginPages(site, plugins, FILE);
    expect(result.diagnostics).toEqual([]);
    expect(site.pages).toHaveLength(2);
    expect(result.site.pages.slice(2)).toEqual([
      {
        kind: 'plugin',
        route: '/a',
        plugin: 'a',
        title: 'A',
        description: undefined,
        component: Empty,
        props: { n: 1 },
      },
      {
        kind: 'plugin',
        route: '/b/',
        plugin: 'b',
        title: 'B',
        description: 'bee',
        component: Empty,
        props: {},
      },
    ]);
    expect(seen).toEqual([['search /search ', 'not-found /404 ', 'plugin /a A']]);
  });

  it('reports a throwing hook, a result that is not a list, a wrong route and a route the site has', () => {
    const plugins: DocsgenPlugin[] = [
      {
        name: 'throws',
        routes: () => {
          throw new Error('no feed');
        },
      },
      { name: 'not-a-list', routes: () => ({}) as never },
      {
        name: 'wrong',
        routes: () =>
          [
            { route: 'relative', title: 'R', component: Empty },
            { route: '/no-component', title: 'N' },
            { route: '/search/', title: 'Taken', component: Empty },
            { route: '/kept', title: 'Kept', component: Empty },
          ] as never,
      },
    ];
    const result = addPluginPages(site, plugins, FILE);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file} ${d.message}`)).toEqual([
      'plugin-failed docsgen.config.ts plugin "throws" failed in routes(): no feed',
      'plugin-failed docsgen.config.ts plugin "not-a-list" failed in routes(): expected a list of routes',
      'plugin-failed docsgen.config.ts plugin "wrong" failed in routes(): routes()[0]: route: expected a path starting with /',
      'plugin-failed docsgen.config.ts plugin "wrong" failed in routes(): routes()[1]: route /no-component: expected a React component (a function)',
      'plugin-failed docsgen.config.ts plugin "wrong" failed in routes(): /search/ is already a page of the site',
    ]);
    expect(result.site.pages.map((p) => p.route)).toEqual(['/search', '/404', '/kept']);
  });

  it('gives plugins a copy of the site: changing it changes nothing', () => {
    const view = pluginSiteOf(site);
    view.pages.push({ route: '/x', kind: 'doc', title: 'X' });
    expect(site.pages).toHaveLength(2);
    expect(view).toMatchObject({ title: 'T', url: 'https://x.dev', baseUrl: '/' });
  });
});
