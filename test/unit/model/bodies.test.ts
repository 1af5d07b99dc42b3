// The site model is made before its markdown bodies are all rendered (worker threads render them while this thread
// renders pages): it waits only for the bodies whose h1 gives a title, and each page for its own body.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolve.ts';
import type { ContentScan, FrontMatter, ParsedSource } from '../../../src/content/types.ts';
import { createMarkdownRenderer } from '../../../src/markdown/index.ts';
import { createSite } from '../../../src/model/create-site.ts';
import { renderMarkdownJob, type MarkdownJob, type RenderedJob } from '../../../src/markdown/jobs.ts';
import type { SitePage } from '../../../src/model/site-types.ts';
import { BodyPacer } from '../../../src/model/body-pacer.ts';
import { HeldSources } from '../../../src/model/held-sources.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const config = resolveConfig(
  { title: 'T', url: 'https://x.dev', blog: { path: 'blog' } },
  { configFile: null, rootDir: '/tmp/p' },
);

function source(
  kind: 'doc' | 'blog',
  relPath: string,
  body: string,
  frontMatter: FrontMatter = {},
): ParsedSource {
  const folder = kind === 'doc' ? 'docs' : 'blog';
  return {
    source: { kind, relPath, file: `content/${folder}/${relPath}`, absPath: `/abs/${relPath}` },
    frontMatter,
    body,
    bodyLineOffset: 0,
  };
}

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

