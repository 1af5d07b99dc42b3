// The chrome (navbar, drawer, footer, announcement, icons) is rendered once and reused as HTML. These tests render the
// real templates: a part written from a warm cache is the part written from an empty one, the cache hands back what
// React writes for the same component and props, other props give other markup, and the page holds the parts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JSX } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnnouncementBar } from '../../../templates/AnnouncementBar.tsx';
import { Breadcrumbs } from '../../../templates/Breadcrumbs.tsx';
import { ColorModeToggle, colorModeLabel } from '../../../templates/ColorModeToggle.tsx';
import type { DocPageProps, HomePageProps, SiteChrome, TocEntry } from '../../../templates/props.ts';
import { Footer } from '../../../templates/Footer.tsx';
import {
  ChevronIcon,
  CloseIcon,
  DocumentIcon,
  EditIcon,
  ExternalLinkIcon,
  FolderIcon,
  GlobeIcon,
  HomeIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  ICON_NAMES,
  ICON_SIZES,
  SunIcon,
  iconHtml,
} from '../../../templates/icons.tsx';
import { MAIN_ID } from '../../../templates/Layout.tsx';
import { fillUrlHoles, MarkupCache, urlHole, withMarkupCache } from '../../../templates/markup-cache.ts';
import { MobileDrawer } from '../../../templates/MobileDrawer.tsx';
import { NavDropdown } from '../../../templates/NavDropdown.tsx';
import { Navbar } from '../../../templates/Navbar.tsx';
import { Page } from '../../../templates/Page.tsx';
import { SearchBar, searchBarStrings } from '../../../templates/SearchBar.tsx';
import { DesktopToc, MobileToc } from '../../../templates/Toc.tsx';
import { link, sampleChrome, samplePage, sampleToc } from '../templates/sample-props.ts';

// The markup cache of the renders below, as a build's render context has one.
const cache = new MarkupCache();
const html = (element: JSX.Element): string => withMarkupCache(cache, () => renderToStaticMarkup(element));

