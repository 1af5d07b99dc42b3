// `docsgen version <name>`: copies the docs folder and the sidebars into the versions' layout and records the name.
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SidebarConfig } from '../config/types.ts';
import { createDiagnostic, DiagnosticError } from '../diagnostics/diagnostic.ts';
import { localeContentDir, versionTranslationDir } from './translations.ts';
import {
  isFolder,
  readVersionNames,
  unsafeVersionName,
  VERSIONED_DOCS_DIR,
  VERSIONED_SIDEBARS_DIR,
  VERSIONS_FILE,
  versionsLayoutOf,
} from './versions.ts';

// Folders of tools, never docs (a docs folder that is the project folder holds them).
const NEVER_COPIED = new Set(['.git', 'node_modules', '.docsgen-cache', '.DS_Store']);

/** What a snapshot copies and where. */
export interface SnapshotOptions {
  rootDir: string;
  contentDir: string;
  docsPath: string;
  /** The resolved `docs.sidebars` of the config: written as the version's sidebars file. */
  sidebars: Record<string, SidebarConfig>;
  name: string;
  /** The locales besides the default one: each one's translated docs are snapshotted beside the docs. */
  locales?: readonly string[] | undefined;
}

/** The files a snapshot wrote, project-relative. */
export interface SnapshotResult {
  docsDir: string;
  sidebarsFile: string;
  versionsFile: string;
  /** Every version now listed, newest first. */
  versions: string[];
  /** The folders the locales' translated docs were copied into (none without translations). */
  translations: string[];
}

/**
 * Snapshots the docs as version `name`: the docs folder into `versioned_docs/version-<name>/` (and each locale's
 * translated docs into `i18n/<locale>/versioned_docs/version-<name>/`), the sidebars into
 * `versioned_sidebars/version-<name>-sidebars.json`, and the name at the head of `versions.json`. Refuses an unsafe
 * name or one that exists (in the file or as a folder); a failure leaves the three as they were.
 */
export async function snapshotVersion(options: SnapshotOptions): Promise<SnapshotResult> {
  const layout = versionsLayoutOf(options.rootDir, options.contentDir, options.docsPath);
  const docsAbs = path.resolve(options.rootDir, options.contentDir, options.docsPath);
  const refuse = (file: string, message: string): never => {
    throw new DiagnosticError([createDiagnostic('error', 'version-refused', file, message)], 2);
  };
  const unsafe = unsafeVersionName(options.name);
  if (unsafe) refuse(layout.display(layout.versionsFile), unsafe);
  const existing = readVersionNames(layout);
  const target = layout.docsDirOf(options.name);
  const sidebarsFile = layout.sidebarsFileOf(options.name);
  if (existing.includes(options.name))
    refuse(
      layout.display(layout.versionsFile),
      `version "${options.name}" exists already; choose another name`,
    );
  if (isFolder(target))
    refuse(
      layout.display(target),
      `folder of version "${options.name}" exists already; remove it or choose another name`,
    );
  if (!isFolder(docsAbs))
    refuse(layout.display(docsAbs), 'the docs folder does not exist, so there is nothing to snapshot');
  // Each locale's translations of the docs folder become that version's translations, as the docs do.
  const translations = (options.locales ?? []).flatMap((locale) => {
    const localeDir = path.resolve(options.rootDir, localeContentDir(options.contentDir, locale));
    const from = path.join(localeDir, options.docsPath);
    const to = path.join(localeDir, versionTranslationDir(options.name));
    return isFolder(from) ? [{ from, to }] : [];
  });
  for (const { to } of translations)
    if (isFolder(to))
      refuse(
        layout.display(to),
        `folder of version "${options.name}"'s translations exists already; remove it or choose another name`,
      );

  // The versions' own files never go into a snapshot (they sit inside a docs folder that is the content folder).
  const skipped = new Set(
    [VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE].map((n) => path.join(layout.baseDir, n)),
  );
  const staging = `${target}.tmp-${process.pid}`;
  const sidebarsJson = `${JSON.stringify(options.sidebars, null, 2)}\n`;
  const versions = [options.name, ...existing];
  let docsMoved = false;
  let sidebarsWritten = false;
  const translationsCopied: string[] = [];
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(staging);
    // Entry by entry: the staging folder may sit inside the docs folder, which `cp` of the whole folder refuses.
    for (const entry of await readdir(docsAbs)) {
      const source = path.join(docsAbs, entry);
      if (skipped.has(source) || NEVER_COPIED.has(entry) || source === path.dirname(target)) continue;
      await cp(source, path.join(staging, entry), {
        recursive: true,
        errorOnExist: true,
        force: false,
        filter: (from) => !NEVER_COPIED.has(path.basename(from)),
      });
    }
    await rename(staging, target);
    docsMoved = true;
    for (const { from, to } of translations) {
      await mkdir(path.dirname(to), { recursive: true });
      translationsCopied.push(to);
      await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    }
    await mkdir(path.dirname(sidebarsFile), { recursive: true });
    await writeFile(sidebarsFile, sidebarsJson, { flag: 'wx' });
    sidebarsWritten = true;
    const versionsTemp = `${layout.versionsFile}.tmp-${process.pid}`;
    await writeFile(versionsTemp, `${JSON.stringify(versions, null, 2)}\n`);
    await rename(versionsTemp, layout.versionsFile);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (docsMoved) await rm(target, { recursive: true, force: true });
    for (const to of translationsCopied) await rm(to, { recursive: true, force: true });
    if (sidebarsWritten) await rm(sidebarsFile, { force: true });
    await rm(`${layout.versionsFile}.tmp-${process.pid}`, { force: true });
    throw error;
  }
  return {
    docsDir: layout.display(target),
    sidebarsFile: layout.display(sidebarsFile),
    versionsFile: layout.display(layout.versionsFile),
    versions,
    translations: translations.map(({ to }) => layout.display(to)),
  };
}
