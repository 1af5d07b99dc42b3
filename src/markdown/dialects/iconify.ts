// Icons of the sets on npm in Iconify's JSON format (`@iconify-json/<set>`), drawn as inline SVG. A set is read from
// its installed package the first time a page names one of its icons.
import { createRequire } from 'node:module';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The icon sets docsgen ships: Lucide and Simple Icons (Starlight), Material Design Icons, Octicons, Font Awesome 6. */
export type IconSetName =
  'lucide' | 'simple-icons' | 'mdi' | 'octicon' | 'fa6-brands' | 'fa6-solid' | 'fa6-regular';

// Pure memo: the installed packages' sets do not change while docsgen runs.
const setMemo = new Map<IconSetName, IconSet>();

function setOf(name: IconSetName): IconSet {
  let set = setMemo.get(name);
  if (!set) {
    set = createRequire(import.meta.url)(`@iconify-json/${name}/icons.json`) as IconSet;
    setMemo.set(name, set);
  }
  return set;
}

/** The SVG of icon `id` of `setName` (an alias is its parent), 1em high in the text's colour; undefined if absent. */
export function iconifySvg(setName: IconSetName, id: string): string | undefined {
  const set = setOf(setName);
  const own = set.icons[id] ? id : set.aliases?.[id]?.parent;
  const icon = own === undefined ? undefined : set.icons[own];
  if (!icon) return undefined;
  // Iconify's default box is 16 by 16.
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const box = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="1em" height="1em" fill="currentColor" aria-hidden="true">${icon.body}</svg>`;
}
