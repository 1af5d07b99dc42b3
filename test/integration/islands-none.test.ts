// A site whose MDX components are all build-time (test/fixtures/site-mdx: no `client`, no client: directive, no CSS)
// ships nothing of the islands: no file under assets/islands/, no module script, no link to the islands' files.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site-mdx');

describe('a site with build-time components only', () => {
  it('writes no assets/islands/ and links none of it', async () => {
    const result = await build({ cwd: FIXTURE, output: 'memory' });
    expect(result.ok).toBe(true);
    const files = [...result.memory!.files.keys()];
    expect(files.filter((file) => file.startsWith('assets/islands/'))).toEqual([]);
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    // The components did render at build time somewhere.
    expect(
      pages.some((file) => /<[a-z]+ class="[^"]*(badge|panel)/i.test(String(result.memory!.files.get(file)))),
    ).toBe(true);
    for (const file of pages) {
      const html = String(result.memory!.files.get(file));
      expect(html, file).not.toContain('assets/islands/');
      expect(html, file).not.toContain('<docsgen-island');
    }
  }, 120_000);
});
