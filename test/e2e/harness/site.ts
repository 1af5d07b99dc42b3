// The site a browser test runs against: the sample site (default) or a real build (DOCSGEN_E2E_SITE_DIR).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_KINDS, type SampleKind, type SampleOptions } from '../../unit/templates/sample-props.ts';
import { realSiteBuild } from './real-site.ts';
import { serveStatic } from './serve.ts';
import { renderSampleSite, SAMPLE_PAGE_PATHS, type ThemeAssets } from './render-sample-site.tsx';

/** A page kind the tests visit. */
export type PageKind = SampleKind;

/** Every page kind, in the order tests list them. */
export const PAGE_KINDS: readonly PageKind[] = SAMPLE_KINDS;

/** URL paths of the real `build/` output, per page kind (override with DOCSGEN_E2E_PATHS as JSON). */
export const BUILD_PAGE_PATHS: Record<PageKind, string> = {
  home: '/',
  doc: '/docs/user-guide/int-players/intro',
  category: '/docs/category/interplanetary-players',
  page: '/markdown-page',
  'blog-list': '/blog',
  // The lead sets the real post path (DOCSGEN_E2E_PATHS) once the sample blog exists.
  'blog-post': '/blog/welcome',
  'blog-tags': '/blog/tags',
  'blog-authors': '/blog/authors',
  'blog-archive': '/blog/archive',
  search: '/search',
  'not-found': '/this-page-does-not-exist',
};

/** A served site and where its page kinds are. */
export interface SiteUnderTest {
  origin: string;
  paths: Record<PageKind, string>;
  /** Absolute URL of a page kind. */
  url(kind: PageKind): string;
  /** True for the generated sample site (its settings can be varied); false for a real build. */
  sample: boolean;
  /** The folder being served. */
  dir: string;
  close(): Promise<void>;
}

/** Serves `dir` as a site whose page kinds are at `paths`; `close` stops the server, then runs `cleanUp`. */
export async function serveSite(
  dir: string,
  paths: Record<PageKind, string>,
  sample: boolean,
  cleanUp: () => Promise<void> = async () => undefined,
): Promise<SiteUnderTest> {
  const server = await serveStatic(dir);
  const close = async (): Promise<void> => {
    await server.close();
    await cleanUp();
  };
  return { origin: server.origin, paths, sample, dir, close, url: (kind) => server.origin + paths[kind] };
}

/** Renders the sample site with `options` into a temp folder and serves it. */
export async function startSampleSite(
  options: SampleOptions = {},
  assets?: ThemeAssets,
): Promise<SiteUnderTest> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-sample-'));
  await renderSampleSite(dir, options, assets);
  return serveSite(dir, SAMPLE_PAGE_PATHS, true, () => rm(dir, { recursive: true, force: true }));
}

/** The site for tests that need no special settings: a real build when DOCSGEN_E2E_SITE_DIR is set, else the sample. */
export async function startSiteUnderTest(): Promise<SiteUnderTest> {
  const dir = process.env.DOCSGEN_E2E_SITE_DIR;
  if (!dir) return startSampleSite();
  const paths = {
    ...BUILD_PAGE_PATHS,
    ...(JSON.parse(process.env.DOCSGEN_E2E_PATHS ?? '{}') as Partial<Record<PageKind, string>>),
  };
  return serveSite(dir, paths, false);
}

/**
 * The real site served, whatever else the run includes: the run's shared build when the global setup made one (or the
 * caller gave DOCSGEN_E2E_SITE_DIR), else a build of its own, removed on close.
 */
export async function startRealSite(): Promise<SiteUnderTest> {
  const built = await realSiteBuild();
  return serveSite(built.dir, { ...BUILD_PAGE_PATHS, ...built.paths }, false, () => built.close());
}
