// serve's fast path: a rebuild where only the bodies of docs or pages changed is made from the last site (its
// sidebars, pages and diagnostics kept, the edited bodies swapped); any other change makes the site afresh.
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolve.ts';
import type { ContentScan, FrontMatter, ParsedSource } from '../../../src/content/types.ts';
import { createMarkdownRenderer } from '../../../src/markdown/index.ts';
import { createMarkdownMemory } from '../../../src/markdown/memo.ts';
import type { MarkdownRenderer } from '../../../src/markdown/types.ts';
import { createSite } from '../../../src/model/create-site.ts';
import { createModelMemory, type ModelMemory, type SiteInput } from '../../../src/model/site-input.ts';
import type { MadeSite } from '../../../src/model/site-patch.ts';
import type { Site } from '../../../src/model/site-types.ts';

const config = resolveConfig(
  { title: 'T', url: 'https://x.dev', blog: { path: 'blog' } },
  { configFile: null, rootDir: '/virtual/project' },
);

function source(
  kind: 'doc' | 'page' | 'blog',
  relPath: string,
  body: string,
  fm: FrontMatter = {},
): ParsedSource {
  const folder = kind === 'doc' ? 'docs' : kind === 'page' ? 'pages' : 'blog';
  return {
    source: { kind, relPath, file: `content/${folder}/${relPath}`, absPath: `/abs/${folder}/${relPath}` },
    frontMatter: fm,
    body,
    bodyLineOffset: 0,
  };
}

/** The same file with another body (or other fields), as serve's reparse of an edited file gives it. */
const edited = (parsed: ParsedSource, change: Partial<ParsedSource>): ParsedSource => ({
  ...parsed,
  frontMatter: { ...parsed.frontMatter },
  ...change,
});

const scan: ContentScan = {
  docs: [],
  pages: [],
  blog: [],
  categories: [],
  docDirs: [''],
  staticAssets: [],
  contentAssets: [],
  authorsFile: undefined,
  diagnostics: [],
};

const alpha = source('doc', 'alpha.md', 'Alpha text.', { title: 'Alpha' });
const beta = source('doc', 'beta.md', '# Beta heading\n\nBeta text.');
const draft = source('doc', 'draft.md', 'Draft text.', { title: 'Draft', draft: true });
const about = source('page', 'about.md', 'About text.', { title: 'About' });
const post = source('blog', '2024-01-02-first.md', 'First post.', { title: 'First' });

let renderer: MarkdownRenderer;
let memory: ModelMemory;
let first: MadeSite;

async function build(change: Partial<SiteInput> = {}): Promise<MadeSite> {
  const made = await createSite({
    config,
    scan,
    docs: [alpha, beta, draft],
    pages: [about],
    blog: [post],
    markdown: renderer,
    memory,
    siteMemoKey: 'site',
    ...change,
  });
  await made.markdown.done;
  return made;
}

const htmlAt = (site: Site, route: string): string => {
  const page = site.pages.find((p) => p.route === route);
  if (page?.kind === 'doc') return page.doc.markdown.html;
  if (page?.kind === 'page') return page.page.markdown.html;
  if (page?.kind === 'blog-post') return page.post.markdown.html;
  throw new Error(`no page with a body at ${route}`);
};

const sidebarLabels = (site: Site): string[] =>
  (site.sidebars.get('docsSidebar') ?? []).map((e) => ('label' in e ? e.label : ''));

/** True when `next` was made from `last` (its sidebars and untouched pages are the same objects). */
const patchedFrom = (next: Site, last: Site): boolean =>
  next.sidebars === last.sidebars &&
  next.pages.find((p) => p.kind === 'search') === last.pages.find((p) => p.kind === 'search');

beforeEach(async () => {
  renderer ??= await createMarkdownRenderer(config.markdown);
  memory = createModelMemory(createMarkdownMemory());
  first = await build();
});

