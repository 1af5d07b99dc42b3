// A value every page shows that changes whenever any page's content does: the hashed URL of the search manifest (it
// lists the content-hashed index files). Page props carry a token in its place, so a page's props hash (its key in the
// build cache) does not change with other pages' content; the value is put into the props JSON just before rendering,
// and a reused page whose value changed gets the new one swapped in, without being rendered again.
import { encodeRoute } from '../site/urls.ts';

/** The token rendered in place of a late value, and the text that replaces it. */
export interface LateValue {
  token: string;
  value: string;
}

/** What the pages' client config names as the search manifest path until the value is put in. */
export const SEARCH_MANIFEST_TOKEN = '__docsgen_search_manifest__';

/** The late value of the search manifest's path, as it reads inside the JSON client config of a page. */
export function searchManifestValue(manifestPath: string): LateValue {
  // The client config holds `baseUrl + encodeRoute(path)`; an encoded path needs no escaping in JSON or in the
  // props JSON around it, and it is checked here so that swapping it in as plain text stays right.
  const value = encodeRoute(manifestPath);
  if (!/^[\w./%~!$&'()*+,;=:@-]*$/.test(value))
    throw new Error(`unexpected search manifest path ${manifestPath}`);
  return { token: SEARCH_MANIFEST_TOKEN, value };
}

/** Puts the late value into a page's props JSON (it occurs once, in the client config). */
export function applyLateValue(json: string, late: LateValue | undefined): string {
  // A function, so that `$` in the value is never read as a replacement pattern.
  return late ? json.replace(late.token, () => late.value) : json;
}

/** Swaps the late value a page was written with for the current one (its first occurrence: the head's config). */
export function swapLateValue(html: string, from: string, late: LateValue | undefined): string {
  return late && from !== late.value ? html.replace(from, () => late.value) : html;
}
