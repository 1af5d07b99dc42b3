// A book.toml (parsed) as a docsgen config object: the book's title, description, authors, language and src folder;
// `output.html`'s site URL, repository and edit links, extra CSS, colour theme, folding, redirects; the
// preprocessors and renderers docsgen renders itself kept quiet, the others noted.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isRecord, noteOtherKeys, textOf, type NoteSink } from '../notes.ts';
import { HTML_NOTED, noteBackends } from './map-backends.ts';

const PLACEHOLDER_ORIGIN = 'https://example.com';
const DARK_THEMES = new Set(['coal', 'navy', 'ayu']);
const HTML_KEPT = [
  'site-url',
  'cname',
  'git-repository-url',
  'edit-url-template',
  'additional-css',
  'default-theme',
  'preferred-dark-theme',
  'no-section-label',
  'redirect',
  'fold',
  'input-404',
];
// What docsgen does its own way (search, hashed asset names, fonts, live reload, the repository icon).
const HTML_QUIET = [
  // The mdBook dialect typesets MathJax's delimiters whether it is on or not.
  'mathjax-support',
  'git-repository-icon',
  'hash-files',
  'copy-fonts',
  'search',
  'live-reload-endpoint',
  'sidebar-header-nav',
];

/** The mapped config, and what the sidebar mapping needs from book.toml. */
export interface MappedBook {
  config: Record<string, unknown>;
  /** The src folder, relative to the book's folder. */
  src: string;
  sectionLabels: boolean;
  foldLevel: number | undefined;
  /** `output.html.redirect`, as written. */
  redirects: Record<string, unknown>;
  /** The 404 page's file in src (`404.md` unless `input-404` says otherwise). */
  notFoundPage: string;
}

/** Maps a parsed book.toml; every part left out is noted on `sink`. */
export function mapBookToml(raw: Record<string, unknown>, bookDir: string, sink: NoteSink): MappedBook {
  const book = isRecord(raw.book) ? raw.book : {};
  const output = isRecord(raw.output) ? raw.output : {};
  const html = isRecord(output.html) ? output.html : {};
  noteOtherKeys(raw, 'book.toml', ['book', 'output', 'preprocessor', 'build', 'rust'], [], sink);
  noteOtherKeys(
    book,
    'book',
    ['title', 'description', 'authors', 'src', 'language', 'text-direction'],
    ['multilingual'],
    sink,
  );
  const src = (textOf(book.src) ?? 'src').replace(/^\.\/|\/+$/g, '') || '.';
  const config: Record<string, unknown> = { title: textOf(book.title) || 'Book' };
  if (textOf(book.description)) config.tagline = book.description;
  Object.assign(config, siteUrlOf(html, sink));
  config.trailingSlash = false;
  const build = isRecord(raw.build) ? raw.build : {};
  config.outDir = textOf(build['build-dir']) ?? 'book';
  config.contentDir = src;
  // mdBook copies every other file of src to the book as it is: src is the static folder too.
  config.staticDir = '.';
  const language = textOf(book.language);
  if (language && language !== 'en') config.locales = { default: language, list: [language] };
  if (book['text-direction'] === 'rtl')
    config.locales = {
      ...((config.locales as object) ?? { default: 'en', list: ['en'] }),
      direction: { [language ?? 'en']: 'rtl' },
    };
  if (Array.isArray(book.authors) && book.authors.length > 0)
    config.head = [
      { tag: 'meta', attributes: { name: 'author', content: book.authors.map(String).join(', ') } },
    ];
  const docs: Record<string, unknown> = { path: '.', routeBasePath: '/' };
  const editUrl = editUrlOf(textOf(html['edit-url-template']), src, sink);
  if (editUrl) docs.editUrl = editUrl;
  config.docs = docs;
  config.blog = false;
  config.markdown = { html: true, dialect: 'mdbook' };
  const navbar: Record<string, unknown> = { title: config.title };
  const repo = textOf(html['git-repository-url']);
  if (repo) navbar.items = [{ label: 'Git repository', href: repo, position: 'right' }];
  config.navbar = navbar;
  const css = cssOf(html['additional-css'], bookDir, sink);
  if (css.length > 0) config.theme = { customCss: css };
  const colorMode = colorModeOf(html, sink);
  if (colorMode) config.colorMode = colorMode;
  noteOtherKeys(html, 'output.html', HTML_KEPT, [...HTML_QUIET, ...HTML_NOTED], sink);
  noteBackends(raw, sink);
  const fold = isRecord(html.fold) ? html.fold : {};
  return {
    config,
    src,
    sectionLabels: html['no-section-label'] !== true,
    foldLevel: fold.enable === true ? (typeof fold.level === 'number' ? fold.level : 0) : undefined,
    redirects: isRecord(html.redirect) ? html.redirect : {},
    notFoundPage: textOf(html['input-404']) ?? '404.md',
  };
}

// `site-url` is the path the book is served under (`/mdBook/`) or a whole URL; `cname` names its host.
function siteUrlOf(html: Record<string, unknown>, sink: NoteSink): Record<string, unknown> {
  const written = textOf(html['site-url']);
  const cname = textOf(html.cname);
  let origin = cname ? `https://${cname.replace(/^https?:\/\/|\/+$/g, '')}` : undefined;
  let base = '/';
  if (written && /^https?:\/\//i.test(written)) {
    const url = new URL(written);
    origin ??= url.origin;
    base = url.pathname;
  } else if (written) base = written;
  base = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!origin)
    sink.note(
      `output.html.site-url (no host: mdBook needs none, docsgen's sitemap and feeds do; the config says ${PLACEHOLDER_ORIGIN})`,
    );
  const mapped: Record<string, unknown> = { url: origin ?? PLACEHOLDER_ORIGIN };
  if (base !== '/') mapped.baseUrl = base;
  return mapped;
}

// mdBook's `{path}` is the chapter's path from the book's folder (`src/intro.md`); docsgen appends the path in the
// docs folder to its base, so the base takes the src folder in.
function editUrlOf(template: string | undefined, src: string, sink: NoteSink): string | undefined {
  if (!template) return undefined;
  if (!template.endsWith('{path}')) {
    sink.note(
      `output.html.edit-url-template ${template} (docsgen appends the file's path to a base: {path} must end it)`,
    );
    return undefined;
  }
  return template.slice(0, -'{path}'.length) + (src === '.' ? '' : `${src}/`);
}

function cssOf(value: unknown, bookDir: string, sink: NoteSink): string[] {
  const files = Array.isArray(value) ? value.map(String) : [];
  return files.filter((file) => {
    if (existsSync(path.join(bookDir, file))) return true;
    sink.note(`output.html.additional-css ${file} (no such file)`);
    return false;
  });
}

// mdBook follows the reader's system preference between its default theme and its preferred dark one.
function colorModeOf(html: Record<string, unknown>, sink: NoteSink): Record<string, unknown> | undefined {
  const light = textOf(html['default-theme']);
  const dark = textOf(html['preferred-dark-theme']);
  if (!light && !dark) return undefined;
  for (const [key, name] of [
    ['default-theme', light],
    ['preferred-dark-theme', dark],
  ] as const)
    if (name && !['light', 'navy'].includes(name))
      sink.note(
        `output.html.${key} ${name} (docsgen has one light and one dark palette; set its colours in custom CSS)`,
      );
  return { defaultMode: light && DARK_THEMES.has(light) ? 'dark' : 'light', respectPrefersColorScheme: true };
}
