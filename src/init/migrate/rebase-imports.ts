// A copied MDX page's relative imports (`import code from '../../x.ts?raw'`, `./demo.astro`) rewritten to name the
// same files from the copy's folder: Starlight keeps a locale's pages one folder deeper than docsgen's copy of them.
import path from 'node:path';

const RELATIVE_IMPORT = /^(import\s[^'"\n]*?from\s*|import\s*)(['"])(\.{1,2}\/[^'"\n]+)\2/gm;

/** `text` of the file at `fromFile` with each relative import made relative to `toFile` instead (posix paths). */
export function rebaseImports(text: string, fromFile: string, toFile: string): string {
  const fromDir = path.posix.dirname(fromFile);
  const toDir = path.posix.dirname(toFile);
  if (fromDir === toDir) return text;
  return text.replace(RELATIVE_IMPORT, (whole, head: string, quote: string, target: string) => {
    const absolute = path.posix.join(fromDir, target);
    let rebased = path.posix.relative(toDir, absolute);
    if (!rebased.startsWith('.')) rebased = `./${rebased}`;
    return `${head}${quote}${rebased}${quote}`;
  });
}
