// How a Docusaurus config maps onto docsgen's config: what is carried, what is noted, and that the result always passes
// docsgen's schema.
import { describe, expect, it } from 'vitest';
import { userConfigSchema } from '../../../src/config/schema.ts';
import { mapDocusaurusConfig } from '../../../src/init/migrate/map-config.ts';
import { sidebarOf } from '../../../src/init/migrate/map-items.ts';
import { pruneToSchema } from '../../../src/init/migrate/prune.ts';
import { literal, quote } from '../../../src/init/migrate/serialize.ts';

const siteDir = '/site';

function mapped(raw: Record<string, unknown>) {
  const notes: string[] = [];
  const result = mapDocusaurusConfig(raw, siteDir, { note: (what) => notes.push(what) });
  return { ...result, notes };
}

describe('mapDocusaurusConfig', () => {
  it("reads the first of staticDirectories as docsgen's one static folder, and lists the others", () => {
    const base = { title: 'Kiln', url: 'https://kiln.example.org' };
    expect(mapped({ ...base, staticDirectories: ['static'] })).toMatchObject({ notes: [] });
    expect(mapped({ ...base, staticDirectories: ['static'] }).config.staticDir).toBeUndefined();
    const one = mapped({ ...base, staticDirectories: ['public'] });
    expect(one.config.staticDir).toBe('public');
    expect(one.notes).toEqual([]);
    const two = mapped({ ...base, staticDirectories: ['assets', 'static'] });
    expect(two.config.staticDir).toBe('assets');
    expect(two.notes).toEqual([
      'staticDirectories (docsgen reads one static folder: assets; merge the others into it)',
    ]);
    expect(userConfigSchema.safeParse(pruneToSchema(two.config, { note: () => undefined })).success).toBe(
      true,
    );
  });

  it('carries the classic preset: docs, blog, pages and custom CSS, with Docusaurus names turned into docsgen ones', () => {
    const { config, sidebarPath, notes } = mapped({
      title: 'Kiln',
      url: 'https://kiln.example.org/',
      baseUrl: '/kiln/',
      presets: [
        [
          '@docusaurus/preset-classic',
          {
            docs: {
              path: 'guides',
              routeBasePath: '/',
              sidebarPath: './sidebars.ts',
              editUrl: 'https://git.example.org/kiln/edit/main/website',
            },
            blog: {
              blogTitle: 'News',
              postsPerPage: 'ALL',
              blogSidebarCount: 5,
              tags: false,
              feedOptions: { type: 'json' },
            },
            pages: { path: 'src/pages' },
            theme: {
              customCss: [
                '/site/src/css/custom.css',
                './src/css/extra.scss',
                'infima-nowhere/dist/default.css',
              ],
            },
          },
        ],
      ],
    });
    expect(config).toMatchObject({
      title: 'Kiln',
      url: 'https://kiln.example.org',
      baseUrl: '/kiln/',
      contentDir: '.',
      docs: {
        path: 'guides',
        routeBasePath: '/',
        editUrl: 'https://git.example.org/kiln/edit/main/website/guides/',
      },
      pages: { path: 'src/pages' },
      blog: {
        path: 'blog',
        routeBasePath: '/blog',
        title: 'News',
        postsPerPage: 1000,
        sidebarCount: 5,
        tagsMapPath: false,
        feedOptions: { type: [] },
      },
      theme: { customCss: ['src/css/custom.css'] },
    });
    expect(sidebarPath).toBe('/site/sidebars.ts');
    expect(notes).toEqual([
      'presets.classic.theme.customCss: src/css/extra.scss (only plain .css files are read; compile it to CSS first)',
      'presets.classic.theme.customCss: infima-nowhere/dist/default.css (not found: install the package, or copy the file in)',
      'presets.classic.blog.feedOptions.type: json (docsgen writes RSS and Atom)',
    ]);
    expect(userConfigSchema.safeParse(config).success).toBe(true);
  });

  it('notes plugins, themes, other presets, function options, remark plugins and unknown keys by name', () => {
    function localPlugin() {
      return { name: 'local' };
    }
    const { notes, config } = mapped({
      title: 'Kiln',
      url: 'https://kiln.example.org',
      customFields: { a: 1 },
      presets: [
        [
          'classic',
          {
            docs: {
              editUrl: () => 'x',
              remarkPlugins: [() => undefined],
              versions: { '2.0': { label: 'Two' } },
            },
            blog: false,
          },
        ],
        'docusaurus-preset-openapi',
      ],
      plugins: [localPlugin, ['@docusaurus/plugin-client-redirects', {}], '@docusaurus/plugin-sitemap'],
      themes: ['@docusaurus/theme-mermaid', '@easyops-cn/docusaurus-search-local'],
      themeConfig: { algolia: { appId: 'x' }, prism: {} },
    });
    expect(config.blog).toBe(false);
    expect(notes).toEqual([
      'config.customFields',
      'presets.classic.docs.editUrl (a function; set a fixed base URL)',
      'presets.classic.docs.remarkPlugins (remark and rehype plugins do not run on markdown-it; see markdown.plugins; npm2yarn and tab-block fences work without them)',
      // The site has no versions.json to name 2.0.
      'presets.classic.docs.versions.2.0: "2.0" (versions.json does not list it)',
      'preset docusaurus-preset-openapi',
      'plugin localPlugin (a function)',
      'plugin @docusaurus/plugin-client-redirects',
      'theme @easyops-cn/docusaurus-search-local',
      'themeConfig.algolia (docsgen has its own search, built at build time)',
    ]);
  });

  it('maps navbar, footer, colour mode, announcement bar, table of contents and the locales', () => {
    const { config, notes } = mapped({
      title: 'Kiln',
      url: 'https://kiln.example.org',
      i18n: {
        defaultLocale: 'de',
        locales: ['de', 'en', 'fa'],
        localeConfigs: {
          fa: { label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR' },
          it: { label: 'Italiano' },
        },
      },
      themeConfig: {
        navbar: {
          title: 'Kiln',
          style: 'dark',
          logo: { src: 'img/logo.svg', alt: 'Kiln', href: '/' },
          items: [
            { type: 'doc', docId: 'intro', label: 'Guide', position: 'left', className: 'x' },
            { type: 'search', position: 'right' },
            { type: 'docsVersionDropdown' },
            { to: '/blog', label: 'Blog', activeBaseRegex: '^/blog' },
            {
              type: 'dropdown',
              label: 'More',
              items: [
                { href: 'https://x.org', label: 'X' },
                { type: 'docSidebar', sidebarId: 's' },
              ],
            },
            { type: 'html', value: '<b>beta</b>' },
          ],
        },
        footer: {
          style: 'light',
          links: [{ label: 'Privacy', to: '/privacy' }, { html: '<i>hi</i>' }],
          logo: { src: 'x' },
        },
        colorMode: { defaultMode: 'dark', disableSwitch: true },
        announcementBar: {
          id: 'launch 2',
          content: 'Kiln 2 is out, <a href="/blog/kiln-2">read the news</a>!',
          backgroundColor: '#fff',
        },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      },
    });
    // Every listed locale is carried with its label and direction; a config for a locale not listed is not.
    expect(config.locales).toEqual({
      default: 'de',
      list: ['de', 'en', 'fa'],
      direction: { fa: 'rtl' },
      labels: { fa: 'فارسی' },
    });
    expect(config.navbar).toEqual({
      title: 'Kiln',
      logo: { src: 'img/logo.svg', alt: 'Kiln' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
        { type: 'docsVersionDropdown' },
        { label: 'Blog', to: '/blog' },
        { type: 'dropdown', label: 'More', items: [{ label: 'X', href: 'https://x.org' }] },
        { type: 'html', value: '<b>beta</b>' },
      ],
    });
    expect(config.footer).toEqual({
      style: 'light',
      links: [{ label: 'Privacy', to: '/privacy' }, { html: '<i>hi</i>' }],
    });
    expect(config.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: true });
    expect(config.announcementBar).toEqual({
      id: 'launch-2',
      text: 'Kiln 2 is out, !',
      link: { label: 'read the news', href: '/blog/kiln-2' },
    });
    expect((config.docs as { toc: unknown }).toc).toEqual({ min: 2, max: 4 });
    expect(notes).toEqual([
      "themeConfig.navbar.items[4].items[1]: navbar item of type 'docSidebar' (docsgen has no such item)",
      'themeConfig.footer.logo',
    ]);
    expect(userConfigSchema.safeParse(config).success).toBe(true);
  });
});

