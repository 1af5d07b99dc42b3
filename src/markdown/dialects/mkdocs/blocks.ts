import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { MarkdownLabels } from '../../../config/types.ts';
import { admonitionTitle } from '../../containers.ts';
import { closeAdmonition, isAdmonitionType, openAdmonition } from './admonitions.ts';
import { pushTabSet, type TabPart } from './content-tabs.ts';

/*
 * pymdownx.blocks: `/// name | title`, options as indented `key: value` lines right under it, the body not indented,
 * and a closing `///` (a block inside another uses fewer slashes than its parent, or the same number). `admonition`
 * (with `type:`), the admonition types themselves, `details` (with `type:` and `open:`) and `tab` (consecutive tabs
 * form one set; `new: true` starts another) render as their older syntax does.
 */

const OPENING = /^(\/{3,})[ \t]*([\w-]+)[ \t]*(?:\|[ \t]*(.*?))?[ \t]*$/;
const OPTION = /^[ \t]{4,}([\w-]+):[ \t]*(.*?)[ \t]*$/;

interface Block {
  name: string;
  title: string;
  options: Record<string, string>;
  /** First body line, the closing line, the line after it. */
  start: number;
  close: number;
  end: number;
}

/** Registers `///` blocks. */
export function useMkdocsBlocks(md: MarkdownIt, labels?: MarkdownLabels): void {
  md.block.ruler.before('fence', 'mkdocs_blocks', (state, startLine, endLine, silent) =>
    blocksRule(state, startLine, endLine, silent, labels),
  );
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
}

function readBlock(state: StateBlock, line: number, endLine: number): Block | undefined {
  if (state.sCount[line]! - state.blkIndent >= 4) return undefined;
  const match = OPENING.exec(lineText(state, line));
  if (!match) return undefined;
  const fence = match[1]!;
  const options: Record<string, string> = {};
  let start = line + 1;
  for (; start < endLine; start++) {
    const option = OPTION.exec(state.src.slice(state.bMarks[start]!, state.eMarks[start]!));
    if (!option) break;
    options[option[1]!] = option[2]!;
  }
  let depth = 0;
  for (let close = start; close < endLine; close++) {
    if (state.sCount[close]! - state.blkIndent >= 4) continue;
    const text = lineText(state, close);
    if (text.trim() === fence) {
      if (depth === 0)
        return {
          name: match[2]!.toLowerCase(),
          title: match[3] ?? '',
          options,
          start,
          close,
          end: close + 1,
        };
      depth--;
    } else if (OPENING.exec(text)?.[1] === fence) depth++;
  }
  return undefined;
}

function tokenizeBlockBody(state: StateBlock, block: Block): void {
  const lineMax = state.lineMax;
  state.lineMax = block.close;
  state.md.block.tokenize(state, block.start, block.close);
  state.lineMax = lineMax;
}

function blocksRule(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
  labels: MarkdownLabels | undefined,
): boolean {
  if (state.src.charCodeAt(state.bMarks[startLine]! + state.tShift[startLine]!) !== 0x2f) return false;
  const block = readBlock(state, startLine, endLine);
  if (!block) return false;
  const { name, options } = block;
  const isAdmonition = name === 'admonition' || name === 'details' || isAdmonitionType(name);
  if (!isAdmonition && name !== 'tab') return false;
  if (silent) return true;
  if (name === 'tab') {
    state.line = pushTabs(state, block, endLine);
    return true;
  }
  const written = (name === 'admonition' || name === 'details' ? options.type : name) ?? 'note';
  const open = name === 'details' ? /^true$/i.test(options.open ?? '') : undefined;
  const title = block.title || admonitionTitle(written, labels);
  const meta = openAdmonition(state, { written, classes: [], open, title }, [startLine, block.end]);
  tokenizeBlockBody(state, block);
  closeAdmonition(state, meta);
  state.line = block.end;
  return true;
}

// The tab blocks that follow this one (blank lines between them only) join its set; gives the line after the set.
function pushTabs(state: StateBlock, first: Block, endLine: number): number {
  const tabs: Block[] = [first];
  for (;;) {
    let next = tabs[tabs.length - 1]!.end;
    while (next < endLine && state.isEmpty(next)) next++;
    const tab = next < endLine ? readBlock(state, next, endLine) : undefined;
    if (!tab || tab.name !== 'tab' || /^true$/i.test(tab.options.new ?? '')) break;
    tabs.push(tab);
  }
  const parts: TabPart[] = tabs.map((tab) => ({
    line: tab.start - 1 - Object.keys(tab.options).length,
    end: tab.end,
    label: tab.title || 'Tab',
    tokenize: () => tokenizeBlockBody(state, tab),
  }));
  pushTabSet(state, parts);
  return tabs[tabs.length - 1]!.end;
}
