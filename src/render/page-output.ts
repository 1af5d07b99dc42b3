// A page of the site as one output file, rendered on this thread (serve renders each page when it is first asked for).
import path from 'node:path';
import { isNotFoundPage, type SitePage } from '../model/site-types.ts';
import { routeOutFile } from '../shared/urls.ts';
import { createPageProps } from './props/page-props.ts';
import type { RenderContext } from './render-context.ts';
import { renderPageHtml } from './render-page.ts';
import { renderFailure } from './theme-overrides.ts';

/** The output file of a page. */
export function pageOutFile(page: SitePage, trailingSlash: boolean | undefined): string {
  return isNotFoundPage(page) ? '404.html' : routeOutFile(page.route, trailingSlash);
}

/** Renders one page of the site now (serve renders pages when they are asked for). */
export function renderPageNow(context: RenderContext, page: SitePage): string {
  const { theme } = context;
  try {
    return renderPageHtml(createPageProps(context, page), context.markup, theme?.components);
  } catch (error) {
    const failure = renderFailure(error, theme);
    if (!failure.at) throw error;
    const file = path.relative(context.site.config.rootDir, failure.at.file).split(path.sep).join('/');
    throw new Error(`${file}:${failure.at.line}:${failure.at.column}: ${failure.error}`, { cause: error });
  }
}
