// The part of a file that `{{#include file:…}}` takes: `file` whole, `file:10` one line, `file:2:10`, `file::10` and
// `file:2:` ranges (1-based, inclusive), or `file:name` the lines between `ANCHOR: name` and `ANCHOR_END: name`.
// Lines holding an anchor comment are never included. `{{#rustdoc_include}}` keeps the whole file and marks the lines
// outside the part hidden (`# `), as rustdoc reads them.

/** Which lines of a file an include names. */
export type LineSelection =
  { kind: 'range'; start: number; end: number | undefined } | { kind: 'anchor'; name: string };

const ANCHOR_START = /ANCHOR:\s*([\w-]+)/;
const ANCHOR_END = /ANCHOR_END:\s*([\w-]+)/;
const NUMBER = /^\d+$/;

/** The selection written after the file's name (`undefined`: the whole file); `start` 0-based, `end` exclusive. */
export function parseSelection(spec: string | undefined): LineSelection {
  if (spec === undefined) return { kind: 'range', start: 0, end: undefined };
  const [first = '', second, ...rest] = spec.split(':');
  const endText = rest.length > 0 ? undefined : second;
  if (first !== '' && !NUMBER.test(first)) return { kind: 'anchor', name: first };
  const start = first === '' ? 0 : Math.max(Number(first) - 1, 0);
  if (second === undefined)
    return first === ''
      ? { kind: 'range', start: 0, end: undefined }
      : { kind: 'range', start, end: start + 1 };
  return {
    kind: 'range',
    start,
    end: endText !== undefined && NUMBER.test(endText) ? Number(endText) : undefined,
  };
}

const isAnchorLine = (line: string): boolean => ANCHOR_START.test(line) || ANCHOR_END.test(line);

/** Per line of `lines`, whether the selection takes it; undefined when an anchor is not in the file. */
function selected(lines: string[], selection: LineSelection): boolean[] | undefined {
  if (selection.kind === 'range') {
    const end = selection.end ?? lines.length;
    return lines.map((_, i) => i >= selection.start && i < end);
  }
  let inside = false;
  let found = false;
  const marks = lines.map((line) => {
    if (ANCHOR_START.exec(line)?.[1] === selection.name) {
      inside = found = true;
      return false;
    }
    if (ANCHOR_END.exec(line)?.[1] === selection.name) inside = false;
    return inside;
  });
  return found ? marks : undefined;
}

function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The selected lines of `text`, anchor lines left out; undefined when the selection names an anchor it lacks. */
export function takeLines(text: string, selection: LineSelection): string | undefined {
  const lines = linesOf(text);
  const marks = selected(lines, selection);
  if (!marks) return undefined;
  return lines.filter((line, i) => marks[i] && !isAnchorLine(line)).join('\n');
}

/** The whole of `text` with the lines outside the selection hidden-marked; undefined when an anchor is missing. */
export function takeRustdocLines(text: string, selection: LineSelection): string | undefined {
  const lines = linesOf(text);
  const marks = selected(lines, selection);
  if (!marks) return undefined;
  return lines
    .flatMap((line, i) => {
      if (isAnchorLine(line)) return [];
      if (marks[i]) return [line];
      return [line.trim() === '' ? '#' : `# ${line}`];
    })
    .join('\n');
}
