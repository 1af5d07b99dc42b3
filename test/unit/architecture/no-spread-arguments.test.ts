// A list spread into a call's arguments (`push(...list)`, `Math.max(...list)`) puts every item on the stack and
// overflows it past roughly a hundred thousand items; src/ uses appendAll, replaceAll and fragmentOf instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

// Calls whose spread list is bounded by its nature, each with the reason.
const BOUNDED_CALLEES = new Set([
  'joinRoute', // the segments of one path
  'path.join', // the segments of one path
  'md.use', // the options a site passes to one markdown-it plugin
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every call or `new` in `text` that spreads an argument, as `file:line  callee`, except the bounded ones. */
function spreadCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments?.some(ts.isSpreadElement)) {
      const callee = node.expression.getText(source);
      if (!BOUNDED_CALLEES.has(callee)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        const call = ts.isNewExpression(node) ? `new ${callee}` : callee;
        found.push(`${path.relative(SRC, file)}:${line + 1}  ${call}(...)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no list spread into call arguments in src/', () => {
  it('finds a spread in a call, a new and a method call, and skips the bounded callees', () => {
    const text = [
      'a.push(...list);',
      'Math.max(...xs, 1);',
      'new Set(...lists);',
      'joinRoute(base, ...parts);',
      'const copy = [...list];',
      'f({ ...object });',
    ].join('\n');
    expect(spreadCalls(path.join(SRC, 'x.ts'), text)).toEqual([
      'x.ts:1  a.push(...)',
      'x.ts:2  Math.max(...)',
      'x.ts:3  new Set(...)',
    ]);
  });

  it('src/ holds none', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => spreadCalls(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
