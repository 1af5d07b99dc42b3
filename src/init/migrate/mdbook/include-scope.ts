// How far above the book's folder its chapters include files from: an mdBook book in a repository's `guide/` often
// includes the repository's own examples (`{{#include ../../../examples/x.rs}}`), which docsgen reads only when
// `markdown.includeFrom` names a folder that holds them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const EXPRESSION = /(?<!\\)\{\{\s*#(?:include|rustdoc_include|playground|playpen)\s+([^\s}:]+)/g;

/** The folder, relative to the book's, that holds every file the chapters include (`'..'`); undefined: the book's own. */
export function includeScopeOf(
  bookDir: string,
  srcDir: string,
  chapters: readonly string[],
): string | undefined {
  let highest = 0;
  for (const chapter of chapters) {
    const file = path.join(srcDir, chapter);
    if (!existsSync(file)) continue;
    for (const [, target] of readFileSync(file, 'utf8').matchAll(EXPRESSION)) {
      const rel = path.relative(bookDir, path.resolve(path.dirname(file), target!));
      const ups = rel.split(path.sep).findIndex((part) => part !== '..');
      if (ups > highest && !path.isAbsolute(rel)) highest = ups;
    }
  }
  return highest === 0 ? undefined : Array.from({ length: highest }, () => '..').join('/');
}
