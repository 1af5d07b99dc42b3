// Every function of src/ with its length in lines, read with TypeScript's parser (declarations, methods, arrow
// functions and function expressions; a nested function counts within its parent too, as a reader sees it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One function and where it is. */
export interface FunctionLength {
  file: string;
  line: number;
  name: string;
  lines: number;
  /** The comment just above it says why it is long (`// long: …`). */
  excused: boolean;
}

const LONG_REASON = /\/\/\s*long:/;

/** The functions of every `.ts`/`.tsx` file under `dir` (relative to `root`). */
export function functionLengths(root: string, dir: string): FunctionLength[] {
  const found: FunctionLength[] = [];
  for (const file of sourceFiles(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (isFunctionNode(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const leading = text.slice(node.getFullStart(), node.getStart(source));
        found.push({
          file: path.relative(root, file),
          line: start + 1,
          name: nameOf(node),
          lines: end - start + 1,
          excused: LONG_REASON.test(leading) || LONG_REASON.test(statementComment(node, text)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function isFunctionNode(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node)
  );
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

// A `const f = () => …` carries its comment on the statement, not on the arrow.
function statementComment(node: ts.Node, text: string): string {
  let at: ts.Node = node;
  while (at.parent && !ts.isVariableStatement(at) && !ts.isSourceFile(at.parent)) {
    if (ts.isBlock(at.parent) || ts.isClassDeclaration(at.parent)) break;
    at = at.parent;
  }
  return ts.isVariableStatement(at) ? text.slice(at.getFullStart(), at.getStart()) : '';
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files.sort();
}
