// The npm packages a site's MDX imports that are not installed: one note with the `npm install` line for all of them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { npmPackageOf } from '../../markdown/mdx/builtins.ts';
import type { MigrationNote } from './notes.ts';

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
      `here: npm install ${list.join(' ')}, then register each component in markdown.mdxComponents`,
  };
}
