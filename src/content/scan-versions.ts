// The released docs versions of the content scan: each `versioned_docs/version-<name>/` read as a docs folder.
import type { ContentAsset } from './assets.ts';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CategoryMeta, SourceFile, VersionScan } from './types.ts';
import {
  isFolder,
  readVersionNames,
  readVersionSidebars,
  VERSIONS_FILE,
  type VersionsLayout,
} from './versions.ts';
import { appendAll } from '../shared/append-all.ts';

/** What reading one docs folder gives (scan.ts reads it as it reads the docs folder). */
export interface DocsFolderScan {
  docs: SourceFile[];
  categories: CategoryMeta[];
  docDirs: string[];
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
}

/**
 * Reads the versions `versions.json` lists (only those of `only`, when given): their docs, marked with the version,
 * categories, folders and sidebars. No `versions.json`: no versions (and nothing else read). A listed version
 * without its folder stops the build (`versions-missing-folder`).
 */
export function scanVersions(
  layout: VersionsLayout,
  only: readonly string[] | undefined,
  readDocsFolder: (absDir: string, displayDir: string) => DocsFolderScan,
): {
  versions: VersionScan[] | undefined;
  names: string[];
  docs: SourceFile[];
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
} {
  const names = readVersionNames(layout);
  const docs: SourceFile[] = [];
  const assets: ContentAsset[] = [];
  const diagnostics: Diagnostic[] = [];
  if (names.length === 0) return { versions: undefined, names, docs, assets, diagnostics };
  const missing = names.filter((name) => !isFolder(layout.docsDirOf(name)));
  if (missing.length > 0) {
    const list = missing.map((name) => `${layout.display(layout.docsDirOf(name))}/`).join(', ');
    throw new DiagnosticError([
      createDiagnostic(
        'error',
        'versions-missing-folder',
        layout.display(layout.versionsFile),
        `${VERSIONS_FILE} lists ${missing.map((n) => `"${n}"`).join(', ')}, but ${list} does not exist; restore the folder or remove the name from ${VERSIONS_FILE}`,
      ),
    ]);
  }
  const versions: VersionScan[] = [];
  for (const name of names) {
    if (only && !only.includes(name)) continue;
    const absDir = layout.docsDirOf(name);
    const read = readDocsFolder(absDir, layout.display(absDir));
    for (const doc of read.docs) docs.push({ ...doc, version: name });
    appendAll(assets, read.assets);
    appendAll(diagnostics, read.diagnostics);
    const sidebars = readVersionSidebars(layout, name);
    appendAll(diagnostics, sidebars.diagnostics);
    versions.push({ name, categories: read.categories, docDirs: read.docDirs, sidebars: sidebars.sidebars });
  }
  return { versions, names, docs, assets, diagnostics };
}
