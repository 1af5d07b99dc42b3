import { describe, expect, it } from 'vitest';
import { renderSample, between, count } from './render.ts';
import { sampleSidebar } from './sample-props.ts';

describe('DocPage', () => {
  it('renders breadcrumbs: home icon link first, "›" separators, the last segment current', () => {
    const nav = between(renderSample('doc'), '<nav class="breadcrumbs" aria-label="Breadcrumbs">', '</nav>');
    expect(nav).toMatch(
      /^<nav[^>]*><ol[^>]*><li[^>]*><a class="breadcrumbs__link" href="\/" aria-label="Home page"><span class="icon icon--home icon--s16" aria-hidden="true"><\/span>/,
    );
    // Written as an entity, so that the page stays ASCII.
    expect(count(nav, '<span class="breadcrumbs__separator" aria-hidden="true">&rsaquo;</span>')).toBe(2);
    expect(nav).toContain(
      '<a class="breadcrumbs__link" href="/docs/category/interplanetary-players">Interplanetary Players</a>',
    );
    expect(nav).toContain('aria-current="page">Introduction</span>');
    expect(count(nav, 'aria-current')).toBe(1);
  });

  it('shows the last update in the content footer, after the edit link, with the author escaped', () => {
    const footer = between(renderSample('doc'), '<footer class="content-footer">', '</footer>');
    expect(footer).toMatch(
      /\(opens in a new tab\)<\/span><\/a><p class="last-update">Last updated on <time dateTime="2026-03-04">March 4, 2026<\/time> by Ada &lt;Lovelace&gt; &amp; &quot;Co&quot;<\/p><\/footer>$/,
    );
  });

  it('marks the active sidebar link with aria-current and the active class (the drawer copies it in the browser)', () => {
    const html = renderSample('doc');
    const active =
      '<a class="menu__link menu__link--active" href="/docs/user-guide/int-players/intro" aria-current="page">Introduction</a>';
    expect(count(html, active)).toBe(1);
    // The sidebar link and the breadcrumb.
    expect(count(html, 'aria-current="page"')).toBe(2);
  });

  it('renders collapsed categories with a collapsed class, a caret button and a link to their index', () => {
    const html = renderSample('doc');
    const sidebar = between(html, '<div class="docs-sidebar"', '</nav>');
    const entCards = between(
      sidebar,
      '<li class="menu__list-item menu__list-item--category menu__list-item--collapsed"',
      '</li>',
    );
    expect(entCards).toContain(
      '<a class="menu__link menu__link--sublist" href="/docs/category/ent-cards">Ent Cards</a>',
    );
    expect(entCards).toMatch(
      /<button type="button" class="menu__caret" aria-expanded="false" aria-controls="sb-2-items"/,
    );
    expect(html).toContain('<ul class="menu__list" id="sb-2-items">');
    // The drawer's copy is filled by the browser script: the sidebar is sent once.
    expect(html).toContain('<div class="sidebar menu" data-sidebar="" data-sidebar-copy=""></div>');
    expect(html).not.toContain('id="dr-');
    // The expanded category containing the current page.
    expect(html).toMatch(
      /aria-expanded="true" aria-controls="sb-1-items" aria-label="Toggle the category Interplanetary Players"/,
    );
  });

  it('renders a category without an index as a toggle button', () => {
    const html = renderSample('doc', (props) => {
      props.sidebar = {
        nodes: [
          {
            type: 'category',
            label: 'Namespace',
            href: undefined,
            collapsible: true,
            collapsed: true,
            active: false,
            items: [],
          },
        ],
        current: undefined,
      };
    });
    expect(html).toContain(
      '<button type="button" class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false" aria-controls="sb-0-items" data-collapse-toggle="">Namespace</button>',
    );
  });

  it('escapes & in hrefs', () => {
    const html = renderSample('doc');
    expect(html).toContain('href="/docs/user-guide/maar-world/Terms&amp;Conditions"');
    expect(html).not.toContain('Terms&Conditions"');
  });

  it('escapes text props but writes the trusted markdown html as is', () => {
    const html = renderSample('doc', (props) => {
      props.title = '<script>alert(1)</script> & more';
      props.html = '<p><em>trusted</em></p>';
    });
    expect(html).toContain('<h1 class="doc__title">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h1>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<div class="markdown"><p><em>trusted</em></p></div>');
  });

  it('nests the table of contents by depth on desktop and in the mobile details', () => {
    const html = renderSample('doc');
    const desktop = between(html, '<nav class="toc" aria-label="On this page" data-toc="">', '</nav>');
    expect(desktop).toContain(
      '<a class="toc__link" href="#getting-started" data-toc-link="">Getting started</a><ul class="toc__list toc__list--nested"><li class="toc__item"><a class="toc__link" href="#controls" data-toc-link="">Controls</a></li><li class="toc__item"><a class="toc__link" href="#modes"',
    );
    expect(desktop).toContain('</ul></li><li class="toc__item"><a class="toc__link" href="#questions"');
    expect(html).toContain(
      '<details class="toc-mobile" data-toc-mobile=""><summary class="toc-mobile__summary">On this page</summary>',
    );
  });

  it('leaves out both tables of contents when hideToc is set', () => {
    const html = renderSample('doc', (props) => {
      props.hideToc = true;
    });
    expect(html).not.toContain('data-toc');
    expect(html).not.toContain('On this page');
  });

  it('renders the API badge, tags, the edit link and the pager', () => {
    const html = renderSample('doc', (props) => {
      props.apiKind = 'Namespace';
    });
    expect(html).toContain('<span class="badge badge--api">Namespace</span><h1');
    expect(html).toContain('<a class="tag" href="/docs/tags/players">players</a>');
    expect(html).toMatch(
      /<a class="edit-link" href="https:\/\/github.com\/maar34\/docs.maar.world\/edit\/main\/[^"]+" target="_blank" rel="noopener noreferrer">/,
    );
    expect(html).toContain('Edit this page');
    const pager = between(html, '<nav class="pagination-nav" aria-label="Docs pages">', '</nav>');
    expect(pager).toContain('href="/docs/category/interplanetary-players" rel="prev"');
    expect(pager).toContain('<span class="pagination-nav__label">Tutorials</span>');
  });

  it('has no edit link, API badge or pager when the props have none', () => {
    const html = renderSample('doc', (props) => {
      props.editUrl = undefined;
      props.previous = undefined;
      props.next = undefined;
      props.tags = [];
    });
    expect(html).not.toContain('Edit this page');
    expect(html).not.toContain('badge--api');
    expect(html).not.toContain('pagination-nav');
  });

  it('renders category cards with a folder or a document icon', () => {
    const html = renderSample('category');
    expect(count(html, '<a class="card card--link"')).toBe(3);
    expect(html).toContain(
      '<span class="card__title">Ent Cards</span><span class="card__description">5 items</span>',
    );
    expect(count(html, '<span class="icon icon--folder icon--s28" aria-hidden="true"></span>')).toBe(1);
    expect(count(html, '<span class="icon icon--document icon--s28" aria-hidden="true"></span>')).toBe(2);
  });

  it('marks a category index as the current page when it is active without an active child', () => {
    const html = renderSample('category', (props) => {
      props.sidebar = sampleSidebar('/docs/category/interplanetary-players');
    });
    expect(html).toContain(
      '<a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/interplanetary-players" aria-current="page">',
    );
  });
});