describe('a rebuild where only bodies changed', () => {
  it("is the last site with the edited doc's and page's bodies swapped", async () => {
    const alpha2 = edited(alpha, { body: 'Alpha rewritten.' });
    const about2 = edited(about, { body: 'About rewritten.' });
    const next = await build({ docs: [alpha2, beta, draft], pages: [about2] });
    expect(patchedFrom(next.site, first.site)).toBe(true);
    expect(htmlAt(next.site, '/docs/alpha')).toContain('Alpha rewritten.');
    expect(htmlAt(next.site, '/about')).toContain('About rewritten.');
    expect(next.site.docsById.get('alpha')?.markdown.html).toContain('Alpha rewritten.');
    expect(next.site.docsById.get('alpha')?.entry.source).toBe(alpha2);
    // What was not edited is what the last site had.
    expect(htmlAt(next.site, '/docs/beta')).toBe(htmlAt(first.site, '/docs/beta'));
    expect(next.site.docsById.get('beta')).toBe(first.site.docsById.get('beta'));
    expect(next.site.pages.map((p) => p.route)).toEqual(first.site.pages.map((p) => p.route));
    // The last site is left as it was.
    expect(htmlAt(first.site, '/docs/alpha')).toContain('Alpha text.');
  });

  it('is patched again from the patched site on the next edit of the same file', async () => {
    const alpha2 = edited(alpha, { body: 'Second version.' });
    const second = await build({ docs: [alpha2, beta, draft] });
    const third = await build({ docs: [edited(alpha2, { body: 'Third version.' }), beta, draft] });
    expect(patchedFrom(third.site, first.site)).toBe(true);
    expect(htmlAt(third.site, '/docs/alpha')).toContain('Third version.');
    expect(htmlAt(second.site, '/docs/alpha')).toContain('Second version.');
  });

  it('keeps the h1 title when the body edit keeps it', async () => {
    const next = await build({
      docs: [alpha, edited(beta, { body: '# Beta heading\n\nOther text.' }), draft],
    });
    expect(patchedFrom(next.site, first.site)).toBe(true);
    expect(htmlAt(next.site, '/docs/beta')).toContain('Other text.');
    expect(next.site.docsById.get('beta')?.title).toBe('Beta heading');
  });

  it("gives the last site's own diagnostics and this build's last updates", async () => {
    const upper = source('doc', 'ALPHA.md', 'Upper.');
    const withProblem = await build({ docs: [alpha, beta, draft, upper] });
    expect(withProblem.diagnostics.map((d) => d.code)).toEqual(['duplicate-route-case']);
    const lastUpdates = new Map([['content/docs/alpha.md', { time: 1714953600, author: 'Ann' }]]);
    const next = await build({
      docs: [edited(alpha, { body: 'New.' }), beta, draft, upper],
      lastUpdates,
    });
    expect(patchedFrom(next.site, withProblem.site)).toBe(true);
    expect(next.diagnostics).toEqual(withProblem.diagnostics);
    expect(next.site.lastUpdates).toBe(lastUpdates);
    expect(htmlAt(next.site, '/docs/alpha')).toContain('New.');
  });

  it('leaves a draft left out of the site out when only its body changed', async () => {
    const next = await build({ docs: [alpha, beta, edited(draft, { body: 'Draft rewritten.' })] });
    expect(patchedFrom(next.site, first.site)).toBe(true);
    expect(next.site.pages.some((p) => p.route === '/docs/draft')).toBe(false);
  });

  it('patches past a doc whose id another doc took first, which is not in the site', async () => {
    const x = source('doc', 'x.md', 'X.', { id: 'dup', slug: 'x' });
    const y = source('doc', 'y.md', 'Y.', { id: 'dup', slug: 'y' });
    const withDuplicate = await build({ docs: [alpha, beta, draft, x, y] });
    expect(withDuplicate.diagnostics.map((d) => d.code)).toEqual(['duplicate-doc-id']);
    const next = await build({
      docs: [edited(alpha, { body: 'A2.' }), beta, draft, x, edited(y, { body: 'Y2.' })],
    });
    expect(patchedFrom(next.site, withDuplicate.site)).toBe(true);
    expect(htmlAt(next.site, '/docs/alpha')).toContain('A2.');
    expect(next.site.pages.some((p) => p.route === '/docs/y')).toBe(false);
  });

  it('is the same site when nothing changed', async () => {
    const next = await build();
    expect(patchedFrom(next.site, first.site)).toBe(true);
    expect(next.site.pages).toBe(first.site.pages);
  });
});

describe('a rebuild made afresh', () => {
  it('when a front matter field changed', async () => {
    const next = await build({
      docs: [edited(alpha, { frontMatter: { title: 'Alpha renamed' } }), beta, draft],
    });
    expect(patchedFrom(next.site, first.site)).toBe(false);
    expect(sidebarLabels(next.site)).toEqual(['Alpha renamed', 'Beta heading']);
  });

  it("when a body's h1 gives a new title", async () => {
    const next = await build({
      docs: [alpha, edited(beta, { body: '# Beta renamed\n\nBeta text.' }), draft],
    });
    expect(patchedFrom(next.site, first.site)).toBe(false);
    expect(sidebarLabels(next.site)).toEqual(['Alpha', 'Beta renamed']);
    expect(sidebarLabels(first.site)).toEqual(['Alpha', 'Beta heading']);
  });

  it('when a blog post changed, even its body only', async () => {
    const next = await build({ blog: [edited(post, { body: 'First post, edited.' })] });
    expect(patchedFrom(next.site, first.site)).toBe(false);
    expect(htmlAt(next.site, '/blog/2024/01/02/first')).toContain('First post, edited.');
  });

  it('when a file was added or its body moved within the file', async () => {
    const added = await build({
      docs: [alpha, beta, draft, source('doc', 'gamma.md', 'G.', { title: 'G' })],
    });
    expect(patchedFrom(added.site, first.site)).toBe(false);
    expect(sidebarLabels(added.site)).toEqual(['Alpha', 'Beta heading', 'G']);
    const again = await build();
    const moved = await build({ docs: [edited(alpha, { bodyLineOffset: 3 }), beta, draft] });
    expect(patchedFrom(moved.site, again.site)).toBe(false);
  });

  it('when a file took the place of another in the list', async () => {
    const other = source('doc', 'alpha.md', 'Alpha text.', { title: 'Alpha' });
    const next = await build({ docs: [other, beta, draft] });
    expect(patchedFrom(next.site, first.site)).toBe(false);
  });

  it('when the config, the scan or the drafts setting changed', async () => {
    const otherConfig = { ...config };
    const a = await build({ config: otherConfig });
    expect(patchedFrom(a.site, first.site)).toBe(false);
    const otherScan = { ...scan };
    const b = await build({ config: otherConfig, scan: otherScan });
    expect(patchedFrom(b.site, a.site)).toBe(false);
    const c = await build({ config: otherConfig, scan: otherScan, includeDrafts: true });
    expect(patchedFrom(c.site, b.site)).toBe(false);
    expect(c.site.pages.some((p) => p.route === '/docs/draft')).toBe(true);
  });

  it('when no site was kept under that key', async () => {
    const next = await build({
      siteMemoKey: 'other',
      docs: [edited(alpha, { body: 'Changed.' }), beta, draft],
    });
    expect(patchedFrom(next.site, first.site)).toBe(false);
    expect(htmlAt(next.site, '/docs/alpha')).toContain('Changed.');
  });
});
