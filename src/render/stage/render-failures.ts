// A page that failed to render, as a diagnostic: at the theme component's own file and line when one threw, else at
// the page's source.
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SitePage } from '../../model/site-types.ts';
import type { ThemeErrorLocation } from '../theme-overrides.ts';

/** A path as diagnostics name it: relative to the project root, with forward slashes. */
function projectPath(rootDir: string, file: string): string {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

/** The markdown file a page comes from, when it has one. */
function sourceFileOf(page: SitePage): string | undefined {
  if (page.kind === 'doc') return page.doc.entry.source.source.file;
  if (page.kind === 'page') return page.page.entry.source.source.file;
  if (page.kind === 'blog-post') return page.post.entry.source.source.file;
  return undefined;
}

/** The `render-failed` error of `page`, rendered in the project at `rootDir`. */
export function renderFailed(
  rootDir: string,
  page: SitePage,
  message: string,
  at?: ThemeErrorLocation,
): Diagnostic {
  const file = at ? projectPath(rootDir, at.file) : (sourceFileOf(page) ?? page.route);
  return createDiagnostic(
    'error',
    'render-failed',
    file,
    `rendering ${page.route} failed: ${message}`,
    at?.line,
    at?.column,
  );
}
