// The npm packages a site's MDX imports that are not installed: one note with the `npm install` line for all of them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { npmPackageOf } from '../../markdown/mdx/builtins.ts';
import type { MigrationNote } from './notes.ts';

const IMPORT = /^import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+['"]([^'"]+)['"]/;

/**
 * The component an MDX `import` line takes from an installed npm package as its default export
 * (`import Embed from 'pkg'`), registered by the package's name; undefined for any other line (a named import is
 * left to the notes: a package entry gives its component its default export, or the export of the same name).
 */
export function installedPackageImport(
  siteDir: string,
  line: string,
): { names: string[]; from: string } | undefined {
  const match = IMPORT.exec(line.trim());
  const from = match?.[3];
  const pkg = from === undefined ? undefined : npmPackageOf(from);
  if (!match?.[1] || match[2] !== undefined || pkg === undefined || !isInstalled(siteDir, pkg))
    return undefined;
  return { names: [match[1]], from: from! };
}

function isInstalled(siteDir: string, pkg: string): boolean {
  const require = createRequire(path.join(siteDir, 'package.json'));
  for (const id of [`${pkg}/package.json`, pkg]) {
    try {
      require.resolve(id);
      return true;
    } catch {
      // Not found this way; a package whose exports hide package.json may still resolve by its name.
    }
  }
  return false;
}

/** The note naming each package the notes' MDX imports come from that is not installed, with the line to run. */
export function missingPackageNote(
  siteDir: string,
  notes: readonly MigrationNote[],
): MigrationNote | undefined {
  const missing = new Set<string>();
  for (const note of notes) {
    if (!note.what.startsWith('MDX import')) continue;
    const from = /from\s+['"]([^'"]+)['"]/.exec(note.what)?.[1];
    const pkg = from === undefined ? undefined : npmPackageOf(from);
    if (pkg !== undefined && !isInstalled(siteDir, pkg)) missing.add(pkg);
  }
  if (missing.size === 0) return undefined;
  const list = [...missing].sort();
  return {
    file: 'package.json',
    what:
      `MDX pages import ${list.length === 1 ? 'a component of a package' : 'components of packages'} not installed ` +
      `here: npm install ${list.join(' ')}, then run migrate again (it registers the components of installed packages)`,
  };
}
