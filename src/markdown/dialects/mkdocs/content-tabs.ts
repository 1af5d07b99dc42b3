import type { MarkdownIt, StateBlock } from 'markdown-it';
import { getRenderEnv } from '../../env.ts';
import { renderTabSetOpen, type TabPanelMeta, type TabSetMeta } from '../../tabs.ts';
import { shortcodesAsText } from './icons.ts';
import { findIndentedBody, openingLine, tokenizeBody, type IndentedBody } from './indented-block.ts';

/*
 * pymdownx.tabbed content tabs: `=== "Label"` with the tab's content indented four spaces under it. Tabs that follow
 * one another (blank lines between them only) form one set; `===!` starts a new set. They render with docsgen's tab
 * markup (src/markdown/tabs.ts), so the same script makes them interactive.
 */

const OPENING = /^===([!+]*)[ \t]+"(.*)"[ \t]*$/;

interface TabLine {
  line: number;
  label: string;
  body: IndentedBody;
}

/** Registers `=== "Label"` content tabs. */
export function useMkdocsContentTabs(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'mkdocs_tabs', contentTabsRule);
  md.renderer.rules.mkdocs_tabs_open = renderTabSetOpen;
  md.renderer.rules.mkdocs_tabs_close = () => '</div>\n';
}

function tabAt(state: StateBlock, line: number, endLine: number, first: boolean): TabLine | undefined {
  if (line >= endLine) return undefined;
  const text = openingLine(state, line);
  const match = text === undefined ? null : OPENING.exec(text);
  if (!match || (!first && match[1]!.includes('!'))) return undefined;
  return { line, label: match[2]!, body: findIndentedBody(state, line, endLine) };
}

function contentTabsRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.src.charCodeAt(state.bMarks[startLine]! + state.tShift[startLine]!) !== 0x3d) return false;
  const first = tabAt(state, startLine, endLine, true);
  if (!first) return false;
  if (silent) return true;
  const tabs = [first];
  for (;;) {
    let next = tabs[tabs.length - 1]!.body.end;
    while (next < endLine && state.isEmpty(next)) next++;
    const tab =
      state.sCount[next] === state.sCount[startLine] ? tabAt(state, next, endLine, false) : undefined;
    if (!tab) break;
    tabs.push(tab);
  }
  const end = tabs[tabs.length - 1]!.body.end;
  pushTabSet(
    state,
    tabs.map((tab) => ({
      line: tab.line,
      end: tab.body.end,
      label: tab.label,
      tokenize: () => tokenizeBody(state, tab.body, tab.line, 'mkdocs_tabs'),
    })),
  );
  state.line = end;
  return true;
}

/** One tab of a set: its opening line, the line after it, its label and what parses its body. */
export interface TabPart {
  line: number;
  end: number;
  label: string;
  tokenize: () => void;
}

/** Pushes a tab set in docsgen's tab markup, each tab's body parsed by its own `tokenize`. */
export function pushTabSet(state: StateBlock, tabs: TabPart[]): void {
  const env = getRenderEnv(state.env);
  const id = `tabset-${++env.tabSets}`;
  const open = state.push('mkdocs_tabs_open', 'div', 1);
  // The tab buttons hold plain text: the label without its code marks, emoji as emoji, icons left out.
  const labels = tabs.map((tab) => shortcodesAsText(tab.label.replace(/`/g, '')) || tab.label);
  open.meta = { id, labels } satisfies TabSetMeta;
  open.map = [tabs[0]!.line, tabs[tabs.length - 1]!.end];
  tabs.forEach((tab, index) => pushPanel(state, tab, id, index));
  state.push('mkdocs_tabs_close', 'div', -1);
}

function pushPanel(state: StateBlock, tab: TabPart, setId: string, index: number): void {
  const open = state.push('tab_panel_open', 'div', 1);
  open.meta = { id: `${setId}-${index + 1}`, index } satisfies TabPanelMeta;
  open.map = [tab.line, tab.end];
  state.push('tab_label_open', 'p', 1);
  const inline = state.push('inline', '', 0);
  inline.content = tab.label;
  inline.children = [];
  inline.map = [tab.line, tab.line + 1];
  state.push('tab_label_close', 'p', -1);
  tab.tokenize();
  state.push('tab_panel_close', 'div', -1);
}
