// A post's reading time is counted from its words (headings, text and code, at 200 words a minute) and shown on
// the post and in the blog's lists.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { fixtureFiles } from '../fixture-files.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-mini');
let dir = '';
afterAll(async () => rm(dir, { recursive: true, force: true }));

const words = (n: number, word: string): string => Array.from({ length: n }, () => word).join(' ');

describe('blog reading time', () => {
  it('counts the words of the whole post, not only of its excerpt', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-reading-'));
    await cp(fixture, dir, { recursive: true, filter: fixtureFiles });
    // 2 + 100 + 2 + 1,000 + 100 words: 1,204 words, 6 minutes (the excerpt alone would be 1 minute).
    const body = [
      '# Long post',
      words(100, 'intro'),
      '<!-- truncate -->',
      '## More words',
      words(1000, 'body'),
      '```js',
      words(100, 'code'),
      '```',
    ].join('\n\n');
    await writeFile(
      path.join(dir, 'content/blog/2024-01-01-hello.md'),
      `---\nauthors: [team]\ntags: [news]\n---\n\n${body}\n`,
    );
    const result = await build({ cwd: dir, output: 'memory' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = (file: string): string => String(result.memory!.files.get(file));
    expect(page('blog/2024/01/01/hello/index.html')).toContain('6 min read');
    expect(page('blog/index.html')).toContain('6 min read');
  });
});