/** A batch renderer whose jobs finish only when the test says so; `started` lists the jobs in the order given. */
async function heldRenderer() {
  const renderer = await createMarkdownRenderer(config.markdown);
  const held = new Map<string, () => void>();
  const started: string[] = [];
  const renderMarkdown = (jobs: MarkdownJob[], tables: Parameters<typeof renderMarkdownJob>[1]) =>
    jobs.map((job) => {
      started.push(job.file);
      return new Promise<RenderedJob>((resolve) =>
        held.set(job.file, () => resolve(renderMarkdownJob(renderer, tables, job))),
      );
    });
  const release = async (file: string): Promise<void> => {
    held.get(`content/${file}`)!();
    // Let the promise chains that record the body run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { renderer, renderMarkdown, started, release };
}

const docs = [
  source('doc', 'alpha.md', 'Alpha text.', { title: 'Alpha' }),
  source('doc', 'beta.md', '# Beta from its heading\n\nBeta text.'),
  source('doc', 'gamma.md', 'Gamma text with a [link](./alpha.md).', { title: 'Gamma' }),
];
const blog = [
  source('blog', '2024-01-02-first.md', 'First post.', { title: 'First' }),
  source('blog', '2024-02-03-second.md', 'Second post.', { title: 'Second' }),
];

describe('a site whose bodies are still being rendered', () => {
  it('is made once the bodies that give titles are done, and each page waits for its own body', async () => {
    const { renderer, renderMarkdown, started, release } = await heldRenderer();
    let made = false;
    const creating = createSite({ config, scan, docs, pages: [], blog, markdown: renderer, renderMarkdown });
    void creating.then(() => (made = true));
    // The untitled doc is rendered first; the site waits for it and for nothing else.
    expect(started[0]).toBe('content/docs/beta.md');
    expect(started).toHaveLength(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toBe(false);
    await release('docs/beta.md');
    const { site, markdown } = await creating;

    const doc = (id: string) => site.pages.find((p) => p.kind === 'doc' && p.doc.entry.id === id)!;
    const beta = doc('beta') as Extract<SitePage, { kind: 'doc' }>;
    expect(beta.doc.title).toBe('Beta from its heading');
    const labels = site.sidebars.get('docsSidebar')?.map((entry) => ('label' in entry ? entry.label : ''));
    expect(labels).toEqual(['Alpha', 'Beta from its heading', 'Gamma']);

    // Beta's page can be rendered now; Gamma's must wait for its body, which can't be read before.
    expect(markdown.ready(beta)).toBeUndefined();
    const gamma = doc('gamma') as Extract<SitePage, { kind: 'doc' }>;
    const gammaReady = markdown.ready(gamma);
    expect(gammaReady).toBeInstanceOf(Promise);
    expect(() => gamma.doc.markdown).toThrow(/content\/docs\/gamma\.md was read before it was rendered/);
    // Pages without a body never wait; a blog list waits for every post.
    const search = site.pages.find((p) => p.kind === 'search')!;
    expect(markdown.ready(search)).toBeUndefined();
    const list = site.pages.find((p) => p.kind === 'blog-list')!;
    const listReady = markdown.ready(list)!;
    let listDone = false;
    void listReady.then(() => (listDone = true));

    await release('docs/gamma.md');
    await gammaReady;
    expect(markdown.ready(gamma)).toBeUndefined();
    expect(gamma.doc.markdown.html).toContain('href="/docs/alpha"');

    let done = false;
    void markdown.done.then(() => (done = true));
    await release('docs/alpha.md');
    await release('blog/2024-01-02-first.md');
    expect(listDone).toBe(false);
    expect(done).toBe(false);
    await release('blog/2024-02-03-second.md');
    await listReady;
    expect((await markdown.done).rendered).toBe(5);
  });

  it('hands every body a failure when the renderer fails, to whoever waits for it', async () => {
    const renderer = await createMarkdownRenderer(config.markdown);
    const failing = (jobs: MarkdownJob[]) =>
      jobs.map((job) =>
        job.file.endsWith('gamma.md')
          ? Promise.reject(new Error('worker exited'))
          : Promise.resolve(
              renderMarkdownJob(
                renderer,
                { urls: config, routeBySource: new Map(), staticFiles: new Map() },
                job,
              ),
            ),
      );
    const { site, markdown } = await createSite({
      config,
      scan,
      docs,
      pages: [],
      blog: [],
      markdown: renderer,
      renderMarkdown: failing,
    });
    const gamma = site.pages.find((p) => p.kind === 'doc' && p.doc.entry.id === 'gamma')!;
    await expect(markdown.ready(gamma)).rejects.toThrow('worker exited');
    await expect(markdown.done).rejects.toThrow('worker exited');
  });
});

describe('a site that paces its bodies and holds its sources out of memory', () => {
  it('asks for the bodies its pages need, and moves each source body out once it is rendered', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-held-sources-'));
    try {
      const { renderer, renderMarkdown, release } = await heldRenderer();
      // Copies: holding a source changes it.
      const own = docs.map((d) => ({
        ...d,
        frontMatter: { ...d.frontMatter, description: `About ${d.source.relPath}` },
      }));
      const pacer = new BodyPacer(0);
      const heldSources = new HeldSources(dir);
      const creating = createSite({
        config,
        scan,
        docs: own,
        pages: [],
        blog,
        markdown: renderer,
        renderMarkdown,
        pacer,
        heldSources,
      });
      // The untitled body (Beta's) is asked for at once: the site is made only once it is in.
      expect(pacer.limit).toBe(1);
      const isHeld = (parsed: ParsedSource): boolean =>
        Object.getOwnPropertyDescriptor(parsed, 'body')?.get !== undefined;
      expect(own.some(isHeld)).toBe(false);
      await release('docs/beta.md');
      const { site, markdown } = await creating;
      const [alpha, beta, gamma] = own as [ParsedSource, ParsedSource, ParsedSource];
      expect(isHeld(beta)).toBe(true);
      expect(heldSources.held).toBe(1);
      expect(beta.body).toBe('# Beta from its heading\n\nBeta text.');
      expect(beta.frontMatter.description).toBe('About beta.md');
      expect(isHeld(gamma)).toBe(false);

      // Render order: Beta, then Alpha, Gamma, and the posts. Gamma's page asks for the first three.
      const gammaPage = site.pages.find((p) => p.kind === 'doc' && p.doc.entry.id === 'gamma')!;
      void markdown.ready(gammaPage);
      expect(pacer.limit).toBe(3);
      // A blog list needs every post: all of them.
      void markdown.ready(site.pages.find((p) => p.kind === 'blog-list')!);
      expect(pacer.limit).toBe(Number.POSITIVE_INFINITY);

      await release('docs/alpha.md');
      await release('docs/gamma.md');
      expect(isHeld(alpha) && isHeld(gamma)).toBe(true);
      expect(gamma.body).toBe('Gamma text with a [link](./alpha.md).');
      heldSources.close();
      expect(() => gamma.body).toThrow(/content\/docs\/gamma\.md was read after its build ended/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
