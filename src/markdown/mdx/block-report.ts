// Where MDX block constructs sit: source offsets as lines and columns, and the errors reported there.
import type { StateBlock } from 'markdown-it';
import { report, type RenderEnv } from '../env.ts';
import type { MdxError } from './ast.ts';

/** The line holding a source offset. */
export function lineOf(state: StateBlock, offset: number): number {
  let line = 0;
  while (line + 1 < state.lineMax && state.bMarks[line + 1]! <= offset) line++;
  return line;
}

/** The 0-based body line and 1-based column of a source offset. */
export function positionAt(state: StateBlock, offset: number): { bodyLine: number; column: number } {
  const line = lineOf(state, offset);
  return { bodyLine: line, column: offset - state.bMarks[line]! + 1 };
}

/** Reports an MdxError at its place as an error. */
export function fail(state: StateBlock, env: RenderEnv, error: MdxError): void {
  const { bodyLine, column } = positionAt(state, error.offset);
  report(env, 'error', error.code, `${error.message}.`, bodyLine, column);
}

/** Reports the elements still open at the end of the page (a missing closing tag). */
export function reportUnclosed(env: RenderEnv): void {
  for (const open of env.mdx?.stack ?? []) {
    const message = `<${open.name}> is never closed: add </${open.name}> on a line of its own after its content.`;
    report(env, 'error', 'mdx-unsupported', message, open.bodyLine, open.column);
  }
}
