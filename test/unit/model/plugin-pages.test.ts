// The pages plugins add with routes(site): what each route must be, which routes are taken, and what plugins see.
import { describe, expect, it } from 'vitest';
import { addPluginPages, pluginSiteOf } from '../../../src/model/plugin-pages.ts';
import type { SitePage } from '../../../src/model/site-types.ts';
import type { DocsgenPlugin } from '../../../src/plugins/types.ts';
import { blogPost, createTestSite, docPage, plainPage } from '../search/site-helpers.ts';

const FILE = 'docsgen.config.ts';
const Empty = () => null;

const messagesOf = (routes: unknown[], pages: SitePage[] = []) => {
  const site = createTestSite(pages);
  const result = addPluginPages(site, [{ name: 'p', routes: () => routes as never }], FILE);
  return { result, site, messages: result.diagnostics.map((d) => d.message) };
};

describe('routes a plugin returns', () => {
  it.each([
    [null, 'expected { route, title, component, props? }'],
    ['/text', 'expected { route, title, component, props? }'],
    [{ title: 'No route', component: Empty }, 'route: expected a path starting with /'],
    [{ route: '/a?b', title: 'Q', component: Empty }, 'route /a?b: expected a path without ?, # or spaces'],
    [{ route: '/a#b', title: 'H', component: Empty }, 'route /a#b: expected a path without ?, # or spaces'],
    [{ route: '/a b', title: 'S', component: Empty }, 'route /a b: expected a path without ?, # or spaces'],
    [{ route: '/t', title: '', component: Empty }, 'route /t: expected a title'],
    [{ route: '/t', title: 3, component: Empty }, 'route /t: expected a title'],
    [{ route: '/c', title: 'C', component: 'div' }, 'route /c: expected a React component (a function)'],
    [{ route: '/p', title: 'P', component: Empty, props: null }, 'route /p: expected props to be an object'],
    [{ route: '/p', title: 'P', component: Empty, props: 'x' }, 'route /p: expected props to be an object'],
    [
      { route: '/d', title: 'D', component: Empty, description: 5 },
      'route /d: expected the description to be text',
    ],
  ])('refuses %j', (value, problem) => {
    const { result, site, messages } = messagesOf([value]);
    expect(messages).toEqual([`plugin "p" failed in routes(): routes()[0]: ${problem}`]);
    expect(result.site).toBe(site);
  });

  it('takes a route with a description and props of its own', () => {
    const { result, messages } = messagesOf([
      { route: '/ok', title: 'OK', component: Empty, props: { a: 1 }, description: 'fine' },
    ]);
    expect(messages).toEqual([]);
    expect(result.site.pages).toEqual([
      {
        kind: 'plugin',
        route: '/ok',
        plugin: 'p',
        title: 'OK',
        description: 'fine',
        component: Empty,
        props: { a: 1 },
      },
    ]);
  });

  it('refuses a route the site or an earlier route has, with or without a trailing slash', () => {
    const { result, messages } = messagesOf(
      [
        { route: '/', title: 'Root', component: Empty },
        { route: '/new/', title: 'New', component: Empty },
        { route: '/new', title: 'Again', component: Empty },
        { route: '/docs/', title: 'Docs', component: Empty },
      ],
      [
        { kind: 'search', route: '/' },
        { kind: 'not-found', route: '/docs' },
      ],
    );
    expect(messages).toEqual([
      'plugin "p" failed in routes(): / is already a page of the site',
      'plugin "p" failed in routes(): /new is already a page of the site',
      'plugin "p" failed in routes(): /docs/ is already a page of the site',
    ]);
    expect(result.site.pages.map((p) => p.route)).toEqual(['/', '/docs', '/new/']);
  });
});

describe('what plugins see of the site', () => {
  it('lists every page with its kind and the title it shows', async () => {
    const site = createTestSite([
      await docPage('/docs/a', 'Body.', { title: 'Doc A' }),
      await plainPage('/about', 'Body.', { title: 'About' }),
      await blogPost('/blog/p', 'Body.', { title: 'Post' }),
      {
        kind: 'category',
        route: '/docs/category/x',
        index: { route: '/docs/category/x', title: 'Cat X', description: undefined, file: 'x' },
        sidebarId: 'main',
      },
      {
        kind: 'blog-list',
        route: '/blog',
        title: 'Blog',
        description: undefined,
        posts: [],
        page: 1,
        totalPages: 1,
        previousRoute: undefined,
        nextRoute: undefined,
        author: undefined,
        tag: undefined,
      },
      {
        kind: 'plugin',
        route: '/plug',
        plugin: 'p',
        title: 'Plugged',
        description: undefined,
        component: Empty,
        props: {},
      },
      { kind: 'blog-tags', route: '/blog/tags' },
      { kind: 'redirect', route: '/old', to: '/new' },
    ]);
    expect(pluginSiteOf(site).pages.map((p) => `${p.kind} ${p.route} ${p.title ?? '(none)'}`)).toEqual([
      'doc /docs/a Doc A',
      'page /about About',
      'blog-post /blog/p Post',
      'category /docs/category/x Cat X',
      'blog-list /blog Blog',
      'plugin /plug Plugged',
      'blog-tags /blog/tags (none)',
      'redirect /old (none)',
    ]);
  });
});
