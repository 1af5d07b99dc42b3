import path from 'node:path';
import { imageSize } from 'image-size';
import { readFileSync } from 'node:fs';
import type { MarkdownContext } from './types.ts';
import {
  decodeRoute,
  fileHref,
  isExternalLink,
  normaliseLink,
  routeHref,
  splitHref,
  type UrlOptions,
} from '../shared/urls.ts';

/** What link resolution needs to know about the site. */
export interface LinkTables {
  urls: UrlOptions;
  /** Content-relative source path (`docs/a/b.md`) → route. */
  routeBySource: Map<string, string>;
  /** Static files by path relative to `static/` → absolute path. */
  staticFiles: Map<string, string>;
  /** Files beside the content by content-relative path (`docs/a/img/x.png`) → where they are and go. */
  contentAssets?: Map<string, { absPath: string; outputPath: string }> | undefined;
  /**
   * The docs folders (content-relative: `docs`, a version's folder): a link to `api/x.md` that is not beside the file
   * is read from the docs folder the file is in, as Docusaurus reads it.
   */
  docsRoots?: readonly string[] | undefined;
  /**
   * Set in a locale's build of a site whose tool writes root links with the locale in them (Starlight, VitePress:
   * `/de/guide/` in a German page): that prefix (`/de/`), which the locale's baseUrl adds again, is taken off.
   */
  localePrefix?: string | undefined;
  /** The size of each image read so far for this build, by absolute path (made afresh with the tables). */
  imageSizes?: Map<string, ImageSize> | undefined;
}

type ImageSize = { width?: number; height?: number };

function readImageSize(absPath: string, sizes: Map<string, ImageSize> | undefined): ImageSize {
  const cached = sizes?.get(absPath);
  if (cached) return cached;
  let size: { width?: number; height?: number } = {};
  try {
    const result = imageSize(readFileSync(absPath));
    if (result.width && result.height) size = { width: result.width, height: result.height };
  } catch {
    // Unknown formats simply get no size attributes.
  }
  sizes?.set(absPath, size);
  return size;
}

function withoutLocalePrefix(target: string, prefix: string | undefined): string {
  if (prefix === undefined) return target;
  if (target.startsWith(prefix)) return `/${target.slice(prefix.length)}`;
  return target === prefix.slice(0, -1) ? '/' : target;
}

/**
 * Creates the link and image resolvers of one markdown file. `contentRelPath` is the file's path inside the
 * content folder (`docs/user-guide/01-intro.md`) and `route` its page route.
 */
export function createLinkResolvers(
  tables: LinkTables,
  contentRelPath: string,
  route: string,
): Pick<MarkdownContext, 'resolveLink' | 'resolveImage'> {
  const dir = path.posix.dirname(contentRelPath);
  // A relative target that names a file beside the content: the output path and file it stands for.
  const besideContent = (target: string) => {
    if (!tables.contentAssets || target.startsWith('/') || isExternalLink(target)) return undefined;
    const { path: targetPath } = splitHref(target);
    if (targetPath === '') return undefined;
    const decoded = (decodeRoute(targetPath) ?? targetPath).normalize('NFC');
    return tables.contentAssets.get(path.posix.normalize(path.posix.join(dir, decoded)));
  };
  // Docusaurus reads a link that does not start with `./`, `../` or `/` from the docs folder too.
  const root = tables.docsRoots?.find((r) => contentRelPath.startsWith(`${r}/`));
  const fromDocsRoot = (decoded: string): string | undefined =>
    root === undefined || /^\.{0,2}\//.test(decoded)
      ? undefined
      : tables.routeBySource.get(path.posix.normalize(path.posix.join(root, decoded)));
  return {
    resolveLink(target: string): string | undefined {
      if (target.startsWith('#') || isExternalLink(target)) return target;
      const { path: targetPath, query, hash } = splitHref(target);
      if (/\.mdx?$/i.test(targetPath)) {
        const decoded = decodeRoute(targetPath) ?? targetPath;
        const sourcePath = decoded.startsWith('/')
          ? path.posix.normalize(decoded.slice(1))
          : path.posix.normalize(path.posix.join(dir, decoded));
        const found =
          tables.routeBySource.get(sourcePath) ??
          tables.routeBySource.get(`docs/${sourcePath}`) ??
          fromDocsRoot(decoded);
        return found === undefined ? undefined : routeHref(found, tables.urls) + query + hash;
      }
      if (target.startsWith('/'))
        return normaliseLink(withoutLocalePrefix(target, tables.localePrefix), tables.urls);
      const asset = besideContent(target);
      if (asset) return fileHref(asset.outputPath, tables.urls) + query + hash;
      // A plain relative URL is relative to the page's own URL, as a browser would read it.
      const base = new URL(route, 'http://site.invalid');
      const resolved = new URL(targetPath, base);
      return normaliseLink(decodeURIComponent(resolved.pathname) + query + hash, tables.urls);
    },
    resolveImage(src: string) {
      if (isExternalLink(src)) return { src };
      const asset = besideContent(src);
      if (asset) {
        return {
          src: fileHref(asset.outputPath, tables.urls),
          ...readImageSize(asset.absPath, tables.imageSizes),
        };
      }
      const { path: srcPath } = splitHref(src);
      const decoded = decodeRoute(srcPath) ?? srcPath;
      // Images live in static/; a relative path is read from there too.
      const rel = path.posix.normalize(decoded.replace(/^\/+/, ''));
      const abs = tables.staticFiles.get(rel);
      if (!abs) return undefined;
      return { src: fileHref(rel, tables.urls), ...readImageSize(abs, tables.imageSizes) };
    },
  };
}
