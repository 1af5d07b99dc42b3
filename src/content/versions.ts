// The Docusaurus layout of docs versions, beside the docs folder: `versions.json` (names, newest first),
// `versioned_docs/version-<name>/` (each version's docs) and `versioned_sidebars/version-<name>-sidebars.json`.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { normaliseSidebar } from '../config/normalize-items.ts';
import { sidebarSchema } from '../config/schema.ts';
import type { SidebarConfig } from '../config/types.ts';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';

/** Name of the file that lists the released versions. */
export const VERSIONS_FILE = 'versions.json';
/** Folder of the released versions' docs. */
export const VERSIONED_DOCS_DIR = 'versioned_docs';
/** Folder of the released versions' sidebars. */
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';
/** Name of the docs being written (the docs folder), as Docusaurus names it. */
export const CURRENT_VERSION = 'current';

/** Where the files of the versions live, absolute and as diagnostics name them (project-relative). */
export interface VersionsLayout {
  /** The folder that holds the docs folder: the versions sit beside it. */
  baseDir: string;
  /** Project-relative path of `baseDir` (`content`), `.` for the project folder. */
  displayDir: string;
  versionsFile: string;
  docsDirOf: (name: string) => string;
  sidebarsFileOf: (name: string) => string;
  /** A project-relative display path of a file or folder of the layout. */
  display: (absPath: string) => string;
}

const toPosix = (p: string): string => p.split(path.sep).join('/');

/**
 * The layout of the versions of a site whose docs folder is `<rootDir>/<contentDir>/<docsPath>`: beside the docs
 * folder, or inside it when the docs folder is the project folder; in the content folder when the docs folder lies
 * outside it (`../docs`, as Jest and Redux keep them), where Docusaurus reads them too (never above the project).
 */
export function versionsLayoutOf(rootDir: string, contentDir: string, docsPath: string): VersionsLayout {
  const docsDir = path.resolve(rootDir, contentDir, docsPath);
  const contentAbs = path.resolve(rootDir, contentDir);
  const outside = path.relative(contentAbs, docsDir).startsWith('..');
  const baseDir = outside ? contentAbs : docsDir === path.resolve(rootDir) ? docsDir : path.dirname(docsDir);
  const display = (abs: string): string => toPosix(path.relative(rootDir, abs)) || '.';
  return {
    baseDir,
    displayDir: display(baseDir),
    versionsFile: path.join(baseDir, VERSIONS_FILE),
    docsDirOf: (name) => path.join(baseDir, VERSIONED_DOCS_DIR, `version-${name}`),
    sidebarsFileOf: (name) => path.join(baseDir, VERSIONED_SIDEBARS_DIR, `version-${name}-sidebars.json`),
    display,
  };
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** Why `name` cannot name a version (a folder and a URL segment), or undefined when it can. */
export function unsafeVersionName(name: string): string | undefined {
  if (name === CURRENT_VERSION || name === 'next')
    return `"${name}" is reserved for the docs being written (the docs folder)`;
  if (!SAFE_NAME.test(name))
    return `"${name}" is not a plain version name; use up to 32 letters, digits, ".", "_" or "-", starting with a letter or digit (like 1.0.0 or v2)`;
  return undefined;
}

function isFile(abs: string): boolean {
  try {
    return statSync(abs).isFile();
  } catch {
    return false;
  }
}

/** True when `abs` is a folder. */
export function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The released versions that `versions.json` lists, newest first; none when the file does not exist. Throws a
 * `versions-invalid` error when it is not a list of distinct, safe names.
 */
export function readVersionNames(layout: VersionsLayout): string[] {
  if (!isFile(layout.versionsFile)) return [];
  const file = layout.display(layout.versionsFile);
  const fail = (message: string): never => {
    throw new DiagnosticError([createDiagnostic('error', 'versions-invalid', file, message)]);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(layout.versionsFile, 'utf8'));
  } catch (error) {
    return fail(
      `${VERSIONS_FILE} is not valid JSON (${(error as Error).message}); write a list of version names`,
    );
  }
  if (!Array.isArray(parsed) || parsed.some((n) => typeof n !== 'string'))
    return fail(`${VERSIONS_FILE} must be a list of version names, newest first, like ["2.0", "1.0"]`);
  const names = parsed as string[];
  const seen = new Set<string>();
  for (const name of names) {
    const unsafe = unsafeVersionName(name);
    if (unsafe) fail(`${VERSIONS_FILE} names an unusable version: ${unsafe}`);
    if (seen.has(name)) fail(`${VERSIONS_FILE} lists "${name}" twice; keep one`);
    seen.add(name);
  }
  return names;
}

/**
 * The sidebars of a released version from its sidebars file, or `diagnostics` saying what is wrong with it. A
 * version without the file has the default sidebar (every doc, from the folders).
 */
export function readVersionSidebars(
  layout: VersionsLayout,
  name: string,
): { sidebars: Record<string, SidebarConfig>; diagnostics: Diagnostic[] } {
  const abs = layout.sidebarsFileOf(name);
  const fallback = { docsSidebar: { autogenerated: '' } };
  if (!isFile(abs)) return { sidebars: fallback, diagnostics: [] };
  const file = layout.display(abs);
  const invalid = (message: string) => ({
    sidebars: fallback,
    diagnostics: [createDiagnostic('error', 'versioned-sidebars-invalid', file, message)],
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(abs, 'utf8'));
  } catch (error) {
    return invalid(`not valid JSON (${(error as Error).message}); fix the syntax`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return invalid('expected an object of sidebar id → sidebar, as `docs.sidebars` in the config');
  const sidebars: Record<string, SidebarConfig> = {};
  for (const [id, raw] of Object.entries(parsed)) {
    const result = sidebarSchema.safeParse(raw);
    if (!result.success)
      return invalid(`sidebar "${id}" is not a sidebar: ${result.error.issues[0]?.message ?? 'wrong shape'}`);
    sidebars[id] = normaliseSidebar(result.data);
  }
  return { sidebars, diagnostics: [] };
}
