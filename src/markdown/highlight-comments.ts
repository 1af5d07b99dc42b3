// A line that holds nothing but a highlight marker in a comment of any common syntax: `// highlight-next-line`,
// `# highlight-start`, `-- highlight-end`, `/* … */`, `<!-- … -->`, `{/* … */}` (JSX), `;` and `%`.
const MARKER =
  /^\s*(?:\/\/+|#+|--|;+|%+|\/\*+|<!--|\{\/\*+)\s*highlight-(next-line|start|end)\s*(?:\*+\/\}?|-->)?\s*$/;

/** Code with its marker lines removed, and the 1-based numbers (in that code) of the lines they mark. */
export interface MarkedCode {
  code: string;
  lines: Set<number>;
}

/**
 * Removes `highlight-next-line` / `highlight-start` / `highlight-end` comment lines from code and returns the lines
 * they mark. A `highlight-start` without its end marks up to the last line.
 */
export function takeHighlightComments(code: string): MarkedCode {
  const kept: string[] = [];
  const lines = new Set<number>();
  let inRange = false;
  let markNext = false;
  for (const line of code.split('\n')) {
    const marker = MARKER.exec(line)?.[1];
    if (marker === 'next-line') markNext = true;
    else if (marker === 'start') inRange = true;
    else if (marker === 'end') inRange = false;
    else {
      kept.push(line);
      if (inRange || markNext) lines.add(kept.length);
      markNext = false;
    }
  }
  return { code: kept.join('\n'), lines };
}
