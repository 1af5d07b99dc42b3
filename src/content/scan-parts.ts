// The parts of a content scan that read one folder: which files count, markdown and assets apart, categories.
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { CATEGORY_FILE_NAMES, loadCategory } from './categories.ts';
import type { CategoryMeta, ContentKind, SourceFile } from './types.ts';
import type { FileFilter, WalkResult } from './walk.ts';
import { appendAll } from '../shared/append-all.ts';

/** Accepts `.md` and `.mdx` files that do not start with `_`; warns about upper-case extensions, which would be skipped. */
export const acceptMarkdown: FileFilter = (name) => {
  if (/\.mdx?$/.test(name)) return !name.startsWith('_');
  if (/\.mdx?$/i.test(name) && !name.startsWith('_')) {
    const fixed = name.replace(/\.(mdx?)$/i, (_, ext: string) => `.${ext.toLowerCase()}`);
    return {
      warning: `"${name}" is not read because its extension is not lower case; rename it to "${fixed}"`,
    };
  }
  return false;
};

/** Accepts what a docs folder holds: markdown and category files. */
export const acceptDocsFile: FileFilter = (name) =>
  CATEGORY_FILE_NAMES.includes(name) || acceptMarkdown(name);

const MARKDOWN_NAME = /\.mdx?$/;

/** Also keeps every file that is not markdown: images and downloads beside the content are its assets. */
export const withAssets =
  (accept: FileFilter): FileFilter =>
  (name) => {
    const verdict = accept(name);
    return verdict === false && !/\.mdx?$/i.test(name) ? true : verdict;
  };

// Category files are read only in the docs folder; anywhere else they are files like any other.
const isAssetPath = (relPath: string, docs: boolean): boolean =>
  !MARKDOWN_NAME.test(relPath) && !(docs && CATEGORY_FILE_NAMES.includes(path.posix.basename(relPath)));

/** The markdown files of a walk, and its other files as content-relative asset candidates. */
export function splitWalk(
  walked: WalkResult,
  contentSub: string,
  displayDir: string,
  docs: boolean,
): { markdown: WalkResult; assetFiles: { relPath: string; absPath: string; file: string }[] } {
  const assetFiles = walked.files
    .filter((f) => isAssetPath(f.relPath, docs))
    .map((f) => ({
      relPath: path.posix.join(contentSub, f.relPath),
      absPath: f.absPath,
      file: `${displayDir}/${f.relPath}`,
    }));
  return {
    markdown: { ...walked, files: walked.files.filter((f) => !isAssetPath(f.relPath, docs)) },
    assetFiles,
  };
}

/** The source files of a walk. */
export function toSources(kind: ContentKind, displayDir: string, walked: WalkResult): SourceFile[] {
  return walked.files.map((f) => ({
    kind,
    relPath: f.relPath,
    file: `${displayDir}/${f.relPath}`,
    absPath: f.absPath,
  }));
}

/** The category files of a docs folder's walk, one per folder. */
export function collectCategories(
  docs: WalkResult,
  displayDir: string,
): { categories: CategoryMeta[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const chosen = new Map<string, { absPath: string; file: string }>();
  for (const f of docs.files) {
    const slash = f.relPath.lastIndexOf('/');
    const name = f.relPath.slice(slash + 1);
    if (!CATEGORY_FILE_NAMES.includes(name)) continue;
    const dir = slash === -1 ? '' : f.relPath.slice(0, slash);
    const file = `${displayDir}/${f.relPath}`;
    const first = chosen.get(dir);
    if (first) {
      const message = `this folder already has ${first.file}; keep only one category file per folder (this one is ignored)`;
      diagnostics.push(createDiagnostic('error', 'category-duplicate', file, message));
      continue;
    }
    chosen.set(dir, { absPath: f.absPath, file });
  }
  const loaded = [...chosen].map(([dir, c]) => loadCategory(c.absPath, c.file, dir));
  const categories: CategoryMeta[] = [];
  for (const result of loaded) {
    if (result.category) categories.push(result.category);
    appendAll(diagnostics, result.diagnostics);
  }
  categories.sort((a, b) => (a.dirRelPath < b.dirRelPath ? -1 : a.dirRelPath > b.dirRelPath ? 1 : 0));
  return { categories, diagnostics };
}
