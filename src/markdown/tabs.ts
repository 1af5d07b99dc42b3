import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { appendAll } from '../shared/append-all.ts';
import { registerContainer } from './containers.ts';
import { getRenderEnv, report, useFeature } from './env.ts';
import { parseFenceInfo } from './fence-info.ts';
import { escapeHtml } from '../shared/html-escape.ts';

/*
 * Tab sets: `:::tabs` with a `@tab Label` or `== Label` line opening each panel, and VitePress's `::: code-group`, whose
 * fences are the panels (labelled by `[label]`, else their title, else their language). The markup is an ARIA tablist
 * that src/client/tabs.ts makes interactive; without JavaScript the list is hidden and every panel shows with its label.
 */

const TABS_INFO = /^\s*tabs\s*$/i;
const CODE_GROUP_INFO = /^\s*code-group\s*$/i;
const TAB_MARKER = /^(?:@tab|==)[ \t]+(.+?)[ \t]*(?:\n|$)/;

/** What a tab set's open token carries: its id and its tabs' labels. */
export interface TabSetMeta {
  id: string;
  labels: string[];
}

/** What a tab panel's open token carries: its id (`''` until its set is numbered) and its place in the set. */
export interface TabPanelMeta {
  id: string;
  index: number;
}

/** Registers `:::tabs` and `::: code-group` and their render rules. */
export function useTabs(md: MarkdownIt): void {
  registerContainer(md, 'tabs', (params) => TABS_INFO.test(params));
  registerContainer(md, 'code_group', (params) => CODE_GROUP_INFO.test(params));
  md.core.ruler.after('docsgen_containers', 'docsgen_tabs', tabSetsRule);
  const rules = md.renderer.rules;
  rules.container_tabs_open = rules.container_code_group_open = renderTabSetOpen;
  rules.container_tabs_close = rules.container_code_group_close = () => '</div>\n';
  rules.tab_panel_open = (tokens, idx) => {
    const { id, index } = tokens[idx]!.meta as TabPanelMeta;
    const hidden = index === 0 ? '' : ' hidden';
    return `<div class="tab-panel" role="tabpanel" id="${id}" aria-labelledby="${id}-tab" tabindex="0"${hidden}>`;
  };
  rules.tab_panel_close = () => '</div>\n';
  rules.tab_label_open = () => '<p class="tab-panel-label">';
  rules.tab_label_close = () => '</p>\n';
}

/** Renders a tab set's opening markup: the ARIA tablist of its labels (a plain box when it has no tabs). */
export function renderTabSetOpen(tokens: Token[], idx: number, _options: unknown, env: unknown): string {
  const meta = tokens[idx]!.meta as TabSetMeta | null;
  if (!meta) return '<div class="tabs">\n';
  useFeature(getRenderEnv(env), 'tabs');
  let html = `<div class="tabs" data-tabs><div class="tabs-list" role="tablist">`;
  meta.labels.forEach((label, index) => {
    const id = `${meta.id}-${index + 1}`;
    const selected = index === 0;
    html +=
      `<button type="button" class="tabs-tab" role="tab" id="${id}-tab" aria-controls="${id}" ` +
      `aria-selected="${selected}" tabindex="${selected ? 0 : -1}">${escapeHtml(label)}</button>`;
  });
  return `${html}</div>\n`;
}

/** Core rule: splits each tab set's children into labelled panels. */
function tabSetsRule(state: StateCore): void {
  // Most pages have no tab set: leave their token list as it is.
  if (!state.tokens.some(isTabSetOpen)) return;
  state.tokens = splitTabSets(state, state.tokens);
}

function isTabSetOpen(token: Token): boolean {
  return token.type === 'container_tabs_open' || token.type === 'container_code_group_open';
}

function splitTabSets(state: StateCore, source: Token[]): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < source.length; i++) {
    const token = source[i]!;
    if (!isTabSetOpen(token)) {
      tokens.push(token);
      continue;
    }
    const kind = token.type === 'container_tabs_open' ? 'tabs' : 'code-group';
    const close = findClose(source, i);
    // Tab sets inside this one are split first.
    const children = splitTabSets(state, source.slice(i + 1, close));
    const env = getRenderEnv(state.env);
    const id = `tabset-${++env.tabSets}`;
    const level = token.level + 1;
    const split =
      kind === 'tabs' ? splitAtMarkers(state, children, level) : splitFences(state, children, level);
    if (split.labels.length === 0) {
      const example = kind === 'tabs' ? 'a "@tab Label" or "== Label" line' : 'a code fence';
      const message = `This ${kind} container has no tabs: start each one with ${example}.`;
      report(env, 'warning', 'markdown-empty-tabs', message, token.map?.[0]);
    } else token.meta = { id, labels: split.labels } satisfies TabSetMeta;
    tokens.push(token);
    appendAll(
      tokens,
      split.tokens.map((part) => withPanelId(part, id)),
    );
    if (source[close]) tokens.push(source[close]);
    i = close;
  }
  return tokens;
}

