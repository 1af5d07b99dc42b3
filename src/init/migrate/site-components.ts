// The site's own components that its MDX imports (`import X from '../components/X'`, `@site/src/components/X`):
// registered in `markdown.mdxComponents` when they run without Docusaurus (they import only React, their own files
// and installed packages, CSS included), so that a migrated page renders them with no manual step; listed with the
// reason otherwise. One that uses state, effects, refs or a browser API is registered as an island (`client: 'load'`,
// hydrated as soon as the page has painted, as Docusaurus hydrates everything: its effects run when its author expects,
// and one that renders nothing on the server still starts, where `visible` would have no box to watch).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { interactiveReason, scriptFile } from './interactive.ts';

const IMPORT = /^import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+['"]([^'"]+)['"]/;
const BARE_IMPORT = /(?:from\s+|require\(\s*|import\(\s*)['"]([^'"./][^'"]*)['"]/g;

/** How migrate registers a component: its path, or `{ path, client: 'load' }` for an island. */
export type SiteComponentEntry = string | { path: string; client: 'load' };

/** The config entry of an imported component at `written` (its path from the config). */
export function componentEntry(own: SiteComponentImport, written: string): SiteComponentEntry {
  return own.interactive === undefined ? written : { path: written, client: 'load' };
}

/** A component import of an MDX line: the names it brings in and the file they come from, relative to the site. */
export interface SiteComponentImport {
  names: string[];
  file: string;
  /** Why it is not registered (it needs Docusaurus or a package that is not installed), or undefined. */
  problem: string | undefined;
  /** Why it also runs in the browser (state, effects, refs, a browser API), making it an island; or undefined. */
  interactive: string | undefined;
}

/** The site component an MDX `import` line brings in, or undefined when the line imports no site script. */
export function siteComponentImport(
  siteDir: string,
  mdxFile: string,
  line: string,
): SiteComponentImport | undefined {
  const match = IMPORT.exec(line.trim());
  if (!match) return undefined;
  const [, defaultName, named, specifier] = match;
  const base = specifier!.startsWith('@site/')
    ? path.join(siteDir, specifier!.slice('@site/'.length))
    : specifier!.startsWith('.')
      ? path.resolve(siteDir, path.dirname(mdxFile), specifier!)
      : undefined;
  const file = base === undefined ? undefined : scriptFile(base);
  if (file === undefined) return undefined;
  const names = [
    ...(defaultName ? [defaultName] : []),
    ...(named ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!
          .trim(),
      )
      .filter((name) => /^[A-Z][\w$]*$/.test(name)),
  ];
  const problem = problemOf(siteDir, file);
  return {
    names,
    file: path.relative(siteDir, file).split(path.sep).join('/'),
    problem,
    interactive: problem === undefined ? interactiveReason(siteDir, file) : undefined,
  };
}

// What keeps the component from running without Docusaurus: one of its imports.
function problemOf(siteDir: string, file: string): string | undefined {
  const text = readFileSync(file, 'utf8');
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  for (const [, specifier] of text.matchAll(BARE_IMPORT)) {
    if (specifier === 'react' || specifier!.startsWith('react/')) continue;
    if (/^@(?:docusaurus|theme|site|generated)\//.test(specifier!) || specifier === '@theme') {
      return `it imports ${specifier}, which needs Docusaurus`;
    }
    try {
      fromSite.resolve(specifier!);
    } catch {
      return `it imports ${specifier}, which is not installed`;
    }
  }
  return undefined;
}
