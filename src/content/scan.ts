import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { readContentAssets } from './assets.ts';
import type { ContentScan, StaticAsset } from './types.ts';
import { errorCode, isInside, walkFolder } from './walk.ts';
import { appendAll } from '../shared/append-all.ts';
import {
  acceptDocsFile,
  acceptMarkdown,
  collectCategories,
  splitWalk,
  toSources,
  withAssets,
} from './scan-parts.ts';
import {
  createDocsExclusion,
  docsFolderDiagnostics,
  folderOf,
  resolveSections,
  sectionsInsideDocs,
  toPosix,
  walkSection,
} from './scan-sections.ts';
import { scanVersions, type DocsFolderScan } from './scan-versions.ts';
import { isFolder, versionsLayoutOf } from './versions.ts';

export { acceptMarkdown } from './scan-parts.ts';

/** Where the content lives, as the resolved config gives it. */
export interface ScanOptions {
  /** Absolute project root. */
  rootDir: string;
  /** Content folder, relative to `rootDir` (for example `'content'`). */
  contentDir: string;
  /** Docs folder inside the content folder (for example `'docs'`). */
  docsPath: string;
  /** Files or folders inside the docs folder that build no page. */
  docsExclude?: readonly string[] | undefined;
  /** Pages folder inside the content folder. Default: `'pages'`. */
  pagesPath?: string | undefined;
  /** Static files' folder inside the content folder. Default: `'static'`. */
  staticPath?: string | undefined;
  /** Folder of images and files apart from the pages, inside the content folder (`assetsDir`). Default: none. */
  assetsPath?: string | undefined;
  /** Blog folder inside the content folder, or `false` when the blog is off. */
  blogPath: string | false;
  /** Authors file inside the blog folder (for example `'authors.yml'`). */
  authorsMapPath: string;
  /** The blog's tags file (label, description and permalink per tag key); none when left out or false. */
  tagsMapPath?: string | false | undefined;
  /** Released docs versions to read (`docs.onlyIncludeVersions`); default: every one `versions.json` lists. */
  onlyIncludeVersions?: readonly string[] | undefined;
}

const DEFAULT_PAGES_DIR = 'pages';
const STATIC_DIR = 'static';

function resolveContentDir(rootDir: string, contentDir: string): { abs: string; real: string } {
  const abs = path.resolve(rootDir, contentDir);
  const display = toPosix(path.relative(rootDir, abs)) || '.';
  const stop = (message: string): never => {
    throw new DiagnosticError([createDiagnostic('error', 'content-dir-missing', display, message)], 2);
  };
  try {
    if (!statSync(abs).isDirectory())
      stop(`content folder is not a folder: ${display}; point contentDir at a folder`);
    return { abs, real: realpathSync(abs) };
  } catch (error) {
    if (error instanceof DiagnosticError) throw error;
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') {
      return stop(`content folder not found: ${display}; create it or set contentDir`);
    }
    return stop(`content folder cannot be read: ${display} (${errorCode(error)}); check its permissions`);
  }
}

// A docs folder may hold the pages folder (or the reverse): each file is an asset once.
function uniqueByPath<T extends { relPath: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((f) => {
    if (seen.has(f.relPath)) return false;
    seen.add(f.relPath);
    return true;
  });
}

