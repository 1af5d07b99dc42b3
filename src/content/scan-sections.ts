// The sections of a content scan (docs, pages, blog, static): where each is, how it is walked, and which of the
// others sit inside the docs folder.
import path from 'node:path';
import { Minimatch } from 'minimatch';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { acceptDocsFile, splitWalk, withAssets } from './scan-parts.ts';
import { isInside, realOrSelf, walkFolder, type FileFilter } from './walk.ts';
import { isFolder, VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, type VersionsLayout } from './versions.ts';

/** A path with forward slashes, in NFC. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/').normalize('NFC');
}

/** A folder of the content folder as walkFolder reads it, with its path inside the content folder. */
export interface Section {
  absDir: string;
  displayDir: string;
  contentReal: string;
  /** As the config gives it, relative to the content folder. */
  sub: string;
}

/** The sections of the content folder the config names; no blog section when the blog is off. */
export interface Sections {
  docs: Section;
  pages: Section;
  blog: Section | undefined;
  static: Section;
}

/** The sections at their paths (relative to the content folder; `blog: false` when the blog is off). */
export function resolveSections(
  rootDir: string,
  content: { abs: string; real: string },
  paths: { docs: string; pages: string; blog: string | false; static: string },
): Sections {
  const display = toPosix(path.relative(rootDir, content.abs)) || '.';
  const section = (sub: string): Section => {
    const absDir = path.resolve(content.abs, sub);
    return {
      absDir,
      displayDir: path.posix.join(display, toPosix(sub)),
      // A folder the config puts outside the content folder (`docs.path: '../docs'`, as Jest and Prettier keep their
      // docs beside the website) is read where it is; links inside it still may not leave it.
      contentReal: isInside(absDir, content.abs) ? content.real : realOrSelf(absDir),
      sub,
    };
  };
  return {
    docs: section(paths.docs),
    pages: section(paths.pages),
    blog: paths.blog === false ? undefined : section(paths.blog),
    static: section(paths.static),
  };
}

/** The section as walkFolder takes it. */
export function folderOf({ absDir, displayDir, contentReal }: Section): Omit<Section, 'sub'> {
  return { absDir, displayDir, contentReal };
}

/** Walks a docs, pages or blog folder: its markdown (and category files) apart from its assets. */
export function walkSection(section: Section, accept: FileFilter): ReturnType<typeof splitWalk> {
  return splitWalk(
    walkFolder({ ...folderOf(section), acceptFile: withAssets(accept), skipUnderscoreDirs: true }),
    toPosix(path.posix.normalize(section.sub)),
    section.displayDir,
    accept === acceptDocsFile,
  );
}

/** A warning when the docs folder is not there. */
export function docsFolderDiagnostics(docs: Section): Diagnostic[] {
  if (isFolder(docs.absDir)) return [];
  const message = `docs folder not found: ${docs.displayDir}; create it or set docs.path`;
  return [createDiagnostic('warning', 'docs-dir-missing', docs.displayDir, message)];
}

/** The other sections' folders inside the docs folder, docs-relative. */
// The pages, blog and static folders inside the docs folder (an MkDocs layout: `docs.path: '.'`) are not docs.
export function sectionsInsideDocs(
  sections: Sections,
  contentAbs: string,
  versionsLayout: VersionsLayout,
): string[] {
  return [
    sections.pages.sub,
    sections.static.sub,
    ...(sections.blog ? [sections.blog.sub] : []),
    // The versions sit inside the docs folder only when it is the project folder.
    ...[VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR].map((d) =>
      toPosix(path.relative(contentAbs, path.join(versionsLayout.baseDir, d))),
    ),
  ]
    .map((sub) => path.posix.relative(path.posix.normalize(toPosix(sections.docs.sub)), toPosix(sub)))
    .filter((rel) => rel !== '' && !rel.startsWith('..'));
}

/**
 * Whether a docs-relative path is one of `entries` or inside one; an entry may be a glob (`**\/_*.md`,
 * `**\/__tests__/**`, as Docusaurus' `exclude` writes them), matched with minimatch, dot-files included.
 */
export function createDocsExclusion(entries: readonly string[]): (relPath: string) => boolean {
  const patterns = entries
    .map((entry) => path.posix.normalize(entry).replace(/^\.\/|\/+$/g, ''))
    .flatMap((entry) => [entry, `${entry}/**`])
    .map((pattern) => new Minimatch(pattern, { dot: true }));
  return (relPath) => patterns.some((pattern) => pattern.match(relPath));
}
