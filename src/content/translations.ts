// A locale's content: `content/i18n/<locale>/docs|pages|blog/...` mirrors the default locale's tree (same relative
// paths, so the same ids and routes). Each default file is replaced by its translation where one exists; the others
// stay the default locale's, marked untranslated (their pages then say so). A translation with no original is an
// orphan: it would make a page that no other locale has, so it is left out with a warning. The docs of a released
// version are translated under `content/i18n/<locale>/versioned_docs/version-<name>/`, mirroring that version's folder.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { acceptMarkdown } from './scan.ts';
import type { ContentScan, SourceFile } from './types.ts';
import { realOrSelf, walkFolder } from './walk.ts';
import { VERSIONED_DOCS_DIR, VERSIONS_FILE } from './versions.ts';
import { appendAll } from '../shared/append-all.ts';

/** The folder of every translation, inside the content folder. */
export const I18N_DIR = 'i18n';

/** Where a locale's translations are. */
export interface TranslationOptions {
  rootDir: string;
  contentDir: string;
  docsPath: string;
  blogPath: string | false;
  locale: string;
}

/** How much of a locale is translated: the summary line of the build. */
export interface TranslationStatus {
  locale: string;
  /** Docs, pages and posts of the default locale. */
  total: number;
  /** Those with no translation yet (shown in the default locale). */
  untranslated: number;
}

/** A locale's content scan and how much of it is translated. */
export interface TranslatedScan {
  scan: ContentScan;
  status: TranslationStatus;
}

const toPosix = (p: string): string => p.split(path.sep).join('/').normalize('NFC');

/** The content folder of a locale's translations, relative to the project root (forward slashes). */
export function localeContentDir(contentDir: string, locale: string): string {
  return toPosix(path.posix.join(toPosix(contentDir), I18N_DIR, locale));
}

const withoutMarkdownExtension = (relPath: string): string => relPath.replace(/\.mdx?$/i, '');

/** Replaces `sources` by their translations under `sub` of the locale's folder; reports orphans. */
function overlay(
  sources: readonly SourceFile[],
  options: TranslationOptions,
  sub: string,
  diagnostics: Diagnostic[],
): SourceFile[] {
  const localeDir = localeContentDir(options.contentDir, options.locale);
  const absRoot = path.resolve(options.rootDir, localeDir);
  const absDir = path.resolve(absRoot, sub);
  const displayDir = path.posix.join(localeDir, toPosix(sub));
  const walked = walkFolder({
    absDir,
    displayDir,
    contentReal: realOrSelf(path.resolve(options.rootDir, options.contentDir)),
    acceptFile: acceptMarkdown,
    skipUnderscoreDirs: true,
  });
  appendAll(diagnostics, walked.diagnostics);
  const translated = new Map(walked.files.map((f) => [f.relPath, f.absPath]));
  // A page's id has no extension: `a.md` translates `a.mdx` (Starlight's docs mix the two across locales).
  const byId = new Map(walked.files.map((f) => [withoutMarkdownExtension(f.relPath), f.relPath]));
  const result = sources.map((source): SourceFile => {
    const relPath = translated.has(source.relPath)
      ? source.relPath
      : byId.get(withoutMarkdownExtension(source.relPath));
    const absPath = relPath === undefined ? undefined : translated.get(relPath);
    if (relPath === undefined || absPath === undefined) return { ...source, untranslated: true };
    translated.delete(relPath);
    return {
      ...source,
      file: `${displayDir}/${relPath}`,
      absPath,
      untranslated: undefined,
      translationOf: source.file,
    };
  });
  for (const relPath of translated.keys()) {
    const original = path.posix.join(toPosix(options.contentDir), toPosix(sub), relPath);
    const message =
      `orphan translation: no ${original} in the default locale, so this file builds no page; ` +
      'move it to the path of the page it translates, or add the original';
    diagnostics.push(createDiagnostic('warning', 'translation-orphan', `${displayDir}/${relPath}`, message));
  }
  return result;
}

/** The folder of a released version's translations, relative to a locale's folder. */
export function versionTranslationDir(version: string): string {
  return `${VERSIONED_DOCS_DIR}/version-${version}`;
}

/**
 * The docs translated version by version: the docs folder's under the locale's docs path, each released version's
 * under its own folder (the same relative path in two versions is two different files). The order stays the scan's.
 */
function overlayDocs(
  scan: ContentScan,
  options: TranslationOptions,
  diagnostics: Diagnostic[],
): SourceFile[] {
  const docs = scan.docs;
  const groups = new Map<string | undefined, SourceFile[]>();
  for (const doc of docs) {
    const group = groups.get(doc.version);
    if (group) group.push(doc);
    else groups.set(doc.version, [doc]);
  }
  const translated = new Map<SourceFile, SourceFile>();
  for (const [version, group] of groups) {
    const sub = version === undefined ? options.docsPath : versionTranslationDir(version);
    const result = overlay(group, options, sub, diagnostics);
    group.forEach((doc, i) => translated.set(doc, result[i] ?? doc));
  }
  // A released version without any docs still has its folder of translations checked for orphans.
  for (const { name: version } of scan.versions ?? [])
    if (!groups.has(version)) overlay([], options, versionTranslationDir(version), diagnostics);
  unlistedVersionFolders(scan, options, diagnostics);
  return docs.map((doc) => translated.get(doc) ?? doc);
}

/** Warns of each folder of a locale's `versioned_docs/` that is no version `versions.json` lists: it builds nothing. */
function unlistedVersionFolders(
  scan: ContentScan,
  options: TranslationOptions,
  diagnostics: Diagnostic[],
): void {
  const localeDir = localeContentDir(options.contentDir, options.locale);
  let entries: string[];
  try {
    entries = readdirSync(path.resolve(options.rootDir, localeDir, VERSIONED_DOCS_DIR));
  } catch {
    return;
  }
  // Listed but left out by docs.onlyIncludeVersions is no orphan: a full build reads it.
  const listed = new Set((scan.versionNames ?? []).map(versionTranslationDir));
  const names = scan.versionNames ?? [];
  for (const entry of entries.sort()) {
    const sub = `${VERSIONED_DOCS_DIR}/${entry.normalize('NFC')}`;
    if (listed.has(sub) || entry.startsWith('.')) continue;
    const known = names.length === 0 ? 'none' : names.join(', ');
    const message =
      `orphan translations: ${entry} is no version that ${VERSIONS_FILE} lists (versions: ${known}), so nothing in ` +
      'it builds a page; name the folder version-<name> after a listed version, or remove it';
    diagnostics.push(createDiagnostic('warning', 'translation-orphan', `${localeDir}/${sub}`, message));
  }
}

/** The content of one locale: the default locale's scan with each translated file in place of its original. */
export function translateScan(scan: ContentScan, options: TranslationOptions): TranslatedScan {
  const diagnostics: Diagnostic[] = [];
  const docs = overlayDocs(scan, options, diagnostics);
  const pages = overlay(scan.pages, options, 'pages', diagnostics);
  const blog =
    options.blogPath === false ? scan.blog : overlay(scan.blog, options, options.blogPath, diagnostics);
  const all = [...docs, ...pages, ...blog];
  appendAll(diagnostics, scan.diagnostics);
  return {
    scan: { ...scan, docs, pages, blog, diagnostics },
    status: {
      locale: options.locale,
      total: all.length,
      untranslated: all.filter((f) => f.untranslated === true).length,
    },
  };
}