function findBlogFile(blogAbs: string, fileName: string, contentReal: string): string | undefined {
  const abs = path.resolve(blogAbs, fileName);
  try {
    return statSync(abs).isFile() && isInside(realpathSync(abs), contentReal) ? abs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lists the content folder: docs, pages and blog sources, docs category files and folders, static assets. Kept
 * async for its callers; the file system calls are synchronous (see walkFolder).
 */
export async function scanContent(options: ScanOptions): Promise<ContentScan> {
  const content = resolveContentDir(options.rootDir, options.contentDir);
  const sections = resolveSections(options.rootDir, content, {
    docs: options.docsPath,
    pages: options.pagesPath ?? DEFAULT_PAGES_DIR,
    blog: options.blogPath,
    static: options.staticPath ?? STATIC_DIR,
  });
  const docsWalk = walkSection(sections.docs, acceptDocsFile);
  const pagesWalk = walkSection(sections.pages, acceptMarkdown);
  const blogWalk = sections.blog ? walkSection(sections.blog, acceptMarkdown) : undefined;
  const docs = docsWalk.markdown;
  const pages = pagesWalk.markdown;
  const blog = blogWalk?.markdown ?? { files: [], dirs: [], diagnostics: [] };
  const assetsWalk = options.assetsPath === undefined ? undefined : walkAssetsFolder(content, options);
  const contentAssets = readContentAssets(
    uniqueByPath([
      ...docsWalk.assetFiles,
      ...pagesWalk.assetFiles,
      ...(blogWalk?.assetFiles ?? []),
      ...(assetsWalk?.assetFiles ?? []),
    ]),
  );
  const statics = walkFolder({
    ...folderOf(sections.static),
    acceptFile: () => true,
    skipUnderscoreDirs: false,
  });
  const { categories, diagnostics: categoryDiagnostics } = collectCategories(docs, sections.docs.displayDir);
  const versionsLayout = versionsLayoutOf(options.rootDir, options.contentDir, options.docsPath);
  const excluded = createDocsExclusion([
    ...(options.docsExclude ?? []),
    ...sectionsInsideDocs(sections, content.abs, versionsLayout),
  ]);
  const docFiles = {
    ...docs,
    files: docs.files.filter((f) => /\.mdx?$/.test(f.relPath) && !excluded(f.relPath)),
  };
  // Folders inside one another (the pages folder at the content folder's root, the docs in it: a VitePress layout)
  // give each file to one of them: the docs first, then the blog and the static files; the pages folder keeps the rest.
  const taken = new Set([...docFiles.files, ...blog.files, ...statics.files].map((f) => f.absPath));
  const pageFiles = { ...pages, files: pages.files.filter((f) => !taken.has(f.absPath)) };
  const versions = scanVersions(versionsLayout, options.onlyIncludeVersions, (absDir, displayDir) =>
    readVersionDocsFolder(content, absDir, displayDir),
  );
  const diagnostics: Diagnostic[] = [];
  for (const found of [
    docsFolderDiagnostics(sections.docs),
    docs.diagnostics,
    categoryDiagnostics,
    pages.diagnostics,
    blog.diagnostics,
    statics.diagnostics,
    contentAssets.diagnostics,
    assetsWalk?.markdown.diagnostics ?? [],
    versions.diagnostics,
  ])
    appendAll(diagnostics, found);
  // A static folder that holds the docs (an MkDocs site's docs_dir) copies their other files, not their sources.
  const holdsDocs = !path.relative(sections.static.absDir, sections.docs.absDir).startsWith('..');
  const staticAssets: StaticAsset[] = statics.files
    .filter((f) => !holdsDocs || !/\.mdx?$/i.test(f.relPath))
    .map((f) => ({ relPath: f.relPath, absPath: f.absPath }));
  const blogDir = sections.blog?.absDir;
  return {
    docs: [...toSources('doc', sections.docs.displayDir, docFiles), ...versions.docs],
    pages: toSources('page', sections.pages.displayDir, pageFiles),
    blog: sections.blog ? toSources('blog', sections.blog.displayDir, blog) : [],
    categories,
    docDirs: docs.dirs,
    staticAssets,
    contentAssets: versions.assets.length
      ? [...contentAssets.assets, ...versions.assets]
      : contentAssets.assets,
    versions: versions.versions,
    versionNames: versions.versions && versions.names,
    blogFolderMissing: blogDir !== undefined && !isFolder(blogDir),
    authorsFile: blogDir ? findBlogFile(blogDir, options.authorsMapPath, content.real) : undefined,
    tagsFile:
      blogDir && options.tagsMapPath ? findBlogFile(blogDir, options.tagsMapPath, content.real) : undefined,
    diagnostics,
  };
}

// The assets folder (`assetsDir`): its files are assets as those beside the pages are; its markdown builds nothing.
function walkAssetsFolder(
  content: { abs: string; real: string },
  options: ScanOptions,
): ReturnType<typeof walkSection> {
  const sub = options.assetsPath!;
  const sections = resolveSections(options.rootDir, content, {
    docs: sub,
    pages: sub,
    blog: false,
    static: sub,
  });
  return walkSection(sections.docs, acceptMarkdown);
}

/** One released version's docs folder, read as the docs folder is. */
function readVersionDocsFolder(
  content: { abs: string; real: string },
  absDir: string,
  displayDir: string,
): DocsFolderScan {
  const contentSub = toPosix(path.relative(content.abs, absDir));
  const walked = splitWalk(
    walkFolder({
      absDir,
      displayDir,
      contentReal: content.real,
      acceptFile: withAssets(acceptDocsFile),
      skipUnderscoreDirs: true,
    }),
    contentSub,
    displayDir,
    true,
  );
  const found = collectCategories(walked.markdown, displayDir);
  // Files beside a version's docs are its assets when the versions sit inside the content folder.
  const assets = contentSub.startsWith('..') ? undefined : readContentAssets(walked.assetFiles);
  return {
    docs: toSources('doc', displayDir, {
      ...walked.markdown,
      files: walked.markdown.files.filter((f) => /\.mdx?$/.test(f.relPath)),
    }),
    categories: found.categories,
    docDirs: walked.markdown.dirs,
    assets: assets?.assets ?? [],
    diagnostics: [...walked.markdown.diagnostics, ...found.diagnostics, ...(assets?.diagnostics ?? [])],
  };
}
