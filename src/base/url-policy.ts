// The one URL policy of docsgen: whatever a URL enters the page through (a markdown link, raw HTML, an MDX prop, front
// matter, the config, a plugin's page), a URL whose scheme runs code or reads local files never reaches the HTML.
// The scheme is judged as a browser reads it: after HTML entities (`&#x09;`, `&colon;`) and percent-encoding
// (`%6A`) are decoded and the tabs, line breaks and invisible characters a browser drops from a URL are removed.
import { decodeHTML } from 'entities';

const EXECUTABLE_SCHEME = /^(javascript|vbscript|file|data):/;
// Inline images of these types are allowed, as markdown-it allows them: an <img> never runs them as a page.
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp|avif);/;
// Controls, spaces and invisible characters: dropped by browsers or by an author's eye.
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
// Each round undoes one layer (`&amp;#106;` is two); past this many the text is judged as it stands.
const MAX_DECODES = 4;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi;

/** The names (lowercase) of the attributes and props that hold a URL, in HTML, JSX and the config. */
export const URL_ATTRIBUTES: readonly string[] = [
  'href',
  'to',
  'src',
  'srcset',
  'poster',
  'action',
  'formaction',
  'cite',
  'data',
  'background',
  'xlink:href',
  'xlinkhref',
  'ping',
  'manifest',
  'longdesc',
  'usemap',
  'codebase',
  'url',
  'link',
  'permalink',
  'image',
  'imageurl',
  'icon',
];

/** True when a prop or attribute of this name holds a URL (`href`, `imageUrl`, `logoSrc`, …). */
export function isUrlName(name: string): boolean {
  const lower = name.toLowerCase();
  return URL_ATTRIBUTES.includes(lower) || /(?:url|href|src)$/.test(lower);
}

/** `url` as a browser reads its scheme: entities and percent-encoding undone, hidden characters removed, lowercase. */
export function decodeForScheme(url: string): string {
  let text = url;
  for (let i = 0; i < MAX_DECODES; i++) {
    let decoded = decodeHTML(text);
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // A lone `%` is no escape: browsers keep it, and so is the rest of the text judged.
    }
    if (decoded === text) break;
    text = decoded;
  }
  return text.replace(HIDDEN, '').toLowerCase();
}

/** The scheme (`javascript`, `vbscript`, `file`, `data`) when `url` would run code or read local files; else undefined. */
export function executableScheme(url: string): string | undefined {
  // Every link of every page passes here: without a colon, an entity or an escape there is no scheme to hide.
  if (!/[:&%]/.test(url)) return undefined;
  const bare = decodeForScheme(url);
  const match = EXECUTABLE_SCHEME.exec(bare);
  if (!match || SAFE_DATA_IMAGE.test(bare)) return undefined;
  return match[1];
}

/**
 * Why a URL the config or front matter gives (a navbar `href`, a button `to`, an edit URL) may not be linked, or
 * undefined when it may: empty, an executable scheme (however hidden), or a control character.
 */
export function findLinkProblem(target: string): string | undefined {
  if (target.trim() === '') return 'is empty';
  const scheme = executableScheme(target);
  if (scheme !== undefined) {
    return `uses the "${scheme}:" scheme, which would run code or read local files in the reader's browser; link to a site path or an http(s) URL`;
  }
  if (/[\u0000-\u001f\u007f-\u009f]/.test(target)) return 'contains a control character';
  return undefined;
}

/** The URLs of a `srcset` value (`a.png 1x, b.png 2x` → `a.png`, `b.png`). */
export function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().split(/\s+/, 1)[0] ?? '')
    .filter((url) => url !== '');
}

/** The URLs of the `url(…)` in a CSS text (a `style` attribute or prop). */
export function cssUrls(css: string): string[] {
  const decoded = decodeHTML(css).replace(/\\/g, '');
  return [...decoded.matchAll(CSS_URL)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim());
}

/** The first executable URL in the value of an attribute or prop called `name` (a `srcset` and a `style` hold several). */
export function unsafeUrlIn(name: string, value: string): string | undefined {
  const lower = name.toLowerCase();
  // A srcset is judged whole as well as by candidate: a hidden tab splits `java&#x09;script:` into two words there.
  const urls =
    lower === 'srcset' ? [value, ...srcsetUrls(value)] : lower === 'style' ? cssUrls(value) : [value];
  return urls.find((url) => executableScheme(url) !== undefined);
}

/**
 * The first executable URL in a value called `name`: the value itself when the name holds a URL (`href`, `srcSet`,
 * `imageUrl`) or CSS (`style`), and the values under such keys in the arrays and objects it holds.
 */
export function unsafeUrlDeep(name: string, value: unknown): string | undefined {
  const isStyle = name.toLowerCase() === 'style';
  if (typeof value === 'string') return isUrlName(name) || isStyle ? unsafeUrlIn(name, value) : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => [name, item])
    : Object.entries(value).map(([key, item]) => [isStyle ? name : key, item]);
  for (const [key, item] of entries) {
    const unsafe = unsafeUrlDeep(key, item);
    if (unsafe !== undefined) return unsafe;
  }
  return undefined;
}

/** The message of the `url-unsafe` error, for a URL found in `where` (e.g. `the link`, `the prop "href" of <Card>`). */
export function unsafeUrlMessage(url: string, where: string): string {
  const scheme = executableScheme(url) ?? 'javascript';
  const shown = url.length > 60 ? `${url.slice(0, 57)}…` : url;
  return (
    `${where} is a ${scheme}: URL (${JSON.stringify(shown)}), which would run code or read local files in the ` +
    "reader's browser; it is left out of the page. Link to a page or an https: URL instead"
  );
}
