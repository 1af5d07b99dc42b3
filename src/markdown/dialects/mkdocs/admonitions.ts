import type { MarkdownIt, StateBlock } from 'markdown-it';
import { admonitionTitle } from '../../containers.ts';
import type { MarkdownLabels } from '../../../config/types.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { findIndentedBody, openingLine, tokenizeBody } from './indented-block.ts';

/*
 * Python-Markdown's admonitions (`!!! type "Title"`) and pymdownx.details (`??? type`, closed; `???+ type`, open), the
 * body indented four spaces. They render with docsgen's admonition markup; a collapsible one as <details>.
 */

// `!!! note`, `??? tip "Title"`, `!!! warning inline end ""`: a marker, the type and extra classes, an optional title.
const OPENING = /^(!!!|\?\?\?\+?)[ \t]*([\w-]+(?:[ \t]+[\w-]+)*)(?:[ \t]+"(.*)")?[ \t]*$/;

// Material's types with their aliases, and the docsgen admonition style each is shown in.
const CANONICAL: Record<string, string> = {
  summary: 'abstract',
  tldr: 'abstract',
  todo: 'info',
  hint: 'tip',
  important: 'tip',
  check: 'success',
  done: 'success',
  help: 'question',
  faq: 'question',
  caution: 'warning',
  attention: 'warning',
  fail: 'failure',
  missing: 'failure',
  error: 'danger',
  cite: 'quote',
};
const STYLE: Record<string, string> = {
  note: 'note',
  abstract: 'info',
  info: 'info',
  tip: 'tip',
  success: 'tip',
  question: 'info',
  warning: 'warning',
  failure: 'danger',
  danger: 'danger',
  bug: 'danger',
  example: 'note',
  quote: 'note',
};

/** What an MkDocs admonition's open token carries to its render rule. */
export interface AdmonitionMeta {
  /** The type as written (lower case), Material's type it stands for and the docsgen style it is shown in. */
  written: string;
  type: string;
  style: string;
  classes: string[];
  /** Undefined: not collapsible; else whether it starts open. */
  open: boolean | undefined;
}

/** Registers `!!!` admonitions and `???`/`???+` collapsible ones. */
export function useMkdocsAdmonitions(md: MarkdownIt, labels?: MarkdownLabels): void {
  md.block.ruler.before('fence', 'mkdocs_admonition', (state, startLine, endLine, silent) =>
    admonitionRule(state, startLine, endLine, silent, labels),
  );
  const rules = md.renderer.rules;
  rules.mkdocs_admonition_open = (tokens, idx) => {
    const meta = tokens[idx]!.meta as AdmonitionMeta;
    const classes = [`admonition-${meta.style}`, `mkdocs-${meta.type}`, ...meta.classes].join(' ');
    if (meta.open === undefined) return `<div class="admonition ${classes}" role="note">`;
    return `<details class="details admonition ${classes}"${meta.open ? ' open' : ''}>`;
  };
  rules.mkdocs_admonition_close = (tokens, idx) =>
    (tokens[idx]!.meta as AdmonitionMeta).open === undefined ? '</div></div>\n' : '</div></details>\n';
  rules.mkdocs_summary_open = () => '<summary>';
  rules.mkdocs_summary_close = () => '</summary><div class="details-content">';
  rules.mkdocs_untitled = (tokens, idx) =>
    (tokens[idx]!.meta as AdmonitionMeta).open === undefined
      ? '<div class="admonition-content">'
      : '<div class="details-content">';
}

function admonitionRule(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
  labels: MarkdownLabels | undefined,
): boolean {
  const line = openingLine(state, startLine);
  if (line === undefined || (line[0] !== '!' && line[0] !== '?')) return false;
  const match = OPENING.exec(line);
  if (!match) return false;
  if (silent) return true;
  const [written = 'note', ...classes] = match[2]!.toLowerCase().split(/[ \t]+/);
  const marker = match[1]!;
  const open = marker === '!!!' ? undefined : marker === '???+';
  const body = findIndentedBody(state, startLine, endLine);
  const title = match[3] ?? admonitionTitle(written, labels);
  const meta = openAdmonition(state, { written, classes, open, title }, [startLine, body.end]);
  tokenizeBody(state, body, startLine, 'mkdocs_admonition');
  closeAdmonition(state, meta);
  state.line = body.end;
  return true;
}

/** What an admonition is: its type as written, extra classes, whether it collapses (and starts open), its title. */
export interface AdmonitionSpec {
  written: string;
  classes: string[];
  open: boolean | undefined;
  title: string;
}

/** True for a Material admonition type or alias (`note`, `tldr`, `bug`, …). */
export function isAdmonitionType(name: string): boolean {
  return name in STYLE || name in CANONICAL;
}

/** Pushes an admonition's opening and title tokens; its body follows, then `closeAdmonition`. */
export function openAdmonition(
  state: StateBlock,
  spec: AdmonitionSpec,
  map: [number, number],
): AdmonitionMeta {
  const type = CANONICAL[spec.written] ?? spec.written;
  const meta: AdmonitionMeta = {
    written: spec.written,
    type: escapeHtml(type),
    style: STYLE[type] ?? 'note',
    classes: spec.classes.map(escapeHtml),
    open: spec.open,
  };
  const token = state.push('mkdocs_admonition_open', 'div', 1);
  token.meta = meta;
  token.map = map;
  pushTitle(state, meta, spec.title, map[0]);
  return meta;
}

/** Pushes the closing token of an admonition `openAdmonition` opened. */
export function closeAdmonition(state: StateBlock, meta: AdmonitionMeta): void {
  state.push('mkdocs_admonition_close', 'div', -1).meta = meta;
}

// The title is inline markdown; an empty one (`""`) leaves the admonition without its title bar.
function pushTitle(state: StateBlock, meta: AdmonitionMeta, title: string, line: number): void {
  if (title === '' && meta.open === undefined) {
    state.push('mkdocs_untitled', '', 0).meta = meta;
    return;
  }
  const name = meta.open === undefined ? 'admonition_title' : 'mkdocs_summary';
  state.push(`${name}_open`, '', 1);
  const inline = state.push('inline', '', 0);
  inline.content = title;
  inline.children = [];
  inline.map = [line, line + 1];
  state.push(`${name}_close`, '', -1);
}
