// Which pages have a plain-markdown twin (`<page URL>.md`) and where it goes. The render stage writes the twins and the
// llms files from this list; the link checks count the twins as files of the site.
import type { Site, SitePage } from './site-types.ts';
import type { ContentEntry, Rendered } from './types.ts';
import { trimTrailingSlashes } from '../shared/urls.ts';

/** A page with a markdown twin: a primary doc or a blog post. */
export interface TwinPage {
  kind: 'doc' | 'blog-post';
  /** The page's route. */
  route: string;
  /** The twin's route: the page's route without a trailing slash, plus `.md` (`/` → `/index.md`). */
  twinRoute: string;
  rendered: Rendered<ContentEntry>;
}

/** The route of a page's markdown twin: `/docs/intro` and `/docs/intro/` → `/docs/intro.md`, `/` → `/index.md`. */
export function twinRouteOf(route: string): string {
  const trimmed = trimTrailingSlashes(route);
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The page as a twin page when it has one: docs that are not mirrors, and blog posts. */
export function twinPageOf(page: SitePage): TwinPage | undefined {
  if (page.kind === 'doc' && page.canonicalRoute === undefined)
    return { kind: 'doc', route: page.route, twinRoute: twinRouteOf(page.route), rendered: page.doc };
  if (page.kind === 'blog-post')
    return { kind: 'blog-post', route: page.route, twinRoute: twinRouteOf(page.route), rendered: page.post };
  return undefined;
}

/** Every page of the site with a markdown twin, in the site's page order; none when `llms.twins` is off. */
export function collectTwinPages(site: Site): TwinPage[] {
  if (!site.config.llms.twins) return [];
  const twins: TwinPage[] = [];
  for (const page of site.pages) {
    const twin = twinPageOf(page);
    if (twin) twins.push(twin);
  }
  return twins;
}

/** True for an entry the llms files list: neither unlisted nor a draft (serve builds drafts). */
export function isListedForLlms(rendered: Rendered<ContentEntry>): boolean {
  const fm = rendered.entry.source.frontMatter;
  return fm.unlisted !== true && fm.draft !== true;
}
