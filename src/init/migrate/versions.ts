// A Docusaurus site's docs versions in docsgen's layout. Both read `versions.json`, `versioned_docs/version-<name>/`
// and `versioned_sidebars/version-<name>-sidebars.json`; Docusaurus from the site folder, docsgen from the folder
// that holds the docs folder (from the site folder when the docs folder lies outside it). With the docs folder at the
// site's top (`docs`, the usual case) or outside the site (`../docs`) the two are the same and docsgen reads the files
// where they are; otherwise migrate copies them beside the docs folder, sidebars converted to the items docsgen reads. The originals stay as they are, and a file already in place is never replaced.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sidebarSchema } from '../../config/schema.ts';
import { unsafeVersionName } from '../../content/versions.ts';
import { SIDEBAR_KEYS_ACCEPTED, sidebarOf } from './map-items.ts';
import { isRecord, type MigrationNote, type NoteSink } from './notes.ts';
import { filesIn, isDir, writeCopies, type TranslationCopy } from './translations.ts';

/** What migrate does with the site's docs versions, and what it leaves out. */
export interface VersionPlan {
  /** The released versions `versions.json` lists, newest first; none when the site has no versions. */
  names: string[];
  /** The folder docsgen reads them from, relative to the site folder (`.`: where Docusaurus keeps them). */
  base: string;
  /** Files copied as they are (`versions.json` and the versions' docs); none when docsgen reads them in place. */
  copies: TranslationCopy[];
  /** Sidebars files written, converted to the items docsgen reads. */
  sidebarFiles: { from: string; to: string; sidebars: Record<string, unknown> }[];
  notes: MigrationNote[];
}

const VERSIONS_FILE = 'versions.json';
const sidebarsFileOf = (name: string): string => `versioned_sidebars/version-${name}-sidebars.json`;

/**
 * The usable names of the site's `versions.json` (newest first), or undefined when there is none or it is not a list
 * of names; `sink` hears of each name left out.
 */
export function versionNamesOf(siteDir: string, sink?: NoteSink): string[] | undefined {
  const file = path.join(siteDir, VERSIONS_FILE);
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    sink?.note(`not read: ${(error as Error).message}`);
    return undefined;
  }
  if (!Array.isArray(parsed)) {
    sink?.note('not a list of version names');
    return undefined;
  }
  return parsed.filter((name): name is string => {
    const why = typeof name === 'string' ? unsafeVersionName(name) : 'not a name';
    if (why) sink?.note(`version ${JSON.stringify(name)} left out: ${why}`);
    return why === undefined;
  });
}

/** Plans the versions' files for a docs folder at `docsPath` (relative to the site folder); reads only. */
export function planVersions(siteDir: string, docsPath: string): VersionPlan {
  const notes: MigrationNote[] = [];
  const sinkFor = (file: string): NoteSink => ({ note: (what) => notes.push({ file, what }) });
  const names = versionNamesOf(siteDir, sinkFor(VERSIONS_FILE)) ?? [];
  // A docs folder outside the site (`../docs`): docsgen reads the versions from the site folder, as Docusaurus does.
  const beside = path.posix.dirname(docsPath);
  const base = beside.startsWith('..') ? '.' : beside;
  const plan: VersionPlan = { names, base, copies: [], sidebarFiles: [], notes };
  if (names.length === 0) return plan;
  const inPlace = base === '.';
  const target = (rel: string): string => (inPlace ? rel : `${base}/${rel}`);
  const taken = (from: string, to: string): boolean => {
    if (!existsSync(path.join(siteDir, to))) return false;
    notes.push({ file: from, what: `not copied: ${to} is there already` });
    return true;
  };
  if (!inPlace && !taken(VERSIONS_FILE, target(VERSIONS_FILE)))
    plan.copies.push({ from: '.', to: base, files: [VERSIONS_FILE] });
  for (const name of names) {
    const docs = `versioned_docs/version-${name}`;
    if (!isDir(path.join(siteDir, docs)))
      notes.push({
        file: VERSIONS_FILE,
        what: `version ${name} has no ${docs}/ folder (docsgen stops with versions-missing-folder): restore it or remove the name`,
      });
    else if (!inPlace) {
      const files = filesIn(path.join(siteDir, docs)).filter(
        (file) => !taken(`${docs}/${file}`, target(`${docs}/${file}`)),
      );
      if (files.length > 0) plan.copies.push({ from: docs, to: target(docs), files });
    }
    planSidebars(siteDir, plan, name, inPlace ? undefined : target(sidebarsFileOf(name)), sinkFor);
  }
  return plan;
}

function planSidebars(
  siteDir: string,
  plan: VersionPlan,
  name: string,
  to: string | undefined,
  sinkFor: (file: string) => NoteSink,
): void {
  const from = sidebarsFileOf(name);
  const sink = sinkFor(from);
  if (!existsSync(path.join(siteDir, from))) {
    // Docusaurus gives such a version no sidebar; docsgen one of all its docs.
    sink.note(`missing: version ${name}'s docs get one sidebar of all its docs`);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(siteDir, from), 'utf8'));
  } catch (error) {
    sink.note(`not read: ${(error as Error).message}`);
    return;
  }
  if (!isRecord(parsed)) {
    sink.note('not an object of sidebars');
    return;
  }
  if (to === undefined) {
    // Read where it is: docsgen takes the file as it is, or refuses it (versioned-sidebars-invalid).
    const refused = Object.entries(parsed).find(([, sidebar]) => !sidebarSchema.safeParse(sidebar).success);
    if (refused) {
      const strict = { ...sink, quiet: SIDEBAR_KEYS_ACCEPTED };
      for (const [id, sidebar] of Object.entries(parsed)) sidebarOf(sidebar, id, strict);
      sink.note(
        `docsgen refuses this file as it is (versioned-sidebars-invalid, sidebar "${refused[0]}"): take out the items and keys listed for it`,
      );
    }
    return;
  }
  const sidebars = Object.fromEntries(
    Object.entries(parsed).map(([id, sidebar]) => [id, sidebarOf(sidebar, id, sink)]),
  );
  if (existsSync(path.join(siteDir, to))) sink.note(`not copied: ${to} is there already`);
  else plan.sidebarFiles.push({ from, to, sidebars });
}

/** Carries the plan out: copies the files and writes the sidebars; a file there already is an error (EEXIST). */
export async function writeVersions(siteDir: string, plan: VersionPlan): Promise<void> {
  await writeCopies(siteDir, plan.copies);
  for (const { to, sidebars } of plan.sidebarFiles) {
    const target = path.join(siteDir, to);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, `${JSON.stringify(sidebars, null, 2)}\n`, { flag: 'wx' });
  }
}
