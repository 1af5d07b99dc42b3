// One URL of an element (raw HTML or JSX HTML of MDX) resolved as a markdown link or image would be: a page's file
// becomes its route, an image its asset, and each is recorded for the link checks at the place it was written.
import { report, type RenderEnv } from './env.ts';
import { isExternalTarget, recordLink, type SourcePosition } from './links.ts';

/** What an element's URL attribute names: a page (or file) to link to, or an image to show. */
export type UrlKind = 'link' | 'image';

/** A resolved URL, with the image's size when it is an image whose size is known. */
export interface ResolvedUrl {
  href: string;
  size?: { width?: number; height?: number };
}

/** Whether a URL stays as written without being resolved or recorded (empty, a fragment, another site). */
export function isUnresolvedUrl(raw: string): boolean {
  return raw === '' || raw.startsWith('#') || isExternalTarget(raw);
}

/**
 * Resolves a site URL at `position`, recording it and warning when it names no page or image; `served` is tried
 * first when given (the same URL read from the page's directory URL, as MkDocs serves pages).
 */
export function resolveUrlAt(
  env: RenderEnv,
  raw: string,
  kind: UrlKind,
  position: SourcePosition,
  served?: string,
): ResolvedUrl {
  if (kind === 'image') {
    const image = (served && env.context.resolveImage(served)) || env.context.resolveImage(raw);
    if (!image) {
      const message = `The image "${raw}" was not found; check the path relative to this file.`;
      report(env, 'warning', 'missing-image', message, position.bodyLine, position.column);
      recordLink(env, 'image', raw, raw, position);
      return { href: raw };
    }
    recordLink(env, 'image', raw, image.src, position);
    return { href: image.src, size: image };
  }
  const href = (served && env.context.resolveLink(served)) || env.context.resolveLink(raw);
  if (href === undefined) {
    const message = `The link "${raw}" does not name a page; check the path relative to this file.`;
    report(env, 'warning', 'broken-markdown-link', message, position.bodyLine, position.column);
    recordLink(env, 'link', raw, raw, position);
    return { href: raw };
  }
  recordLink(env, 'link', raw, href, position);
  return { href };
}
