import type { MarkdownIt, StateInline } from 'markdown-it';
import { escapeHtml } from '../../../shared/html-escape.ts';

/*
 * pymdownx's inline marks: `==marked==` (mark), `^^inserted^^` (caret) and `++ctrl+alt+del++` (keys). The marks
 * hold inline markdown; keys become one <kbd> per key. An opening mark needs text right after it and a closing one
 * text right before it, so `a == b` stays as written.
 */

const PAIRS: { marker: string; tag: string }[] = [
  { marker: '==', tag: 'mark' },
  { marker: '^^', tag: 'ins' },
];
const KEYS = /^\+\+([^\s+][^\n]*?[^\s+]|[^\s+])\+\+/;

/** Registers `==mark==`, `^^insert^^` and `++keys++`. */
export function useMkdocsInlineMarks(md: MarkdownIt): void {
  for (const { marker, tag } of PAIRS) {
    md.inline.ruler.before('emphasis', `mkdocs_${tag}`, (state, silent) =>
      pairRule(state, silent, marker, tag),
    );
  }
  md.inline.ruler.before('emphasis', 'mkdocs_keys', keysRule);
  md.renderer.rules.mkdocs_keys = (tokens, idx) => {
    const keys = (tokens[idx]!.meta as { keys: string[] }).keys;
    const html = keys.map((key) => `<kbd>${escapeHtml(keyLabel(key))}</kbd>`).join('<span>+</span>');
    return `<span class="keys">${html}</span>`;
  };
}

function pairRule(state: StateInline, silent: boolean, marker: string, tag: string): boolean {
  const start = state.pos;
  if (!state.src.startsWith(marker, start)) return false;
  const after = state.src[start + 2];
  if (after === undefined || /\s/.test(after) || after === marker[0]) return false;
  let close = state.src.indexOf(marker, start + 3);
  while (close !== -1 && (/\s/.test(state.src[close - 1]!) || state.src[close + 2] === marker[0]))
    close = state.src.indexOf(marker, close + 1);
  if (close === -1 || close > state.posMax) return false;
  if (!silent) {
    state.push(`mkdocs_${tag}_open`, tag, 1);
    const max = state.posMax;
    state.pos = start + 2;
    state.posMax = close;
    state.md.inline.tokenize(state);
    state.posMax = max;
    state.push(`mkdocs_${tag}_close`, tag, -1);
  }
  state.pos = close + 2;
  return true;
}

function keysRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x2b) return false;
  const match = KEYS.exec(state.src.slice(state.pos, state.posMax));
  if (!match) return false;
  if (!silent) {
    const token = state.push('mkdocs_keys', '', 0);
    token.meta = { keys: match[1]!.split('+').filter(Boolean) };
  }
  state.pos += match[0].length;
  return true;
}

// `ctrl` → `Ctrl`, `a` → `A`, `"My key"` → `My key`, `page-up` → `Page Up`.
function keyLabel(key: string): string {
  const quoted = /^"(.*)"$/.exec(key);
  if (quoted) return quoted[1]!;
  return key
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
