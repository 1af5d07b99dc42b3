// The `plugins` of mkdocs.yml: the blog plugin as docsgen's blog, the redirects plugin as redirects, built-in search
// kept quiet, the rest noted.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isRecord, textOf, type NoteSink } from '../notes.ts';
import { entriesOf, extensionEntry } from './map-markdown.ts';

/** The blog as docsgen reads it, and its folder in the docs folder (`blog`). */
export interface MkdocsBlog {
  dir: string;
  config: Record<string, unknown>;
}

// docsgen does the work of these itself (search, sitemap-like outputs, git dates, minifying).
const BUILT_IN = new Set([
  'search',
  'blog',
  'redirects',
  'material/search',
  'material/blog',
  'minify',
  'offline',
]);
const ROUTE_OF_INDEX = /(?:^|\/)(?:index|README)$/i;

function entries(plugins: unknown): { name: string; options: Record<string, unknown> }[] {
  return entriesOf(plugins).flatMap((entry) => extensionEntry(entry) ?? []);
}

/** The blog plugin's folders as docsgen's blog: posts in `<blog_dir>/posts`, authors in `<blog_dir>/.authors.yml`. */
export function blogOf(plugins: unknown, docsDir: string, sink: NoteSink): MkdocsBlog | undefined {
  const blog = entries(plugins).find((p) => p.name === 'blog' || p.name === 'material/blog');
  if (!blog || blog.options.enabled === false) return undefined;
  const dir = (textOf(blog.options.blog_dir) ?? 'blog').replace(/^\.\/|\/+$/g, '');
  const posts = textOf(blog.options.post_dir)?.replace('{blog}', dir) ?? `${dir}/posts`;
  const config: Record<string, unknown> = { path: posts, routeBasePath: '/blog' };
  const authorsFile = textOf(blog.options.authors_file)?.replace('{blog}', dir) ?? `${dir}/.authors.yml`;
  if (existsSync(path.join(docsDir, authorsFile)))
    config.authorsMapPath = path.posix.relative(posts, authorsFile);
  const kept = ['enabled', 'blog_dir', 'post_dir', 'authors_file'];
  for (const key of Object.keys(blog.options))
    if (!kept.includes(key))
      sink.note(`plugins: blog.${key} (docsgen's blog lays its pages out its own way)`);
  return { dir, config };
}

/** Maps the redirects plugin and notes the plugins docsgen has no equivalent of. */
export function mapPlugins(
  plugins: unknown,
  docIdOf: (page: string) => string,
  sink: NoteSink,
): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const plugin of entries(plugins)) {
    if (plugin.name === 'redirects') {
      const maps = isRecord(plugin.options.redirect_maps) ? plugin.options.redirect_maps : {};
      mapped.redirects = Object.entries(maps).map(([from, to]) => ({
        from: routeOf(docIdOf(from)),
        to: /^[a-z]+:/i.test(String(to)) ? String(to) : routeOf(docIdOf(String(to).replace(/#.*$/, ''))),
      }));
    } else if (!BUILT_IN.has(plugin.name)) sink.note(`plugins: ${plugin.name} (docsgen has no equivalent)`);
  }
  return mapped;
}

// The route MkDocs gives a page with directory URLs: `guide/install` → `/guide/install/`, `guide/index` → `/guide/`.
function routeOf(id: string): string {
  const folder = id.replace(ROUTE_OF_INDEX, '');
  return folder === '' ? '/' : `/${folder.replace(/\/$/, '')}/`;
}
