// pymdownx.snippets: a line `--8<-- "file"` (or a block of file names between two `--8<--` lines) is replaced by the
// file's text, read from the project folder (the extension's default base path, where mkdocs.yml is). `file:3:8`
// takes lines 3 to 8, `file:name` the lines between `--8<-- [start:name]` and `--8<-- [end:name]` (such marker lines
// are left out of every snippet), and `;--8<--` writes the line as it is. The text is parsed as part of the page
// (its links are the page's, as the extension inserts text); its blocks are at the snippet's line. A file that is not
// there, or snippets nested past ten, is a `markdown-missing-include` error at the line.
import type { MarkdownIt, StateBlock, Token } from 'markdown-it';
import { getRenderEnv, report, type RenderEnv } from '../../env.ts';
import { readIncludedFile, type IncludeRoots } from '../include-files.ts';

const SINGLE = /^--8<--\s+(["'])(.+?)\1\s*$/;
const FENCE = /^--8<--\s*$/;
const ESCAPED = /^;(-{2}8<-{2}.*)$/;
const MARKER = /^\s*(?:<!--\s*)?-{2}8<-{2}\s+\[(start|end):([\w-]+)\](?:\s*-->)?\s*$/;
const MAX_DEPTH = 10;

const depths = new WeakMap<object, number>();

/** Registers the snippets block rule, reading files from the project folder of `roots`. */
export function useMkdocsSnippets(md: MarkdownIt, roots: IncludeRoots | undefined): void {
  md.block.ruler.before('fence', 'mkdocs_snippets', (state, startLine, endLine, silent) =>
    snippetRule(state, startLine, endLine, silent, roots),
  );
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
}

function snippetRule(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
  roots: IncludeRoots | undefined,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const first = lineText(state, startLine);
  if (!first.includes('8<')) return false;
  const escaped = ESCAPED.exec(first);
  const single = SINGLE.exec(first);
  let files: string[];
  let next = startLine + 1;
  if (escaped || single) files = single ? [single[2]!] : [];
  else if (FENCE.test(first)) {
    files = [];
    while (next < endLine && !FENCE.test(lineText(state, next))) files.push(lineText(state, next++).trim());
    if (next >= endLine) return false;
    next++;
  } else return false;
  if (silent) return true;
  const env = getRenderEnv(state.env);
  if (escaped) {
    // Written as it stands, without the `;`: a paragraph of its text (parsing it again would include the file).
    const open = state.push('paragraph_open', 'p', 1);
    open.map = [startLine, next];
    const inline = state.push('inline', '', 0);
    inline.content = escaped[1]!;
    inline.map = [startLine, next];
    inline.children = [];
    state.push('paragraph_close', 'p', -1);
  } else {
    for (const file of files.filter((name) => name !== '' && !name.startsWith(';'))) {
      const text = snippetText(env, roots, file, startLine);
      if (text !== undefined) pushParsed(state, text, startLine, next);
    }
  }
  state.line = next;
  return true;
}

// The file's text (its selection), or undefined after reporting why it cannot be had.
function snippetText(
  env: RenderEnv,
  roots: IncludeRoots | undefined,
  spec: string,
  line: number,
): string | undefined {
  const fail = (problem: string): undefined => {
    report(env, 'error', 'markdown-missing-include', `--8<-- "${spec}": ${problem}.`, line, 1);
    return undefined;
  };
  // `file:3:8`, `file:3:` and `file::8` (either end open), `file:3` (from line 3), `file:name` (a section).
  const [, file = spec, from, to, start, section] =
    /^(.+?)(?::(\d*):(\d*)|:(\d+)|:([A-Za-z_][\w-]*))?$/.exec(spec) ?? [];
  const read = readIncludedFile(env, roots, file, false, roots?.rootDir);
  if (!read.ok) return fail(read.problem);
  const lines = read.text.replace(/\n$/, '').split('\n');
  let taken = lines;
  if (from !== undefined || to !== undefined)
    taken = lines.slice(from ? Number(from) - 1 : 0, to ? Number(to) : lines.length);
  else if (start !== undefined) taken = lines.slice(Number(start) - 1);
  else if (section !== undefined) {
    const marks = lines.map((l) => MARKER.exec(l));
    const begin = marks.findIndex((m) => m?.[1] === 'start' && m[2] === section);
    if (begin === -1) return fail(`${file} has no section "${section}"`);
    const close = marks.findIndex((m, i) => i > begin && m?.[1] === 'end' && m[2] === section);
    taken = lines.slice(begin + 1, close === -1 ? lines.length : close);
  }
  return taken.filter((l) => !MARKER.test(l)).join('\n');
}

// Parses `text` as blocks of the page at `line` (nested snippets included, up to MAX_DEPTH).
function pushParsed(state: StateBlock, text: string, line: number, next: number): void {
  const env = state.env as object;
  const depth = depths.get(env) ?? 0;
  if (depth >= MAX_DEPTH) {
    report(
      getRenderEnv(state.env),
      'error',
      'markdown-missing-include',
      `--8<--: snippets nest deeper than ${MAX_DEPTH} (does a file include itself?).`,
      line,
      1,
    );
    return;
  }
  depths.set(env, depth + 1);
  const tokens: Token[] = [];
  try {
    state.md.block.parse(text, state.md, state.env, tokens);
  } finally {
    depths.set(env, depth);
  }
  for (const token of tokens) {
    if (token.map) token.map = [line, next];
    token.level += state.level;
    state.tokens.push(token);
  }
}
