import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderSample, between, count, tags } from './render.ts';
import { SAMPLE_KINDS } from './sample-props.ts';
import { CrashView } from '../../../templates/CrashView.tsx';
import { LoaderError } from '../../../templates/LoaderError.tsx';
import { en } from '../../../src/strings/en.ts';

describe('every page kind', () => {
  it.each(SAMPLE_KINDS)('%s has one <main> target, the skip link first and the chrome', (kind) => {
    const html = renderSample(kind);
    expect(count(html, '<main id="docsgen-main" tabindex="-1"')).toBe(1);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(/^<body><a class="skip-link" href="#docsgen-main">Skip to main content<\/a>/);
    expect(body).toContain('<nav class="navbar" aria-label="Main"');
    expect(body).toContain('<footer class="footer footer--dark">');
    expect(body).toContain('Copyright © 2024 Maar World Docs.');
  });

  it.each(SAMPLE_KINDS)('%s writes no inline style or event handler attributes', (kind) => {
    const html = renderSample(kind);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});

describe('navbar and chrome', () => {
  it('renders the dropdown as a menu button with aria-haspopup and aria-expanded', () => {
    const html = renderSample('home');
    expect(html).toContain(
      '<button type="button" id="navbar-left-1" class="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded="false" aria-controls="navbar-left-1-menu">Developer&#x27;s Guide',
    );
    expect(html).toContain(
      '<a class="dropdown__link" href="/docs/api/CoreModule" role="menuitem">Interplanetary Players API</a>',
    );
  });

  it('marks external links with target, rel and a hidden hint', () => {
    const html = renderSample('home');
    expect(html).toContain(
      '<a class="navbar__item navbar__link" href="https://github.com/maar34/docs.maar.world" target="_blank" rel="noopener noreferrer">GitHub',
    );
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span>');
  });

  it('renders no language menu on a site in one language', () => {
    const html = renderSample('home');
    expect(html).not.toContain('aria-label="Language: English"');
    expect(html).not.toContain('id="navbar-locale"');
    expect(html).not.toContain('id="drawer-locales"');
  });

  it('renders the colour toggle with its label, and none when the switch is disabled', () => {
    const label = 'aria-label="Switch between dark and light mode (currently light mode)"';
    expect(count(renderSample('home'), label)).toBe(2);
    expect(renderSample('home', undefined, { disableSwitch: true })).not.toContain('data-color-mode-toggle');
  });

  it('renders the search box as a GET form to the search page with the shortcut hint', () => {
    const html = renderSample('home');
    const form = between(html, '<form class="navbar-search"', '</form>');
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/search" method="get"');
    const input = tags(form, 'input')[0]!;
    for (const attribute of ['type="search"', 'name="q"', 'aria-label="Search"', 'placeholder="Search"']) {
      expect(input).toContain(attribute);
    }
    expect(form).toContain('<kbd data-search-hint-mod="">Ctrl</kbd><kbd>K</kbd>');
    const noHint = renderSample('home', (props) => {
      props.chrome.search.shortcutHint = false;
    });
    expect(noHint).not.toContain('<kbd');
  });

  it('renders a second search box in the drawer, with its own label and no key hint', () => {
    const html = renderSample('doc');
    const drawer = between(html, '<div class="navbar-sidebar__search">', '</form>');
    expect(drawer).toContain(
      '<form class="navbar-search navbar-search--drawer" role="search" aria-label="Site search (menu)"',
    );
    expect(drawer).toContain('action="/search" method="get"');
    expect(drawer).toContain('name="q"');
    expect(drawer).not.toContain('<kbd');
    expect(count(html, 'data-search-form=""')).toBe(2);
    expect(count(html, 'data-search-hint-mod=""')).toBe(1);
  });

  it('renders the announcement with a Close button only when closeable, and nothing without one', () => {
    expect(renderSample('home')).toContain('aria-label="Close" data-announcement-close=""');
    expect(renderSample('home', undefined, { closeable: false })).not.toContain('data-announcement-close');
    const none = renderSample('home', undefined, { announcementId: undefined });
    expect(none).not.toContain('class="announcement"');
    expect(tags(none, 'html')[0]).not.toContain('data-announcement-id');
  });

  it('renders the drawer hidden, with the menu button pointing at it and the sidebar panel on doc pages', () => {
    const doc = renderSample('doc');
    expect(doc).toContain(
      'aria-label="Toggle navigation bar" aria-expanded="false" aria-controls="docsgen-drawer"',
    );
    expect(doc).toMatch(
      /<div class="navbar-sidebar" id="docsgen-drawer" role="dialog" aria-modal="true" aria-label="Navigation menu" hidden=""/,
    );
    expect(doc).toContain('data-drawer-panel="secondary"');
    expect(doc).toContain('Back to main menu</button>');
    const home = renderSample('home');
    expect(home).toContain('data-drawer-panel="primary"');
    expect(home).not.toContain('Back to main menu');
  });

  it('renders footer columns with titles and links', () => {
    const footer = between(renderSample('home'), '<footer class="footer', '</footer>');
    expect(footer).toContain('<h2 class="footer__title">Community</h2>');
    expect(footer).toContain(
      'href="https://discord.com/invite/Esnvk2MMne" target="_blank" rel="noopener noreferrer"',
    );
    expect(footer).toContain('<a class="footer__link" href="/blog">Blog</a>');
  });
});

describe('other screens', () => {
  it('renders the home hero and the feature cards with decorative icons', () => {
    const html = renderSample('home');
    expect(html).toContain('<h1 class="hero__title" id="hero-title">Maar World</h1>');
    expect(html).toContain('<p class="hero__tagline">Comprehensive Documentation</p>');
    expect(html).toContain('href="https://maar.world/" target="_blank"');
    expect(html).toContain('<img class="feature__icon" src="/img/play.svg" alt="" width="56" height="56"/>');
    expect(count(html, '<h2 class="feature__title">')).toBe(2);
  });

  it('renders the 404 page with links home and to search', () => {
    const html = renderSample('not-found');
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(html).toContain('<a class="button button--primary" href="/">Go to the home page</a>');
    expect(html).toContain('<a class="button button--outline" href="/search">Search the documentation</a>');
  });

  it('renders the search page shell with the context select and a live results region', () => {
    const html = renderSample('search');
    expect(html).toContain('<h1>Search the documentation</h1>');
    expect(html).toContain('<select id="search-page-ctx" class="search-page__select" name="ctx"');
    expect(html).toContain('<option value="docs/user-guide">User Guide</option>');
    expect(html).toContain(
      '<div class="search-page__results" aria-live="polite" data-search-results=""></div>',
    );
  });

  it('renders the blog list with reading time, authors, Read more and pagination labels', () => {
    const html = renderSample('blog-list');
    expect(html).toContain('<time dateTime="2024-11-02">November 2, 2024</time>');
    expect(html).toContain('<span>2 min read</span>');
    expect(count(html, '>Read more</a>')).toBe(2);
    expect(html).toContain('aria-label="Read more about Welcome to the blog"');
    expect(html).toContain('<span class="pagination-nav__label">Older entries</span>');
    expect(html).not.toContain('Newer entries');
    expect(html).toContain('<a class="author__name-link" href="/blog/authors/docs-team">Docs Team</a>');
  });

  it('renders a blog post with its header, newer/older pager and the active sidebar post', () => {
    const html = renderSample('blog-post');
    expect(html).toContain('<h1 class="post-header__title">Release notes for the players</h1>');
    expect(html).toContain('<span class="pagination-nav__sublabel">Newer post</span>');
    expect(html).toContain('<span class="pagination-nav__sublabel">Older post</span>');
    expect(html).toContain(
      '<a class="menu__link menu__link--active" href="/blog/post-2" aria-current="page">',
    );
    expect(html).toContain('<h3 class="blog-sidebar__year-title">2023</h3>');
    // Sent once (two years of posts): the drawer's copy is filled by the browser script.
    expect(count(html, 'class="blog-sidebar__year-title"')).toBe(2);
    expect(html).toContain('<div class="blog-sidebar menu" data-sidebar="" data-sidebar-copy=""></div>');
  });

  it('renders tags, authors and the archive', () => {
    expect(renderSample('blog-tags')).toContain('players<span class="tag__count">3</span>');
    const authors = renderSample('blog-authors');
    expect(authors).toContain('<p class="author-card__count">2 posts</p>');
    expect(authors).toContain('<p class="author-card__count">1 post</p>');
    expect(renderSample('blog-authors', (props) => void (props.authors = []))).toContain('No authors yet.');
    const archive = renderSample('blog-archive');
    expect(archive).toContain('<h2 id="archive-2023">2023</h2>');
    expect(archive).toContain('<span class="archive-year__date">March 4, 2024</span><a href="/blog/post-2">');
  });
});

describe('error views', () => {
  it('renders the crash view with the message and a Try again button', () => {
    const html = renderToStaticMarkup(<CrashView message={'Cannot read "x" <of> undefined'} strings={en} />);
    expect(html).toContain('<h1 class="error-view__title">This page crashed.</h1>');
    expect(html).toContain(
      '<p class="error-view__message">Cannot read &quot;x&quot; &lt;of&gt; undefined</p>',
    );
    expect(html).toContain(
      '<button type="button" class="button button--primary" data-crash-retry="">Try again</button>',
    );
  });

  it('renders the loader error with a Retry button', () => {
    const html = renderToStaticMarkup(
      <LoaderError message="The search index could not be loaded." strings={en} />,
    );
    expect(html).toContain('<p class="error-view__message">The search index could not be loaded.</p>');
    expect(html).toContain('data-loader-retry="">Retry</button>');
  });
});
