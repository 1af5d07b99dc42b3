// Test-only generator: renders the sample props of every page kind to HTML files with the real theme assets.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { renderToStaticMarkup } from 'react-dom/server';
import { Page } from '../../../templates/Page.tsx';
import { samplePage, type SampleKind, type SampleOptions } from '../../unit/templates/sample-props.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where each sample page kind is written (URL path; the 404 page is served for unknown paths). */
export const SAMPLE_PAGE_PATHS: Record<SampleKind, string> = {
  home: '/',
  doc: '/docs/user-guide/int-players/intro',
  category: '/docs/category/interplanetary-players',
  page: '/markdown-page',
  'blog-list': '/blog',
  'blog-post': '/blog/post-2',
  'blog-tags': '/blog/tags',
  'blog-authors': '/blog/authors',
  'blog-archive': '/blog/archive',
  search: '/search',
  'not-found': '/this-page-does-not-exist',
};

/** The bundled theme assets. */
export interface ThemeAssets {
  css: string;
  js: string;
  themeScript: string;
}

async function bundle(entry: string, format?: 'iife'): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    // The stylesheet's icons (styles/icons/*.svg) are inlined, as src/assets/bundle-client.ts does.
    loader: { '.svg': 'dataurl' },
    ...(format ? { format, target: 'es2020' } : {}),
  });
  return result.outputFiles[0]!.text;
}

/** Bundles the stylesheet, the browser script and the pre-paint script the way the build does. */
export async function bundleThemeAssets(): Promise<ThemeAssets> {
  const [css, js, themeScript] = await Promise.all([
    bundle('templates/styles/main.css'),
    bundle('src/client/main.ts', 'iife'),
    bundle('src/client/theme-init.ts', 'iife'),
  ]);
  return { css, js, themeScript: themeScript.trim() };
}

const circles = (a: string, b: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="24" cy="32" r="19" fill="${a}"/><circle cx="40" cy="32" r="19" fill="${b}" fill-opacity="0.85"/></svg>`;

const STATIC_FILES: Record<string, string> = {
  'img/logo.svg': circles('#ff33cc', '#33eeff'),
  'img/favicon.svg': circles('#ff33cc', '#33eeff'),
  'img/play.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="28" r="26" fill="#ff33cc"/><path d="M23 18v20l16-10z" fill="#fff"/></svg>',
  'img/wave.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="14" fill="#0b0b0d"/><path d="M6 28h8l4-12 6 24 6-30 6 34 4-16h10" fill="none" stroke="#33eeff" stroke-width="3" stroke-linejoin="round"/></svg>',
  'img/docs-team.svg': circles('#ff33cc', '#8c6cff'),
  'img/dev-team.svg': circles('#33eeff', '#8c6cff'),
  'embed-sample.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sample player</title></head><body><p>A sample embedded player.</p></body></html>',
};

/** The file a URL path is written to. */
function fileFor(path: string): string {
  if (path === '/') return 'index.html';
  return `${path.replace(/^\//, '').replace(/\/$/, '')}/index.html`;
}

/** Renders one page to a full HTML document, as the build's render stage does. */
export function renderSamplePage(kind: SampleKind, options: SampleOptions, assets: ThemeAssets): string {
  const props = samplePage(kind, options);
  props.chrome.assets.themeScript = assets.themeScript;
  return `<!doctype html>${renderToStaticMarkup(<Page {...props} />)}`;
}

/** Writes the sample site into `dir`: every page kind, the assets and a few images. */
export async function renderSampleSite(
  dir: string,
  options: SampleOptions = {},
  assets?: ThemeAssets,
): Promise<ThemeAssets> {
  const theme = assets ?? (await bundleThemeAssets());
  const files: Record<string, string> = {
    ...STATIC_FILES,
    'assets/main.css': theme.css,
    'assets/main.js': theme.js,
  };
  for (const [kind, path] of Object.entries(SAMPLE_PAGE_PATHS) as [SampleKind, string][]) {
    files[kind === 'not-found' ? '404.html' : fileFor(path)] = renderSamplePage(kind, options, theme);
  }
  for (const [name, content] of Object.entries(files)) {
    const target = join(dir, name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return theme;
}
