// Where a `markdown.mdxComponents` entry's file is: a path relative to the project root, or the name of an installed
// npm package (`'react-lite-youtube-embed'`, `'react-tweet'`), resolved from the project as its own imports would be.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// A bare module name: not a path, and not the `@site/` alias of Docusaurus sites.
const PACKAGE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.-]+)*$/i;

/** The folder in which a component named by a package that is not installed is looked for (its error names it). */
export const MISSING_PACKAGE_DIR = 'node_modules';

/**
 * The absolute file of a component entry: the path when it names a file, else the package's entry when `written` is
 * the name of an installed package, else `<root>/node_modules/<name>` (missing: compiling it says to install it).
 */
export function resolveComponentPath(rootDir: string, written: string): string {
  const asPath = path.resolve(rootDir, written);
  if (existsSync(asPath) || !PACKAGE.test(written) || written.startsWith('@site/')) return asPath;
  try {
    return createRequire(path.join(rootDir, 'package.json')).resolve(written);
  } catch {
    return path.join(rootDir, MISSING_PACKAGE_DIR, written);
  }
}
