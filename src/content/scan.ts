import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { readContentAssets } from './assets.ts';
import type { ContentScan, StaticAsset } from './types.ts';
import { errorCode, isInside, walkFolder, type FileFilter, type WalkResult } from './walk.ts';
import { appendAll } from '../shared/append-all.ts';
import {
  acceptDocsFile,
  acceptMarkdown,
  collectCategories,
  splitWalk,
  toSources,
  withAssets,
} from './scan-parts.ts';
import { scanVersions } from './scan-versions.ts';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, versionsLayoutOf } from './versions.ts';

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

function toPosix(p: string): string {
  return p.split(path.sep).join('/').normalize('NFC');
}

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

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

function findAuthorsFile(blogAbs: string, authorsMapPath: string, contentReal: string): string | undefined {
  const abs = path.resolve(blogAbs, authorsMapPath);
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
  const display = toPosix(path.relative(options.rootDir, content.abs)) || '.';
  const section = (sub: string) => ({
    absDir: path.resolve(content.abs, sub),
    displayDir: path.posix.join(display, toPosix(sub)),
    contentReal: content.real,
  });
  const pagesPath = options.pagesPath ?? DEFAULT_PAGES_DIR;
  const docsSection = section(options.docsPath);
  const pagesSection = section(pagesPath);
  const blogSection = options.blogPath === false ? undefined : section(options.blogPath);
  const staticPath = options.staticPath ?? STATIC_DIR;
  const staticSection = section(staticPath);

  const empty: WalkResult = { files: [], dirs: [], diagnostics: [] };
  const walkSection = (sec: ReturnType<typeof section>, sub: string, accept: FileFilter) =>
    splitWalk(
      walkFolder({ ...sec, acceptFile: withAssets(accept), skipUnderscoreDirs: true }),
      toPosix(path.posix.normalize(sub)),
      sec.displayDir,
      accept === acceptDocsFile,
    );
  const docsWalk = walkSection(docsSection, options.docsPath, acceptDocsFile);
  const pagesWalk = walkSection(pagesSection, pagesPath, acceptMarkdown);
  const blogWalk =
    blogSection && options.blogPath !== false
      ? walkSection(blogSection, options.blogPath, acceptMarkdown)
      : undefined;
  const docs = docsWalk.markdown;
  const pages = pagesWalk.markdown;
  const blog = blogWalk?.markdown ?? empty;
  const contentAssets = readContentAssets(
    uniqueByPath([...docsWalk.assetFiles, ...pagesWalk.assetFiles, ...(blogWalk?.assetFiles ?? [])]),
  );
  const statics = walkFolder({ ...staticSection, acceptFile: () => true, skipUnderscoreDirs: false });
  const docsExists = isFolder(docsSection.absDir);

  const diagnostics: Diagnostic[] = [];
  if (!docsExists) {
    const message = `docs folder not found: ${docsSection.displayDir}; create it or set docs.path`;
    diagnostics.push(createDiagnostic('warning', 'docs-dir-missing', docsSection.displayDir, message));
  }
  const { categories, diagnostics: categoryDiagnostics } = collectCategories(docs, docsSection.displayDir);
  // The pages, blog and static folders inside the docs folder (an MkDocs layout: `docs.path: '.'`) are not docs.
  const versionsLayout = versionsLayoutOf(options.rootDir, options.contentDir, options.docsPath);
  const otherSections = [
    pagesPath,
    staticPath,
    ...(options.blogPath === false ? [] : [options.blogPath]),
    // The versions sit inside the docs folder only when it is the project folder.
    ...[VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR].map((d) =>
      toPosix(path.relative(content.abs, path.join(versionsLayout.baseDir, d))),
    ),
  ]
    .map((sub) => path.posix.relative(path.posix.normalize(toPosix(options.docsPath)), toPosix(sub)))
    .filter((rel) => rel !== '' && !rel.startsWith('..'));
  const excluded = (relPath: string): boolean =>
    [...(options.docsExclude ?? []), ...otherSections].some((entry) => {
      const rel = path.posix.normalize(entry).replace(/^\.\/|\/+$/g, '');
      return relPath === rel || relPath.startsWith(`${rel}/`);
    });
  const docFiles = {
    ...docs,
    files: docs.files.filter((f) => /\.mdx?$/.test(f.relPath) && !excluded(f.relPath)),
  };
  // Folders inside one another (the pages folder at the content folder's root, the docs in it: a VitePress layout)
  // give each file to one of them: the docs first, then the blog and the static files; the pages folder keeps the rest.
  const taken = new Set([...docFiles.files, ...blog.files, ...statics.files].map((f) => f.absPath));
  const pageFiles = { ...pages, files: pages.files.filter((f) => !taken.has(f.absPath)) };
  const staticAssets: StaticAsset[] = statics.files.map((f) => ({ relPath: f.relPath, absPath: f.absPath }));
  const authorsFile = blogSection
    ? findAuthorsFile(blogSection.absDir, options.authorsMapPath, content.real)
    : undefined;
  const tagsFile =
    blogSection && options.tagsMapPath
      ? findAuthorsFile(blogSection.absDir, options.tagsMapPath, content.real)
      : undefined;

  appendAll(diagnostics, docs.diagnostics);
  appendAll(diagnostics, categoryDiagnostics);
  appendAll(diagnostics, pages.diagnostics);
  appendAll(diagnostics, blog.diagnostics);
  appendAll(diagnostics, statics.diagnostics);
  appendAll(diagnostics, contentAssets.diagnostics);
  const versions = scanVersions(versionsLayout, options.onlyIncludeVersions, (absDir, displayDir) => {
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
  });
  appendAll(diagnostics, versions.diagnostics);
  return {
    docs: [...toSources('doc', docsSection.displayDir, docFiles), ...versions.docs],
    pages: toSources('page', pagesSection.displayDir, pageFiles),
    blog: blogSection ? toSources('blog', blogSection.displayDir, blog) : [],
    categories,
    docDirs: docs.dirs,
    staticAssets,
    contentAssets: versions.assets.length
      ? [...contentAssets.assets, ...versions.assets]
      : contentAssets.assets,
    versions: versions.versions,
    versionNames: versions.versions && versions.names,
    blogFolderMissing: blogSection !== undefined && !isFolder(blogSection.absDir),
    authorsFile,
    tagsFile,
    diagnostics,
  };
}
