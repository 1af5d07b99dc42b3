// The last line of the URL policy for HTML that docsgen did not write itself: what a site's component rendered with
// React (it may build a URL from any prop). Each URL attribute is judged, and an executable one is emptied.
import { isUrlName, unsafeUrlIn } from './url-policy.ts';

// React writes every attribute as name="value", with `"` and `&` escaped; nothing else needs reading.
const ATTRIBUTE = /(\s)([A-Za-z][\w:.-]*)="([^"]*)"/g;

/** `html` with each executable URL attribute emptied, and the URLs that were (in order). */
export function emptyUnsafeUrls(html: string): { html: string; unsafe: string[] } {
  const unsafe: string[] = [];
  const out = html.replace(ATTRIBUTE, (whole, space: string, name: string, value: string) => {
    if (!isUrlName(name) && name.toLowerCase() !== 'style') return whole;
    const url = unsafeUrlIn(name, value);
    if (url === undefined) return whole;
    unsafe.push(url);
    return `${space}${name}=""`;
  });
  return { html: unsafe.length === 0 ? html : out, unsafe };
}