/** The attributes of the start tags of one element name, as written. */
const tags = (markup: string, name: string): Record<string, string>[] =>
  [...markup.matchAll(new RegExp(`<${name}(?=[\\s>])[^>]*>`, 'g'))].map((m) =>
    Object.fromEntries([...m[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );

// Chrome variants: everything the cached parts read, changed one at a time.

const tricky = 'Q&A "quoted" <b>it\'s</b>';

function chromeVariants(): [string, SiteChrome][] {
  const variants: [string, (chrome: SiteChrome) => void][] = [
    ['sample', () => {}],
    ['no logo', (c) => (c.logo = undefined)],
    ['dark logo', (c) => (c.logo = { src: '/img/a.svg', alt: tricky, srcDark: '/img/b.svg' })],
    [
      'other active item',
      (c) => {
        c.navItems = c.navItems.map((item) =>
          item.type === 'html'
            ? item
            : item.type === 'link'
              ? { ...item, link: { ...item.link, active: false } }
              : { ...item, active: true, items: item.items.map((l, i) => ({ ...l, active: i === 0 })) },
        );
      },
    ],
    ['no navbar items', (c) => (c.navItems = [])],
    [
      'right dropdown with escapes',
      (c) => {
        c.navItems = [
          ...c.navItems,
          {
            type: 'dropdown',
            position: 'right',
            label: tricky,
            active: false,
            items: [link(tricky, 'https://x.example/?a=1&b="2"')],
          },
        ];
      },
    ],
    [
      'three locales',
      (c) => {
        c.locales = {
          current: 'fr',
          items: [
            { locale: 'en', label: 'English', href: '/docs/a&b/"c"' },
            { locale: 'fr', label: tricky, href: '/fr/docs/a&b/"c"' },
            { locale: 'ar', label: 'العربية', href: 'javascript:alert(1)' },
          ],
        };
      },
    ],
    [
      'other page of the locales',
      (c) =>
        (c.locales.items = [
          { ...c.locales.items[0]!, href: '/docs/other' },
          { locale: 'fr', label: 'Français', href: '/fr/docs/other' },
        ]),
    ],
    ['search on the left', (c) => (c.search = { ...c.search, position: 'left' })],
    ['no shortcut hint', (c) => (c.search = { ...c.search, shortcutHint: false })],
    ['other search page', (c) => (c.search = { ...c.search, pageHref: '/base/search/' })],
    ['switch disabled', (c) => (c.colorMode = { ...c.colorMode, disableSwitch: true })],
    ['dark default', (c) => (c.colorMode = { ...c.colorMode, defaultMode: 'dark' })],
    ['hide on scroll', (c) => (c.hideOnScroll = true)],
    [
      'other footer',
      (c) => {
        c.footer = {
          style: 'light',
          columns: [{ title: tricky, items: [link(tricky, '/x?a&b')] }],
          copyright: undefined,
        };
      },
    ],
    ['empty footer', (c) => (c.footer = { style: 'dark', columns: [], copyright: 'c' })],
    ['no announcement', (c) => (c.announcement = undefined)],
    [
      'other announcement',
      (c) => {
        c.announcement = {
          id: 'x',
          text: tricky,
          link: link('More', 'https://x.example/'),
          closeable: false,
        };
      },
    ],
    [
      'announcement without link',
      (c) => (c.announcement = { id: 'y', text: 'Hi', link: undefined, closeable: true }),
    ],
    [
      'other brand',
      (c) => {
        c.navbarTitle = tricky;
        c.homeHref = '/base/';
      },
    ],
  ];
  return variants.map(([name, edit]) => {
    const chrome = sampleChrome();
    edit(chrome);
    return [name, chrome];
  });
}

// What a docs page gives the drawer: the empty copy the browser fills.
const secondaryMenu = <div className="sidebar menu" data-sidebar="" data-sidebar-copy="" />;

/** Every cached part of the chrome, rendered with the real components. */
function chromeParts(chrome: SiteChrome): Record<string, string> {
  return {
    navbar: html(<Navbar chrome={chrome} />),
    'drawer with the page menu': html(<MobileDrawer chrome={chrome} secondary={secondaryMenu} />),
    'drawer alone': html(<MobileDrawer chrome={chrome} secondary={undefined} />),
    footer: html(<Footer footer={chrome.footer} />),
    announcement: html(<AnnouncementBar announcement={chrome.announcement} />),
  };
}

/** The chrome parts of a variant rendered from an empty cache. */
function coldParts(chrome: SiteChrome): Record<string, string> {
  cache.clear();
  return chromeParts(chrome);
}

const ESCAPED_TRICKY = 'Q&amp;A &quot;quoted&quot; &lt;b&gt;it&#x27;s&lt;/b&gt;';

beforeEach(() => cache.clear());

describe('cached chrome', () => {
  it.each(chromeVariants())(
    '%s: the same markup after every other variant as from an empty cache',
    (_name, chrome) => {
      const cold = coldParts(chrome);
      for (const [, other] of chromeVariants()) chromeParts(other);
      expect(chromeParts(chrome)).toEqual(cold);
    },
  );

  it('gives every variant its own markup: cached parts are never reused for other props', () => {
    const seen = new Map<string, string>();
    for (const [name, chrome] of chromeVariants()) {
      const markup = Object.values(chromeParts(chrome)).join('\n');
      expect(seen.get(markup), `${name} wrote the markup of ${seen.get(markup)}`).toBeUndefined();
      seen.set(markup, name);
    }
  });

  it.each<[string, () => JSX.Element, (props: never) => JSX.Element | null, object]>([
    ['footer', () => <Footer footer={sampleChrome().footer} />, Footer, { footer: sampleChrome().footer }],
    [
      'announcement',
      () => <AnnouncementBar announcement={sampleChrome().announcement} />,
      AnnouncementBar,
      { announcement: sampleChrome().announcement },
    ],
    [
      'drawer search',
      () => (
        <SearchBar
          search={sampleChrome().search}
          strings={searchBarStrings(sampleChrome().strings)}
          placement="drawer"
        />
      ),
      SearchBar,
      {
        search: sampleChrome().search,
        strings: searchBarStrings(sampleChrome().strings),
        placement: 'drawer',
      },
    ],
    [
      'dropdown with escapes',
      () => <NavDropdown id="d" label={tricky} active items={[{ link: link(tricky, '/a&b') }]} />,
      NavDropdown,
      { id: 'd', label: tricky, active: true, items: [{ link: link(tricky, '/a&b') }] },
    ],
  ])('hands back what React writes for the %s, cold and warm', (_name, element, component, props) => {
    const uncached = renderToStaticMarkup(element());
    expect(cache.markup(component as never, props as never)).toBe(uncached);
    expect(cache.markup(component as never, props as never)).toBe(uncached);
  });

  it('marks only the active navbar item, in the navbar and in the drawer', () => {
    const [, other] = chromeVariants().find(([name]) => name === 'other active item')!;
    // (A site in one language has no language menu, so the drawer marks no locale.)
    for (const [chrome, active, drawerActive, activeGroups] of [
      [sampleChrome(), ['User Guide'], ['User Guide'], 0],
      [other, ['Developer&#x27;s Guide'], ['Developers-Wiki'], 1],
    ] as const) {
      const labels = (markup: string, activeClass: string) =>
        [...markup.matchAll(new RegExp(`class="[^"]*${activeClass}[^"]*"[^>]*>([^<]*)<`, 'g'))].map(
          (m) => m[1],
        );
      expect(labels(html(<Navbar chrome={chrome} />), 'navbar__link--active')).toEqual(active);
      const drawer = html(<MobileDrawer chrome={chrome} secondary={undefined} />);
      expect(labels(drawer, 'menu__link--active')).toEqual(drawerActive);
      expect(drawer.match(/menu__list-item-collapsible--active/g) ?? []).toHaveLength(activeGroups);
    }
  });

  it('escapes labels, titles, texts and URLs with <&"\' everywhere in the chrome', () => {
    for (const [name, chrome] of chromeVariants()) {
      const markup = Object.values(chromeParts(chrome)).join('\n');
      expect(markup, name).not.toContain("<b>it's</b>");
      expect(markup, name).not.toContain('javascript:alert');
      if (markup.includes('Q&amp;A')) expect(markup, name).toContain(ESCAPED_TRICKY);
    }
    const [, escapes] = chromeVariants().find(([name]) => name === 'right dropdown with escapes')!;
    expect(html(<Navbar chrome={escapes} />)).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    const [, footer] = chromeVariants().find(([name]) => name === 'other footer')!;
    expect(html(<Footer footer={footer.footer} />)).toContain(
      `<h2 class="footer__title">${ESCAPED_TRICKY}</h2>`,
    );
  });

  it("fills each page's locale links into the cached navbar and drawer", () => {
    const chrome = sampleChrome();
    const onPage = (href: string): SiteChrome => ({
      ...chrome,
      locales: {
        current: 'fr',
        items: [
          { locale: 'en', label: 'English', href },
          { locale: 'fr', label: 'Français', href: `/fr${href}` },
        ],
      },
    });
    for (const href of ['/docs/a', '/docs/b&c/"d"']) {
      const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      for (const markup of [
        html(<Navbar chrome={onPage(href)} />),
        html(<MobileDrawer chrome={onPage(href)} secondary={undefined} />),
      ]) {
        const hrefs = tags(markup, 'a').map((a) => a.href);
        expect(hrefs).toContain(escaped);
        expect(hrefs).toContain(`/fr${escaped}`);
        expect(markup).not.toContain(urlHole(0));
      }
    }
    expect(html(<Navbar chrome={onPage('/docs/b')} />)).not.toContain('/docs/a"');
  });

  it('writes whole pages from the real parts, in reading order, with the logo preloaded', () => {
    for (const [name, chrome] of chromeVariants()) {
      const doc = { ...(samplePage('doc') as DocPageProps), chrome };
      const home = { ...(samplePage('home') as HomePageProps), chrome };
      for (const [props, secondary] of [
        [doc, secondaryMenu],
        [home, undefined],
      ] as const) {
        const page = html(<Page {...props} />);
        // Rendered alone, a part with the logo starts with the image preload that the page has in its <head>.
        const alone = (element: JSX.Element) => html(element).replace(/^(<link [^>]*>)+/, '');
        const parts = [
          `<a class="skip-link" href="#${MAIN_ID}">Skip to main content</a>`,
          alone(<AnnouncementBar announcement={chrome.announcement} />),
          alone(<Navbar chrome={chrome} />),
          alone(<MobileDrawer chrome={chrome} secondary={secondary} />),
          alone(<Footer footer={chrome.footer} />),
        ];
        let from = 0;
        for (const part of parts) {
          const at = page.indexOf(part, from);
          expect(at, `${name}: ${part.slice(0, 60)}`).toBeGreaterThanOrEqual(from);
          from = at + part.length;
        }
        expect(page.endsWith(`${parts.at(-1)}</body></html>`), name).toBe(true);
        const root = tags(page, 'html')[0]!;
        expect(root['data-theme'], name).toBe(chrome.colorMode.defaultMode);
        expect(root['data-disable-switch'], name).toBe(chrome.colorMode.disableSwitch ? 'true' : undefined);
        expect(root['data-announcement-id'], name).toBe(chrome.announcement?.id);
        const preloads = tags(page, 'link').filter((l) => l.rel === 'preload' && l.as === 'image');
        const logoPreloaded = (src: string) => preloads.some((l) => l.href === src);
        expect(logoPreloaded('/img/logo.svg'), name).toBe(chrome.logo?.src === '/img/logo.svg');
        if (chrome.logo) expect(logoPreloaded(chrome.logo.src), name).toBe(true);
      }
    }
  });

  it('renders a part once for the same props, again for other props and after a clear', () => {
    let renders = 0;
    function Part(props: { text: string }): JSX.Element {
      renders++;
      return <p className="x">{props.text}</p>;
    }
    expect(cache.markup(Part, { text: 'a' })).toBe('<p class="x">a</p>');
    expect(cache.markup(Part, { text: 'a' })).toBe('<p class="x">a</p>');
    expect(renders).toBe(1);
    expect(cache.markup(Part, { text: 'b&' })).toBe('<p class="x">b&amp;</p>');
    expect(renders).toBe(2);
    cache.clear();
    cache.markup(Part, { text: 'a' });
    expect(renders).toBe(3);
  });

  it('refuses parts that React would move into <head>', () => {
    const Image = (): JSX.Element => <img src="/logo.svg" alt="" />;
    const Title = (): JSX.Element => <title>x</title>;
    expect(() => cache.markup(Image, {})).toThrow(/<head>/);
    expect(() => cache.markup(Title, {})).toThrow(/<head>/);
  });

  it.each([
    '/docs/intro',
    '/docs/a&b/"c"/<d>/it\'s',
    'javascript:alert(1)',
    ' \tjava\nscript:alert(1)',
    'https://x.example/?q=\u00e9',
  ])('fills a URL hole as React writes the href %j', (url) => {
    const withHole = html(<a href={urlHole(0)}>x</a>);
    expect(fillUrlHoles(withHole, [url])).toBe(html(<a href={url}>x</a>));
  });
});

describe('icons', () => {
  const icons: [string, (props: { className?: string; size?: number }) => JSX.Element][] = [
    ['home', HomeIcon],
    ['external', ExternalLinkIcon],
    ['sun', SunIcon],
    ['moon', MoonIcon],
    ['menu', MenuIcon],
    ['close', CloseIcon],
    ['globe', GlobeIcon],
    ['search', SearchIcon],
    ['edit', EditIcon],
    ['folder', FolderIcon],
    ['document', DocumentIcon],
    ['chevron', ChevronIcon],
  ];

  it.each(icons)('%s: the cached markup is the component markup, with its class and size', (name, Icon) => {
    const plain = html(<Icon />);
    expect(tags(plain, 'span')[0]).toEqual({
      class: expect.stringMatching(new RegExp(`^icon icon--${name} icon--s\\d+$`)) as unknown as string,
      'aria-hidden': 'true',
    });
    expect(plain).toMatch(/^<span [^>]*><\/span>$/);
    for (const props of [{}, { className: 'x y' }, { size: 16 }]) {
      const markup = html(<Icon {...props} />);
      expect(iconHtml(Icon, props).__html).toBe(markup);
      expect(iconHtml(Icon, props).__html).toBe(markup);
    }
    expect(tags(html(<Icon className="x y" />), 'span')[0]!.class).toMatch(/^icon icon--\S+ icon--s\d+ x y$/);
    expect(tags(html(<Icon size={16} />), 'span')[0]!.class).toBe(`icon icon--${name} icon--s16`);
  });

  it("draws each icon in the stylesheet from its own SVG, at every size the icons' classes name", () => {
    const styles = path.join(fileURLToPath(new URL('../../../templates/styles/', import.meta.url)));
    const css = readFileSync(path.join(styles, 'icons.css'), 'utf8');
    expect(readFileSync(path.join(styles, 'main.css'), 'utf8')).toContain("@import './icons.css';");
    const drawings = new Set<string>();
    for (const name of ICON_NAMES) {
      expect(css).toContain(`.icon--${name} {\n  --icon: url('./icons/${name}.svg');\n}`);
      const svg = readFileSync(path.join(styles, `icons/${name}.svg`), 'utf8');
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"[^>]*>.+<\/svg>\n$/s,
      );
      drawings.add(svg);
    }
    expect(drawings.size).toBe(ICON_NAMES.length);
    const used = new Set(icons.map(([, Icon]) => /icon--s(\d+)/.exec(html(<Icon />))![1]));
    for (const size of [...used, ...ICON_SIZES.map(String)])
      expect(css).toContain(`.icon--s${size} {\n  --icon-size: ${size}px;\n}`);
    expect(icons.map(([name]) => name).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('writes the colour-mode toggle with its label and both icons, and the home breadcrumb', () => {
    for (const mode of ['light', 'dark'] as const) {
      const toggle = html(<ColorModeToggle defaultMode={mode} className="navbar__item" />);
      expect(tags(toggle, 'button')[0]).toEqual({
        type: 'button',
        class: 'color-mode-toggle navbar__item',
        'aria-label': colorModeLabel(mode),
        title: colorModeLabel(mode),
        'data-color-mode-toggle': '',
      });
      expect(toggle).toContain(
        html(<MoonIcon className="color-mode-toggle__icon color-mode-toggle__icon--light" />),
      );
      expect(toggle).toContain(
        html(<SunIcon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />),
      );
    }
    expect(colorModeLabel('light')).not.toBe(colorModeLabel('dark'));
    expect(tags(html(<ColorModeToggle defaultMode="light" />), 'button')[0]!.class).toBe('color-mode-toggle');
    expect(
      html(
        <Breadcrumbs
          crumbs={[{ label: 'A', href: undefined }]}
          homeHref="/base/"
          label="Breadcrumbs"
          homeLabel="Home page"
        />,
      ),
    ).toContain(
      `<a class="breadcrumbs__link" href="/base/" aria-label="Home page">${html(<HomeIcon size={16} />)}</a>`,
    );
  });
});

describe('table of contents', () => {
  const entry = (id: string, text: string, depth: number): TocEntry => ({ id, text, depth });
  /** The links of a TOC, each with its nesting level (0 for the top list). */
  function tocLinks(markup: string): [number, string, string][] {
    const found: [number, string, string][] = [];
    let level = -1;
    for (const m of markup.matchAll(
      /<ul[^>]*>|<\/ul>|<a class="toc__link" href="([^"]*)" data-toc-link="">([^<]*)<\/a>/g,
    )) {
      if (m[0].startsWith('<ul')) level++;
      else if (m[0] === '</ul>') level--;
      else found.push([level, m[1]!, m[2]!]);
    }
    return found;
  }

  it.each<[string, TocEntry[], [number, string, string][]]>([
    [
      'sample',
      sampleToc,
      sampleToc.map((e) => [e.depth - 2, `#${e.id}`, e.text] as [number, string, string]),
    ],
    [
      'deep then back up',
      [entry('a', 'A', 2), entry('b', 'B', 3), entry('c', 'C', 4), entry('d', 'D', 2)],
      [
        [0, '#a', 'A'],
        [1, '#b', 'B'],
        [2, '#c', 'C'],
        [0, '#d', 'D'],
      ],
    ],
    [
      'leading h3',
      [entry('a', 'A', 3), entry('b', 'B', 2)],
      [
        [0, '#a', 'A'],
        [0, '#b', 'B'],
      ],
    ],
    [
      'escapes',
      [entry('q&a-"x"', tricky, 2), entry("it's", '<code>', 3), entry('empty', '', 2)],
      [
        [0, '#q&amp;a-&quot;x&quot;', ESCAPED_TRICKY],
        [1, '#it&#x27;s', '&lt;code&gt;'],
        [0, '#empty', ''],
      ],
    ],
    [
      'repeated ids',
      [entry('x', 'X', 2), entry('x', 'X again', 2)],
      [
        [0, '#x', 'X'],
        [0, '#x', 'X again'],
      ],
    ],
  ])('%s', (_name, toc, expected) => {
    const desktop = html(<DesktopToc toc={toc} title="On this page" />);
    const mobile = html(<MobileToc toc={toc} title="On this page" />);
    expect(tocLinks(desktop)).toEqual(expected);
    expect(tocLinks(mobile)).toEqual(expected);
    expect(tags(desktop, 'nav')).toEqual([{ class: 'toc', 'aria-label': 'On this page', 'data-toc': '' }]);
    expect(desktop).toContain('<p class="toc__title">On this page</p>');
    expect(tags(mobile, 'details')).toEqual([{ class: 'toc-mobile', 'data-toc-mobile': '' }]);
    expect(mobile).toContain('<summary class="toc-mobile__summary">On this page</summary>');
    // Both hold the same list.
    const list = (markup: string) => markup.slice(markup.indexOf('<ul'), markup.lastIndexOf('</ul>'));
    expect(list(mobile)).toBe(list(desktop));
    expect(
      tags(desktop, 'ul')
        .slice(1)
        .every((ul) => ul.class === 'toc__list toc__list--nested'),
    ).toBe(true);
    expect(tags(desktop, 'ul')[0]!.class).toBe('toc__list');
  });
});
