// The theme's CSS custom properties, read from templates/styles/tokens.css: each one's light and dark value.

/** One custom property of the theme with its value in each mode (dark: undefined when it keeps the light one). */
export interface CssToken {
  name: string;
  light: string;
  dark: string | undefined;
}

/** `--name: value;` declarations of a block of CSS (without comments), values on one line. */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    found.set(match[1]!, match[2]!.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim());
  return found;
}

/** Every custom property tokens.css declares, in its order: `:root` gives the light values, the dark block the others. */
export function cssTokens(source: string): CssToken[] {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const dark = css.indexOf("[data-theme='dark']");
  const light = declarations(dark < 0 ? css : css.slice(0, dark));
  const darkValues = dark < 0 ? new Map<string, string>() : declarations(css.slice(dark));
  const tokens: CssToken[] = [];
  for (const [name, value] of light) tokens.push({ name, light: value, dark: darkValues.get(name) });
  for (const [name, value] of darkValues)
    if (!light.has(name)) tokens.push({ name, light: '—', dark: value });
  return tokens;
}

/** What each property (or family, by prefix) colours or sizes; a property missing here shows its values only. */
export const TOKEN_USES: [prefix: string, use: string][] = [
  [
    '--docsgen-color-primary',
    "the one colour every accent is derived from: set it on `:root` (and on `[data-theme='dark']` for a dark one of its own)",
  ],
  ['--docsgen-color-secondary', 'the second colour of gradients (home hero, announcement bar)'],
  ['--c-brand-on-dark', "brand text on dark surfaces (the dark footer's links, the announcement bar)"],
  ['--c-brand', 'decorative borders, glows, highlights and gradients'],
  ['--c-link', 'links and active menu items: a shade of the primary dark (or light) enough for WCAG AA'],
  ['--c-button', 'filled buttons'],
  ['--c-on-button', 'the text on filled buttons'],
  ['--c-focus', 'focus rings'],
  ['--c-accent-soft', 'tinted backgrounds (the active sidebar item, hovered rows)'],
  ['--c-bg', 'backgrounds: page, soft panels and code blocks, muted panels'],
  ['--c-surface', 'cards'],
  ['--c-text', 'body text and secondary text'],
  ['--c-border', 'lines and outlines'],
  ['--c-navbar-bg', 'the navbar (translucent)'],
  ['--c-code', 'inline code, code block borders, the title bar of code blocks'],
  ['--c-announcement', 'the announcement bar'],
  ['--c-note', 'admonitions of kind `note`: accent and background'],
  ['--c-tip', 'admonitions of kind `tip`'],
  ['--c-info', 'admonitions of kind `info`'],
  ['--c-warning', 'admonitions of kind `warning`'],
  ['--c-danger', 'admonitions of kind `danger`'],
  ['--c-caution', 'admonitions of kind `caution`'],
  ['--font-sans', 'all text'],
  ['--font-mono', 'code'],
  ['--navbar-height', "the navbar's height (and the scroll offset of headings)"],
  ['--sidebar-width', 'the docs sidebar'],
  ['--toc-width', 'the table of contents'],
  ['--content-max', 'the largest width of the text column'],
  ['--radius', 'corner rounding'],
  ['--shadow', 'shadows of menus, cards and dialogs'],
  ['--ease', 'the easing of transitions'],
  ['--tok', 'highlighted code, one colour per role (the `-bg` ones: added and removed lines)'],
];

/** What a property is for, from the longest matching prefix of TOKEN_USES. */
export function tokenUse(name: string): string | undefined {
  let best: [string, string] | undefined;
  for (const entry of TOKEN_USES)
    if (name.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1];
}
