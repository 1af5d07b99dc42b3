import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import emoji from 'markdown-it-emoji/lib/data/full.mjs';
import { appendAll } from '../../../shared/append-all.ts';
import { getRenderEnv, getSourceLine, report, type RenderEnv } from '../../env.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { iconifySvg, type IconSetName } from '../iconify.ts';

/*
 * pymdownx.emoji shortcodes: `:smile:` becomes its emoji; Material's icon shortcodes (`:material-…:`, `:octicons-…:`,
 * `:fontawesome-…:`, `:simple-…:`) are inline SVG from the same icon sets on npm. A name no set has shows a visible
 * placeholder and is reported (once per icon per page) at its line and column. Other `:words:` stay text, as in MkDocs.
 */

const SHORTCODE = /:([+\w-]+):/g;
const ICON_SETS = /^(material|octicons|fontawesome|simple)-/;

// Material's prefixes: Material Design Icons, Octicons (`name-16`, as the set names them), Font Awesome 6's three
// styles, Simple Icons.
const SETS: [RegExp, IconSetName][] = [
  [/^material-(.+)$/, 'mdi'],
  [/^octicons-(.+)$/, 'octicon'],
  [/^fontawesome-brands-(.+)$/, 'fa6-brands'],
  [/^fontawesome-solid-(.+)$/, 'fa6-solid'],
  [/^fontawesome-regular-(.+)$/, 'fa6-regular'],
  [/^simple-(.+)$/, 'simple-icons'],
];

/** The SVG of a Material icon shortcode name (`material-check`, `octicons-mark-github-16`), if a set has it. */
export function materialIconSvg(name: string): string | undefined {
  for (const [prefix, set] of SETS) {
    const id = prefix.exec(name)?.[1];
    if (id !== undefined) return iconifySvg(set, id);
  }
  return undefined;
}

/** The emoji of a shortcode name (`smile`; Twemoji's `man_raising_hand` as well as `raising_hand_man`), if any. */
export function emojiOf(name: string): string | undefined {
  const own = emoji[name];
  if (own !== undefined) return own;
  const gendered = /^(man|woman)_(.+)$/.exec(name);
  return gendered ? emoji[`${gendered[2]}_${gendered[1]}`] : undefined;
}

/** Text with its emoji shortcodes as their emoji and its icon shortcodes left out (for plain-text labels). */
export function shortcodesAsText(text: string): string {
  return text
    .replace(SHORTCODE, (code, name: string) => (ICON_SETS.test(name) ? '' : (emojiOf(name) ?? code)))
    .trim();
}

interface Cursor {
  line: number;
  column: number;
}

/** Registers the shortcode rule and the placeholder's markup. */
export function useMkdocsIcons(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'mkdocs_icons', iconsRule);
  md.renderer.rules.mkdocs_icon = (tokens, idx) => {
    const token = tokens[idx]!;
    const name = escapeHtml(token.content);
    const svg = materialIconSvg(token.content);
    // Classes an attribute list gave the icon (`:octicons-heart-16:{ .heart }`) stay on it, as on Material's `twemoji`.
    if (svg !== undefined) {
      const classes = ['twemoji', token.attrGet('class')].filter(Boolean).join(' ');
      return `<span class="${escapeHtml(classes)}" data-icon="${name}">${svg}</span>`;
    }
    const classes = ['mkdocs-icon-missing', token.attrGet('class')].filter(Boolean).join(' ');
    return `<span class="${escapeHtml(classes)}" role="img" aria-label="icon ${name}" title="${name}">\u25a2</span>`;
  };
}

function iconsRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  const warned = new Set<string>();
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children || !block.content.includes(':')) continue;
    const cursor: Cursor = { line: block.map?.[0] ?? 0, column: 0 };
    const last = block.map?.[1] ?? cursor.line + 1;
    const children: Token[] = [];
    for (const child of block.children) {
      if (child.type === 'text' && child.content.includes(':'))
        appendAll(
          children,
          splitShortcodes(state, child, (name) => locate(env, cursor, last, name, warned)),
        );
      else children.push(child);
    }
    block.children = children;
  }
}

function splitShortcodes(state: StateCore, text: Token, onIcon: (name: string) => void): Token[] {
  const parts: Token[] = [];
  let rest = 0;
  const content = text.content;
  for (const match of content.matchAll(SHORTCODE)) {
    const name = match[1]!;
    const isIcon = ICON_SETS.test(name);
    const character = isIcon ? undefined : emojiOf(name);
    if (!isIcon && character === undefined) continue;
    if (match.index > rest) parts.push(textToken(state, content.slice(rest, match.index), text.level));
    if (character !== undefined) parts.push(textToken(state, character, text.level));
    else {
      const icon = new state.Token('mkdocs_icon', '', 0);
      icon.content = name;
      icon.level = text.level;
      parts.push(icon);
      if (materialIconSvg(name) === undefined) onIcon(name);
    }
    rest = match.index + match[0].length;
  }
  if (parts.length === 0) return [text];
  if (rest < content.length) parts.push(textToken(state, content.slice(rest), text.level));
  return parts;
}

function textToken(state: StateCore, content: string, level: number): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  token.level = level;
  return token;
}

// Finds the shortcode in the block's source lines from where the previous one was found, for the warning's place.
function locate(env: RenderEnv, cursor: Cursor, lastLine: number, name: string, warned: Set<string>): void {
  const code = `:${name}:`;
  for (let line = cursor.line; line < lastLine; line++) {
    const at = getSourceLine(env, line).indexOf(code, line === cursor.line ? cursor.column : 0);
    if (at === -1) continue;
    cursor.line = line;
    cursor.column = at + code.length;
    if (!warned.has(name)) warn(env, name, line, at + 1);
    warned.add(name);
    return;
  }
  if (!warned.has(name)) warn(env, name, cursor.line, 1);
  warned.add(name);
}

function warn(env: RenderEnv, name: string, line: number, column: number): void {
  const message = `The icon "${name}" is in none of the icon sets (Material Design Icons, Octicons, Font Awesome 6, Simple Icons): a placeholder is shown.`;
  report(env, 'warning', 'markdown-missing-icon', message, line, column);
}
