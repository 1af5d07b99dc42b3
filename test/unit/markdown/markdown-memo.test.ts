// Rebuilds in one process reuse rendered markdown bodies: unchanged bodies whose links still resolve the same way.
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../src/markdown/index.ts';
import type { LinkTables } from '../../../src/markdown/link-resolver.ts';
import { renderMarkdownJob, type MarkdownJob } from '../../../src/markdown/jobs.ts';
import { renderMarkdownMemo } from '../../../src/markdown/memo.ts';
import { resolveConfig } from '../../../src/config/resolve.ts';

const options = resolveConfig(
  { title: 'T', url: 'https://t.example' },
  { configFile: null, rootDir: process.cwd() },
).markdown;
const job = (file: string, body: string, route: string): MarkdownJob => ({
  body,
  file: `content/docs/${file}`,
  bodyLineOffset: 0,
  contentRelPath: `docs/${file}`,
  route,
});
const tables = (routes: [string, string][]): LinkTables => ({
  urls: { baseUrl: '/', trailingSlash: undefined },
  routeBySource: new Map(routes),
  staticFiles: new Map(),
});

describe('the markdown memo', () => {
  it('renders only new or changed bodies, and again those whose link answers changed', async () => {
    const renderer = await createMarkdownRenderer(options);
    const rendered: string[] = [];
    const render = (t: LinkTables) => (jobs: MarkdownJob[]) => {
      rendered.push(...jobs.map((j) => j.file));
      return jobs.map((j) => Promise.resolve(renderMarkdownJob(renderer, t, j)));
    };
    const memoRender = async (...args: Parameters<typeof renderMarkdownMemo>) => {
      const renderings = renderMarkdownMemo(...args);
      expect(await renderings.done).toBe(rendered.length);
      return Promise.all(renderings.results);
    };
    const key = 'memo-test';
    const memos = new Map();
    const a = job('a.md', 'See [b](./b.md).', '/docs/a');
    const b = job('b.md', 'Plain text.', '/docs/b');
    const first = tables([
      ['docs/a.md', '/docs/a'],
      ['docs/b.md', '/docs/b'],
    ]);
    const out1 = await memoRender(memos, key, [a, b], first, render(first));
    expect(rendered).toEqual(['content/docs/a.md', 'content/docs/b.md']);
    expect(out1[0]!.html).toContain('href="/docs/b"');

    rendered.length = 0;
    const same = tables([
      ['docs/a.md', '/docs/a'],
      ['docs/b.md', '/docs/b'],
    ]);
    const b2 = job('b.md', 'Edited text.', '/docs/b');
    const entryOfA = memos.get(key).entries.get(a.file);
    const out2 = await memoRender(memos, key, [a, b2], same, render(same));
    expect(rendered).toEqual(['content/docs/b.md']);
    expect(out2[0]).toBe(out1[0]);
    // An unchanged body keeps its memo entry itself (a large site's rebuild makes no new entry for it).
    expect(memos.get(key).entries.get(a.file)).toBe(entryOfA);

    rendered.length = 0;
    const moved = tables([
      ['docs/a.md', '/docs/a'],
      ['docs/b.md', '/docs/moved-b'],
    ]);
    const b3 = { ...b2, route: '/docs/moved-b' };
    const out3 = await memoRender(memos, key, [a, b3], moved, render(moved));
    expect(rendered).toEqual(['content/docs/a.md', 'content/docs/b.md']);
    expect(out3[0]!.html).toContain('href="/docs/moved-b"');
  });
});
