// Links whose scheme runs code or reads local files stay text. markdown-it refuses `javascript:` and friends as
// written, but not hidden ones: an entity or percent-encoding of a tab or line break inside the scheme
// (`java&#x09;script:`, `java%0Ascript:`), which browsers drop from a URL before they read its scheme.
import type { MarkdownIt } from 'markdown-it';

const UNSAFE_SCHEME = /^(?:javascript|vbscript|file|data):/;
// Inline images of these types are allowed, as markdown-it allows them.
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);/;
// Controls, spaces and invisible characters: dropped by browsers or by an author's eye.
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const MAX_DECODES = 3;

/** True when `url`, decoded and stripped of what hides a scheme, starts with a scheme that is never linked. */
export function hasHiddenUnsafeScheme(url: string): boolean {
  let text = url;
  for (let i = 0; i < MAX_DECODES; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      break;
    }
    if (decoded === text) break;
    text = decoded;
  }
  const bare = text.replace(HIDDEN, '').toLowerCase();
  return UNSAFE_SCHEME.test(bare) && !SAFE_DATA_IMAGE.test(bare);
}

/** Makes `md` refuse links and images whose unsafe scheme is hidden (see `hasHiddenUnsafeScheme`). */
export function useSafeLinks(md: MarkdownIt): void {
  const validate = md.validateLink.bind(md);
  md.validateLink = (url) => validate(url) && !hasHiddenUnsafeScheme(url);
}
