import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeUtf8, loadSources } from '../../../src/content/load.ts';
import { scanContent } from '../../../src/content/scan.ts';
import type { SourceFile } from '../../../src/content/types.ts';

const fixturesDir = fileURLToPath(new URL('../../fixtures', import.meta.url));
let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-load-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function sourceAt(name: string): SourceFile {
  return { kind: 'doc', relPath: name, file: `content/docs/${name}`, absPath: path.join(tmp, name) };
}

describe('decodeUtf8', () => {
  it.each([
    ['valid text', Buffer.from('a\nb é\n'), 'a\nb é\n', undefined],
    ['a Latin-1 byte on line 2', Buffer.from([0x61, 0x0a, 0x43, 0xe9, 0x0a]), 'a\nC\uFFFD\n', 2],
    ['a truncated sequence at the end', Buffer.from([0x61, 0xe2, 0x82]), 'a\uFFFD', 1],
    ['an encoded surrogate (CESU)', Buffer.from([0x0a, 0x0a, 0xed, 0xa0, 0x80]), '\n\n\uFFFD\uFFFD\uFFFD', 3],
    ['a BOM is kept for the parser', Buffer.from([0xef, 0xbb, 0xbf, 0x61]), '\uFEFFa', undefined],
  ])('%s', (_label, bytes, text, badLine) => {
    expect(decodeUtf8(bytes)).toEqual({ text, badLine });
  });
});

describe('loadSources', () => {
  it('reads the bad-front-matter fixture: one diagnostic per broken file, pages for the rest', async () => {
    const g = globalThis as Record<string, unknown>;
    delete g['__docsgenFixturePwned'];
    const scan = await scanContent({
      rootDir: fixturesDir,
      contentDir: 'content-bad-frontmatter',
      docsPath: 'docs',
      blogPath: false,
      authorsMapPath: 'authors.yml',
    });
    const { parsed, diagnostics } = await loadSources(scan.docs);
    expect(g['__docsgenFixturePwned']).toBeUndefined();
    expect(parsed.map((p) => [p.source.relPath, p.frontMatter.title])).toEqual([
      ['blank-before.md', undefined],
      ['bom-crlf.md', 'Windows'],
      ['good.md', 'Good'],
      ['invalid-utf8.md', 'Latin-1'],
      ['unsafe-slug.md', 'Escape'],
    ]);
    expect(parsed.find((p) => p.source.relPath === 'bom-crlf.md')!.body).toBe('\nSaved on Windows.\n');
    expect(
      diagnostics.map((d) => [
        d.file.replace('content-bad-frontmatter/docs/', ''),
        d.line,
        d.severity,
        d.code,
      ]),
    ).toEqual([
      ['alias.md', 2, 'error', 'frontmatter-alias'],
      ['blank-before.md', 2, 'warning', 'frontmatter-not-at-start'],
      ['duplicate-key.md', 3, 'error', 'frontmatter-duplicate-key'],
      ['invalid-utf8.md', 5, 'warning', 'invalid-utf8'],
      ['invalid-yaml.md', 3, 'error', 'frontmatter-yaml'],
      ['js.md', 1, 'error', 'frontmatter-js'],
      ['not-mapping.md', 2, 'error', 'frontmatter-not-mapping'],
      ['unclosed.md', 1, 'error', 'frontmatter-unclosed'],
      ['unsafe-slug.md', 3, 'error', 'frontmatter-unsafe-slug'],
    ]);
  });

  it('keeps the input order of many files of different sizes', async () => {
    const count = 49;
    const names = Array.from({ length: count }, (_, i) => `f${String(count - i).padStart(3, '0')}.md`);
    // Larger files first, so later reads tend to finish earlier.
    await Promise.all(
      names.map((n, i) =>
        writeFile(path.join(tmp, n), `---\ntitle: ${n}\n---\n${'x'.repeat((count - i) * 5000)}`),
      ),
    );
    const { parsed, diagnostics } = await loadSources(names.map(sourceAt));
    expect(diagnostics).toEqual([]);
    expect(parsed.map((p) => p.frontMatter.title)).toEqual(names);
  });

  it('a file deleted between scan and read is a diagnostic, and the others still load', async () => {
    await writeFile(path.join(tmp, 'a.md'), '# A');
    await writeFile(path.join(tmp, 'b.md'), '# B');
    await unlink(path.join(tmp, 'a.md'));
    const { parsed, diagnostics } = await loadSources([sourceAt('a.md'), sourceAt('b.md')]);
    expect(parsed.map((p) => p.body)).toEqual(['# B']);
    expect(diagnostics).toMatchObject([
      { severity: 'error', code: 'file-vanished', file: 'content/docs/a.md' },
    ]);
  });

  it('an empty list loads nothing', async () => {
    expect(await loadSources([])).toEqual({ parsed: [], diagnostics: [] });
  });
});
