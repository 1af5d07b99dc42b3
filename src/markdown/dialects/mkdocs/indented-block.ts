import type { StateBlock } from 'markdown-it';

/** The body of a block whose content is indented four spaces under its opening line (admonitions, content tabs). */
export interface IndentedBody {
  /** First line of the body (the line after the opening one). */
  start: number;
  /** The line after the body's last non-blank line. */
  end: number;
}

/** The opening line's text from its first non-space character, or undefined when it is indented as code. */
export function openingLine(state: StateBlock, line: number): string | undefined {
  if (state.sCount[line]! - state.blkIndent >= 4) return undefined;
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
}

/** Finds the lines under `open` that are blank or indented at least four columns more than the block itself. */
export function findIndentedBody(state: StateBlock, open: number, endLine: number): IndentedBody {
  const indent = state.sCount[open]! + 4;
  let end = open + 1;
  for (let line = open + 1; line < endLine; line++) {
    if (state.isEmpty(line)) continue;
    if (state.sCount[line]! < indent) break;
    end = line + 1;
  }
  return { start: open + 1, end };
}

/** Parses the body's lines as blocks one indentation level in, as markdown-it-container does for its bodies. */
export function tokenizeBody(
  state: StateBlock,
  body: IndentedBody,
  openLine: number,
  parentType: string,
): void {
  const saved = { lineMax: state.lineMax, blkIndent: state.blkIndent, parentType: state.parentType };
  state.lineMax = body.end;
  state.blkIndent = state.sCount[openLine]! + 4;
  // `parentType` is typed as markdown-it's own names; a plugin's name is as good for the rules that read it.
  state.parentType = parentType as typeof state.parentType;
  state.md.block.tokenize(state, body.start, body.end);
  state.lineMax = saved.lineMax;
  state.blkIndent = saved.blkIndent;
  state.parentType = saved.parentType;
}
