// serve's builds reuse the parses of unchanged files: an unchanged file gives the very same parse object build after
// build (serve's fast path tells edits from the rest by identity), even when a worker thread parsed it (its parse
// then holds a copy of the file, not the scan's own).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSources } from '../../../src/content/load.ts';
import type { SourceFile } from '../../../src/content/types.ts';
import { loadSourcesMemo } from '../../../src/parallel/markdown.ts';
import type { WorkerPool } from '../../../src/parallel/worker-pool.ts';

let dir: string;
let files: SourceFile[];

// Parses as a worker thread does: what comes back is a copy (structured clone).
const pool = {
  map: async (_task: string, chunks: SourceFile[][]) =>
    Promise.all(chunks.map(async (chunk) => structuredClone(await loadSources(chunk)))),
} as unknown as WorkerPool;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sources-memo-'));
  files = [];
  for (const name of ['a', 'b', 'c']) {
    const absPath = path.join(dir, `${name}.md`);
    await writeFile(absPath, `---\ntitle: ${name.toUpperCase()}\n---\n\nBody of ${name}.\n`);
    files.push({ kind: 'doc', relPath: `${name}.md`, file: `content/docs/${name}.md`, absPath });
  }
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('the parse memo', () => {
  it('gives the same parse object for an unchanged file, a new one for an edited file', async () => {
    const parses = new Map();
    const first = await loadSourcesMemo(parses, 'site', pool, files);
    expect(first.parsed.map((p) => p.source)).toEqual(files);
    for (const [i, p] of first.parsed.entries()) expect(p.source).toBe(files[i]);
    const again = await loadSourcesMemo(parses, 'site', pool, files, new Set());
    for (const [i, p] of again.parsed.entries()) expect(p).toBe(first.parsed[i]);
    await writeFile(files[1]!.absPath, '---\ntitle: B\n---\n\nAn edited body.\n');
    const edited = await loadSourcesMemo(parses, 'site', pool, files, new Set([files[1]!.absPath]));
    expect(edited.parsed[0]).toBe(first.parsed[0]);
    expect(edited.parsed[2]).toBe(first.parsed[2]);
    expect(edited.parsed[1]).not.toBe(first.parsed[1]);
    expect(edited.parsed[1]!.body).toContain('An edited body.');
    expect(edited.parsed[1]!.source).toBe(files[1]);
  });
});

describe('the parse memo and failed reads', () => {
  it('keeps a parse error for an unchanged file, but never a failed read', async () => {
    const broken = path.join(dir, 'broken.md');
    await writeFile(broken, '---\ntitle: [unclosed\n---\n\nBody.\n');
    // A folder where a page was listed: it has a stamp, and reading it fails as a vanished or unreadable file would.
    const folder = path.join(dir, 'folder.md');
    await mkdir(folder);
    const listed: SourceFile[] = [
      files[0]!,
      { kind: 'doc', relPath: 'broken.md', file: 'content/docs/broken.md', absPath: broken },
      { kind: 'doc', relPath: 'folder.md', file: 'content/docs/folder.md', absPath: folder },
    ];
    const parses = new Map();
    const first = await loadSourcesMemo(parses, 'site', pool, listed);
    const codes = first.diagnostics.map((d) => `${d.file} ${d.code}`).sort();
    expect(codes).toContain('content/docs/folder.md file-unreadable');
    expect(codes.some((c) => c.startsWith('content/docs/broken.md'))).toBe(true);
    const kept = parses.get('site') as Map<string, unknown>;
    expect(kept.has(files[0]!.absPath)).toBe(true);
    expect(kept.has(broken)).toBe(true);
    expect(kept.has(folder)).toBe(false);
    // Put right with the same stamp (as a folder moved away and back is): the next build reads it and finds it fine.
    await rm(folder, { recursive: true });
    await writeFile(folder, '---\ntitle: Back\n---\n\nBack again.\n');
    const again = await loadSourcesMemo(parses, 'site', pool, listed, new Set());
    expect(again.diagnostics.filter((d) => d.file === 'content/docs/folder.md')).toEqual([]);
    expect(again.parsed.map((p) => p.source.file)).toContain('content/docs/folder.md');
  });
});
