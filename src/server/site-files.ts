import { pathAfterBase } from '../shared/base-path.ts';
import { encodeRoute } from '../shared/urls.ts';

/** What the dev server answers for a site path: a built file, a same-origin redirect, or nothing. */
export type SiteLookup =
  | { kind: 'file'; relPath: string; contents: string | Uint8Array }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** A build's files by output-relative path (a Map, or serve's lazy output that makes each file when asked for). */
export interface SiteFiles {
  get(relPath: string): string | Uint8Array | undefined;
}

/** The URL settings that decide where pages live. */
export interface SiteLayout {
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

// A Location must stay on this origin: one leading slash, never `//host` or `/\host`.
function sameOriginLocation(location: string): SiteLookup {
  return /^\/(?![/\\])/.test(location) ? { kind: 'redirect', location } : { kind: 'not-found' };
}

/**
 * Finds the built file for a decoded, validated site path (see parseRequestTarget): the file itself,
 * `x/index.html` or `x.html`. With `trailingSlash: true`, `/x` redirects to `/x/`; the Location is built from the
 * decoded route, so it can only name this origin.
 */
export function lookupSiteFile(files: SiteFiles, sitePath: string, layout: SiteLayout): SiteLookup {
  const base = layout.baseUrl.replace(/\/$/, '');
  const rest = pathAfterBase(sitePath, layout.baseUrl);
  // The site root and the base folder without its slash lead to the base folder.
  if (rest === '' || (rest === undefined && sitePath === '/'))
    return sameOriginLocation(encodeRoute(`${base}/`));
  if (rest === undefined) return { kind: 'not-found' };
  const rel = rest.slice(1);
  const find = (relPath: string): SiteLookup | undefined => {
    const contents = files.get(relPath);
    return contents === undefined ? undefined : { kind: 'file', relPath, contents };
  };
  if (rel === '' || rel.endsWith('/')) return find(`${rel}index.html`) ?? { kind: 'not-found' };
  const exact = find(rel) ?? (layout.trailingSlash === false ? find(`${rel}.html`) : undefined);
  if (exact) return exact;
  const index = find(`${rel}/index.html`);
  if (!index) return { kind: 'not-found' };
  return layout.trailingSlash === true ? sameOriginLocation(encodeRoute(`${base}/${rel}/`)) : index;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  wasm: 'application/wasm',
};

/** The Content-Type of an output file by its extension; unknown types are `application/octet-stream`. */
export function contentTypeOf(relPath: string): string {
  const dot = relPath.lastIndexOf('.');
  const ext = dot === -1 ? '' : relPath.slice(dot + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
