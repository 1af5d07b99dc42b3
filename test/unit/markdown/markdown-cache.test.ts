// The markdown cache on disk: a build's renderings come back whole in the next process, the HTML stored as is after
// each shard's JSON, and a damaged shard drops the cache rather than giving wrong HTML.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadMarkdownCache,
  renderedJson,
  saveMarkdownCache,
  writeShards,
  type MarkdownCacheTarget,
} from '../../../src/markdown/cache.ts';
import type { RenderedJob } from '../../../src/markdown/jobs.ts';
import { bodyHash, createMarkdownMemory } from '../../../src/markdown/memo.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-md-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A target as a new session (a new process) has it: no memo yet. */
const freshTarget = (memoKey: string, rendererKey: string): MarkdownCacheTarget => ({
  dir,
  memoKey,
  rendererKey,
  memory: createMarkdownMemory(),
});

const rendered = (html: string, heading: string): RenderedJob => ({
  markdown: {
    html,
    headings: [{ depth: 2, text: heading, id: 'h' }],
    anchors: ['h'],
    links: [],
    sections: [{ id: 'h', heading, depth: 2, text: `About ${heading}` }],
    diagnostics: [],
  } as unknown as RenderedJob['markdown'],
  calls: [['link', './other.md', '/docs/other']],
});

// HTML with what JSON escapes, line breaks, and characters outside ASCII (two UTF-16 units for the emoji).
const jobs: Record<string, RenderedJob> = {
  'content/docs/a.md': rendered('<p class="x">"Quotes" & \\back\\slashes</p>\n<pre>\n\n</pre>\n', 'A'),
  'content/docs/b.md': rendered('<p>Café → 🚀 ok</p>\n', 'B'),
  'content/docs/c.md': rendered('', 'Empty'),
  'content/docs/d.md': rendered('<p>Held by the worker that rendered it.</p>', 'D'),
};

/** Saves the files above under `key` in a first process: one rendered here, one by a worker thread that kept it. */
async function saveAll(key: string): Promise<void> {
  const target = freshTarget(key, 'r1');
  const entries = new Map(
    Object.entries(jobs).map(([file, job], i) => [
      file,
      {
        place: `/docs/${i}\0${file}\0${i}`,
        body: `body ${i}`,
        rendered: job,
        // b.md came from a worker with several beside it (its cache form sent back), d.md from a pool's only worker.
        json: file.endsWith('b.md') ? renderedJson(job) : file.endsWith('d.md') ? null : undefined,
      },
    ]),
  );
  target.memory.memos.set(key, { tables: 'tables-1', entries });
  const held = jobs['content/docs/d.md']!;
  await saveMarkdownCache(target, (shards) =>
    Promise.resolve(
      writeShards(shards, (file) => {
        expect(file).toBe('content/docs/d.md');
        return [renderedJson(held), held.markdown.html];
      }),
    ),
  );
}

describe('the markdown cache', () => {
  it('gives the next process every rendering back as it was', async () => {
    await saveAll('site');
    const next = freshTarget('site', 'r1');
    loadMarkdownCache(next);
    const memo = next.memory.memos.get('site');
    expect(memo?.tables).toBe('tables-1');
    for (const [file, job] of Object.entries(jobs)) expect(memo?.entries.get(file)?.rendered).toEqual(job);
    expect(memo?.entries.get('content/docs/a.md')?.hash).toBe(bodyHash('body 0'));
  });

  it('stores the HTML after the JSON, unescaped', async () => {
    await saveAll('site');
    const texts = await Promise.all(
      (await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8')),
    );
    const withA = texts.find((text) => text.includes('content/docs/a.md'))!;
    const [json] = withA.split('\n', 1);
    expect(json).not.toContain('Quotes');
    expect(withA.slice(json!.length + 1)).toContain(jobs['content/docs/a.md']!.markdown.html);
  });

  it('drops the whole cache when a shard is damaged or made by other code', async () => {
    await saveAll('site');
    const names = await readdir(dir);
    const damaged = names.find((name) => name.endsWith('.json'))!;
    const text = await readFile(path.join(dir, damaged), 'utf8');
    await writeFile(path.join(dir, damaged), text.slice(0, -1));
    const next = freshTarget('site', 'r1');
    loadMarkdownCache(next);
    expect(next.memory.memos.get('site')).toBeUndefined();

    await saveAll('other');
    const later = freshTarget('other', 'r2');
    loadMarkdownCache(later);
    expect(later.memory.memos.get('other')).toBeUndefined();
  });
});