function withPanelId(token: Token, setId: string): Token {
  // Panels of a nested set already have their set's id.
  const meta = token.type === 'tab_panel_open' ? (token.meta as TabPanelMeta) : undefined;
  if (meta && meta.id === '') meta.id = `${setId}-${meta.index + 1}`;
  return token;
}

function findClose(tokens: readonly Token[], open: number): number {
  const { level, type } = tokens[open]!;
  const closeType = type.replace(/_open$/, '_close');
  for (let j = open + 1; j < tokens.length; j++) {
    if (tokens[j]!.type === closeType && tokens[j]!.level === level) return j;
  }
  return tokens.length;
}

interface Split {
  labels: string[];
  tokens: Token[];
}

function panelTokens(
  state: StateCore,
  label: string,
  index: number,
  level: number,
  map: Token['map'],
): Token[] {
  const open = new state.Token('tab_panel_open', 'div', 1);
  open.meta = { id: '', index } satisfies TabPanelMeta;
  open.level = level;
  open.block = true;
  const labelOpen = new state.Token('tab_label_open', 'p', 1);
  const inline = new state.Token('inline', '', 0);
  const labelClose = new state.Token('tab_label_close', 'p', -1);
  inline.content = label;
  inline.children = [];
  inline.map = map;
  labelOpen.level = labelClose.level = level + 1;
  inline.level = level + 2;
  labelOpen.block = labelClose.block = true;
  return [open, labelOpen, inline, labelClose];
}

function panelClose(state: StateCore, level: number): Token {
  const close = new state.Token('tab_panel_close', 'div', -1);
  close.level = level;
  close.block = true;
  return close;
}

/** `:::tabs`: a paragraph whose first line is a marker opens a panel; the rest of that paragraph stays in it. */
function splitAtMarkers(state: StateCore, children: Token[], level: number): Split {
  const labels: string[] = [];
  const tokens: Token[] = [];
  for (let k = 0; k < children.length; k++) {
    const token = children[k]!;
    const inline = children[k + 1];
    const marker =
      token.type === 'paragraph_open' && token.level === level && inline?.type === 'inline'
        ? TAB_MARKER.exec(inline.content)
        : null;
    if (!marker || !inline) {
      tokens.push(token);
      continue;
    }
    if (labels.length > 0) tokens.push(panelClose(state, level));
    const label = marker[1]!;
    appendAll(tokens, panelTokens(state, label, labels.length, level, token.map));
    labels.push(label);
    const rest = inline.content.slice(marker[0].length);
    if (rest.trim() === '') k += 2;
    else inline.content = rest;
    if (rest.trim() !== '') tokens.push(token);
  }
  if (labels.length > 0) tokens.push(panelClose(state, level));
  return { labels, tokens };
}

/**
 * A tab set of code fences made by a rule of its own (Docusaurus' npm2yarn and tab blocks): the same tokens a
 * `::: code-group` of those fences becomes, at the fences' level.
 */
export function codeTabSetTokens(
  state: StateCore,
  fences: readonly { label: string; fence: Token }[],
): Token[] {
  const first = fences[0]!.fence;
  const level = first.level;
  const open = new state.Token('container_code_group_open', 'div', 1);
  const env = getRenderEnv(state.env);
  const id = `tabset-${++env.tabSets}`;
  open.meta = { id, labels: fences.map((f) => f.label) } satisfies TabSetMeta;
  open.level = level;
  open.block = true;
  open.map = first.map;
  const tokens: Token[] = [open];
  fences.forEach(({ label, fence }, index) => {
    appendAll(
      tokens,
      panelTokens(state, label, index, level + 1, fence.map).map((part) => withPanelId(part, id)),
    );
    fence.level = level + 1;
    tokens.push(fence, panelClose(state, level + 1));
  });
  const close = new state.Token('container_code_group_close', 'div', -1);
  close.level = level;
  close.block = true;
  tokens.push(close);
  return tokens;
}

/** `::: code-group`: each fence is a panel; anything else stays between them. */
function splitFences(state: StateCore, children: Token[], level: number): Split {
  const labels: string[] = [];
  const tokens: Token[] = [];
  for (const token of children) {
    if (token.type !== 'fence' || token.level !== level) {
      tokens.push(token);
      continue;
    }
    const info = parseFenceInfo(token.info);
    const label = info.label || info.title || info.lang || `Tab ${labels.length + 1}`;
    appendAll(tokens, panelTokens(state, label, labels.length, level, token.map));
    tokens.push(token, panelClose(state, level));
    labels.push(label);
  }
  return { labels, tokens };
}