describe('sidebarOf', () => {
  it('keeps the items docsgen knows with the fields it reads, shorthand included, and notes the rest', () => {
    const notes: string[] = [];
    const sidebar = sidebarOf(
      [
        'intro',
        {
          type: 'category',
          label: 'Guides',
          collapsed: false,
          customProps: { a: 1 },
          link: { type: 'doc', id: 'guides/index' },
          items: [{ type: 'autogenerated', dirName: 'guides' }],
        },
        { Reference: ['api', { type: 'ref', id: 'cli' }] },
        { type: 'link', label: 'Home', href: 'https://x.org', autoAddBaseUrl: false },
        { type: 'html', value: '<hr>', defaultStyle: true },
        { type: 'unknown-kind' },
      ],
      'main',
      { note: (what) => notes.push(what) },
    );
    expect(sidebar).toEqual([
      'intro',
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        link: { type: 'doc', id: 'guides/index' },
        items: [{ type: 'autogenerated', dirName: 'guides' }],
      },
      { Reference: ['api', { type: 'ref', id: 'cli' }] },
      { type: 'link', label: 'Home', href: 'https://x.org' },
      { type: 'html', value: '<hr>', defaultStyle: true },
    ]);
    expect(notes).toEqual(['main[3].autoAddBaseUrl', "main[5]: sidebar item of type 'unknown-kind'"]);
  });
});

describe('pruneToSchema', () => {
  it('takes out each value the schema refuses and notes its key path', () => {
    const notes: string[] = [];
    const config = pruneToSchema(
      {
        title: 'Kiln',
        url: 'https://kiln.example.org',
        favicon: 7,
        navbar: {
          items: [
            { label: 'A', to: '/a' },
            { label: '', to: '/b' },
          ],
        },
      },
      { note: (what) => notes.push(what) },
    );
    expect(config).toEqual({
      title: 'Kiln',
      url: 'https://kiln.example.org',
      navbar: { items: [{ label: 'A', to: '/a' }] },
    });
    expect(notes.map((note) => note.split(' ')[0])).toEqual(['favicon', 'navbar.items[1]']);
  });
});

describe('literal', () => {
  it('writes TypeScript that evaluates back to the same value', () => {
    const value = {
      title: "Kiln's \\ docs\n",
      'data-x': [1, true, null, { a: 'b' }],
      long: Array.from({ length: 12 }, (_, i) => `item-${i}`),
    };
    const text = literal(value);
    expect(new Function(`return (${text});`)()).toEqual(value);
    expect(text).toContain("'data-x': [1, true, null, { a: 'b' }]");
    expect(quote('a\u2028b')).toBe("'a\\u2028b'");
  });
});
