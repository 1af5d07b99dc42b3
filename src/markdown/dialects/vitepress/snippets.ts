// VitePress' snippet imports: a line `<<< @/path#region{1,3 ts:line-numbers} [title]` is the file (or the lines of one
// region of it) as a code block. `@/` is the content folder, other paths are read from the page's folder; a file that
// cannot be read, or a region it does not have, is an error at the line (as a broken link is reported).
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { getRenderEnv, report } from '../../env.ts';
import { readIncludedFile, type IncludeRoots } from '../include-files.ts';

const IMPORT = /^<<<[ \t]+(\S+?)(?:#([\w$.-]+))?(?:\{([^}]*)\})?(?:[ \t]+\[([^\]]*)\])?[ \t]*$/;
const REGION_START = /^\s*(?:\/\/|#|<!--|\/\*|--|;|'|REM)?\s*#?(?:pragma\s+)?region\b\s*([\w$.-]*)/i;
const REGION_END = /^\s*(?:\/\/|#|<!--|\/\*|--|;|'|REM)?\s*#?(?:pragma\s+)?endregion\b\s*([\w$.-]*)/i;

/** The lines of region `name` of `text`, without the region markers in it; undefined when there is no such region. */
export function regionOf(text: string, name: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => REGION_START.exec(line)?.[1] === name);
  if (start === -1) return undefined;
  const kept: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const end = REGION_END.exec(line);
    if (end && (end[1] === name || end[1] === '')) return kept.join('\n');
    if (!REGION_START.test(line) && !end) kept.push(line);
  }
  return kept.join('\n');
}

/** Registers the `<<<` block rule. */
export function useVitepressSnippets(md: MarkdownIt, roots: IncludeRoots | undefined): void {
  md.block.ruler.before('fence', 'vitepress_snippet', (state, startLine, _end, silent) =>
    snippetRule(state, startLine, silent, roots),
  );
}

function snippetRule(
  state: StateBlock,
  line: number,
  silent: boolean,
  roots: IncludeRoots | undefined,
): boolean {
  const start = state.bMarks[line]! + state.tShift[line]!;
  if (state.sCount[line]! - state.blkIndent >= 4 || state.src.slice(start, start + 3) !== '<<<') return false;
  const match = IMPORT.exec(state.src.slice(start, state.eMarks[line]));
  if (!match) return false;
  if (silent) return true;
  const [, target = '', region, options = '', title] = match;
  const env = getRenderEnv(state.env);
  const fromContent = target.startsWith('@/');
  const file = readIncludedFile(env, roots, fromContent ? target.slice(2) : target, fromContent);
  state.line = line + 1;
  const column = start - state.bMarks[line]! + 1;
  if (!file.ok) {
    report(
      env,
      'error',
      'markdown-missing-include',
      `The snippet import ${target}: ${file.problem}.`,
      line,
      column,
    );
    return true;
  }
  const content = region === undefined ? file.text : regionOf(file.text, region);
  if (content === undefined) {
    report(
      env,
      'error',
      'markdown-missing-include',
      `The snippet import ${target}: it has no region "${region}".`,
      line,
      column,
    );
    return true;
  }
  const ranges = options.match(/[\d,\s-]+/)?.[0].trim() ?? '';
  const written = /(?:^|\s)([\w#+-]+)(?=:|\s|$)/.exec(options.replace(/[\d,-]+/g, ' '))?.[1];
  const lang = written ?? /\.([\w]+)$/.exec(file.name)?.[1] ?? '';
  const numbers = /:line-numbers/.exec(options) ? ':line-numbers' : '';
  const token = state.push('fence', 'code', 0);
  token.info = `${lang}${numbers}${ranges ? `{${ranges}}` : ''} [${title ?? file.name}]`;
  token.content = content.endsWith('\n') ? content : `${content}\n`;
  token.markup = '```';
  token.map = [line, line + 1];
  return true;
}
