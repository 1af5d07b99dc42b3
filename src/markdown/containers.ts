import type { MarkdownLabels } from '../config/types.ts';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import containerPlugin from 'markdown-it-container';
import { getRenderEnv, report } from './env.ts';
import { appendAll } from '../shared/append-all.ts';

/** The admonition types; the last three are Docusaurus' older keywords, which it still reads (styled as info, tip, note). */
export const ADMONITION_TYPES: readonly string[] = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
];
const KNOWN_CONTAINERS = [...ADMONITION_TYPES, 'details', 'embed', 'tabs', 'code-group'].join(', ');

// `tip`, `tip My title` or `tip[My title]`, after the `:::` fence.
const ADMONITION_INFO = new RegExp(`^\\s*(${ADMONITION_TYPES.join('|')})(?:\\[(.*)\\]|\\s+(.*)|)\\s*$`, 'i');
const DETAILS_INFO = /^\s*details(?:\[(.*)\]|\s+(.*)|)\s*$/i;
const COLON_FENCE = /^(:{3,})\s*(\S*)/;

// markdown-it-container's CommonJS typings don't line up with markdown-it's ESM ones; this is its actual signature.
const container = containerPlugin as unknown as (
  md: MarkdownIt,
  name: string,
  options: { validate: (params: string) => boolean },
) => void;

/** Registers a `:::name` container (markdown-it-container) whose opening line `validate` accepts. */
export function registerContainer(md: MarkdownIt, name: string, validate: (params: string) => boolean): void {
  container(md, name, { validate });
}

/** The type and title of an admonition or details container. */
export interface TitledContainerMeta {
  type: string;
  title: string;
}

/** Registers `:::note|tip|info|warning|danger|caution [title]` and `:::details summary` with their rules. */
export function useContainers(md: MarkdownIt, labels?: MarkdownLabels): void {
  registerContainer(md, 'admonition', (params) => ADMONITION_INFO.test(params));
  registerContainer(md, 'details', (params) => DETAILS_INFO.test(params));
  md.core.ruler.after('block', 'docsgen_containers', (state) => containerTitlesRule(state, labels));

  const rules = md.renderer.rules;
  rules.container_admonition_open = (tokens, idx) => {
    const { type } = tokens[idx]!.meta as TitledContainerMeta;
    return `<div class="admonition admonition-${type}" role="note">`;
  };
  rules.admonition_title_open = () =>
    '<p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>';
  rules.admonition_title_close = () => '</p><div class="admonition-content">';
  rules.container_admonition_close = () => '</div></div>\n';
  rules.container_details_open = () => '<details class="details">';
  rules.details_summary_open = () => '<summary>';
  rules.details_summary_close = () => '</summary><div class="details-content">';
  rules.container_details_close = () => '</div></details>\n';
}

/** Core rule: gives admonitions and details their title as an inline token (so it is parsed as markdown) and warns about `:::` lines that open nothing. */
function containerTitlesRule(state: StateCore, labels: MarkdownLabels | undefined): void {
  const source = state.tokens;
  // A new list only once a title is inserted: most pages have no container.
  let tokens: Token[] | undefined;
  for (let i = 0; i < source.length; i++) {
    const token = source[i]!;
    tokens?.push(token);
    if (token.type === 'container_admonition_open') {
      tokens ??= source.slice(0, i + 1);
      const match = ADMONITION_INFO.exec(token.info)!;
      const type = match[1]!.toLowerCase();
      const title = (match[2] ?? match[3] ?? '').trim() || admonitionTitle(type, labels);
      token.meta = { type, title } satisfies TitledContainerMeta;
      appendAll(tokens, createTitleTokens(state, token, 'admonition_title', title));
    } else if (token.type === 'container_details_open') {
      tokens ??= source.slice(0, i + 1);
      const match = DETAILS_INFO.exec(token.info)!;
      const title = (match[1] ?? match[2] ?? '').trim() || 'Details';
      token.meta = { type: 'details', title } satisfies TitledContainerMeta;
      appendAll(tokens, createTitleTokens(state, token, 'details_summary', title));
    } else if (token.type === 'inline' && source[i - 1]?.type === 'paragraph_open') {
      warnUnknownContainer(state, token);
    }
  }
  if (tokens) state.tokens = tokens;
}

/** The default title of an admonition type: the locale's word, else the type capitalised (`Note`). */
export function admonitionTitle(type: string, labels: MarkdownLabels | undefined): string {
  return labels?.admonitions[type] ?? type[0]!.toUpperCase() + type.slice(1);
}

/** The tokens of a container's title: an inline token (parsed as markdown later) between `<name>_open/close`. */
export function createTitleTokens(state: StateCore, open: Token, name: string, title: string): Token[] {
  const level = open.level + 1;
  const titleOpen = new state.Token(`${name}_open`, '', 1);
  const inline = new state.Token('inline', '', 0);
  const titleClose = new state.Token(`${name}_close`, '', -1);
  inline.content = title;
  inline.children = [];
  inline.map = open.map ? [open.map[0], open.map[0] + 1] : null;
  titleOpen.level = level;
  inline.level = level + 1;
  titleClose.level = level;
  titleOpen.block = titleClose.block = true;
  return [titleOpen, inline, titleClose];
}

function warnUnknownContainer(state: StateCore, inline: Token): void {
  if (!inline.content.startsWith(':::')) return;
  const match = COLON_FENCE.exec(inline.content);
  if (!match) return;
  const env = getRenderEnv(state.env);
  const name = match[2];
  const message = name
    ? `":::${name}" is not a known container; use one of: ${KNOWN_CONTAINERS}.`
    : `"${match[1]}" closes no open container; nested containers need a longer fence (":::: … ::::" around ":::").`;
  report(env, 'warning', 'markdown-unknown-container', message, inline.map?.[0]);
}
