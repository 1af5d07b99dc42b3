// Reads the doc comment of every key of `UserConfig` (src/config/user-config.ts) with the TypeScript compiler, by the
// same key paths the schema walk gives (`docs.versions.<name>.label`).
import path from 'node:path';
import ts from 'typescript';

/** The doc comment of each key path of the interface `name` in `file`. */
export function interfaceDocs(file: string, name: string): Map<string, string> {
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.resolve(file));
  if (!source) throw new Error(`cannot read ${file}`);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!declaration) throw new Error(`${file} declares no interface ${name}`);
  const docs = new Map<string, string>();
  walk(checker, checker.getTypeAtLocation(declaration), '', docs, new Set());
  return docs;
}

function walk(
  checker: ts.TypeChecker,
  type: ts.Type,
  prefix: string,
  docs: Map<string, string>,
  seen: Set<ts.Type>,
): void {
  if (seen.has(type)) return;
  seen.add(type);
  for (const property of checker.getPropertiesOfType(type)) {
    const key = `${prefix}${property.name}`;
    docs.set(key, ts.displayPartsToString(property.getDocumentationComment(checker)).trim());
    const declared = property.valueDeclaration ?? property.declarations?.[0];
    if (!declared) continue;
    const value = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, declared));
    for (const member of objectMembers(checker, value)) {
      const index = checker.getIndexInfoOfType(member, ts.IndexKind.String);
      if (index && checker.getPropertiesOfType(member).length === 0) {
        for (const entry of objectMembers(checker, index.type))
          walk(checker, entry, `${key}.<name>.`, docs, seen);
      } else walk(checker, member, `${key}.`, docs, seen);
    }
  }
}

/** The plain object types a type may be (not arrays, functions or primitives). */
function objectMembers(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  return members.filter(
    (member) =>
      (member.flags & ts.TypeFlags.Object) !== 0 &&
      !checker.isArrayType(member) &&
      member.getCallSignatures().length === 0,
  );
}

/** The default a doc comment states (`Default: \`'build'\`.`), `required` when it says `Required`, else undefined. */
export function statedDefault(doc: string): string | undefined {
  const at = doc.search(/\bDefault: /);
  if (at >= 0) return sentenceFrom(doc.slice(at + 'Default: '.length));
  return /\bRequired\b/.test(doc) ? 'required' : undefined;
}

/** The text up to the first full stop outside backticks (or the end). */
function sentenceFrom(text: string): string {
  let code = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') code = !code;
    else if (!code && text[i] === '.' && (i + 1 === text.length || /\s/.test(text[i + 1]!)))
      return text.slice(0, i);
  }
  return text.trim();
}

/** The doc comment without its default sentence (which has a column of its own). */
export function withoutDefault(doc: string): string {
  const at = doc.search(/\bDefault: /);
  if (at < 0) return doc.replace(/\s*\bRequired\.?/, '').trim();
  const stated = sentenceFrom(doc.slice(at + 'Default: '.length));
  return `${doc.slice(0, at)}${doc.slice(at + 'Default: '.length + stated.length + 1)}`
    .replace(/\s+/g, ' ')
    .trim();
}
