import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSources } from '../../../src/content/load.ts';
import { scanContent } from '../../../src/content/scan.ts';

// File system failures that root (as in CI containers) cannot provoke with chmod are injected here.
const failures = new Map<string, string>();
// The scan and the content files use synchronous calls.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const failing =
    <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
    (...args: A): R => {
      const code = failures.get(`${name}:${path.basename(String(args[0]))}`);
      if (code) throw Object.assign(new Error(`${code}: injected`), { code });
      return fn(...args);
    };
  const replaced = {
    readdirSync: failing('readdirSync', actual.readdirSync as (...args: unknown[]) => unknown),
    readFileSync: failing('readFileSync', actual.readFileSync as (...args: unknown[]) => unknown),
    realpathSync: failing('realpathSync', actual.realpathSync as (...args: unknown[]) => unknown),
  };
  return { ...actual, default: { ...actual, ...replaced }, ...replaced };
});

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'docsgen-scan-errors-'));
  for (const rel of ['docs/ok.md', 'docs/locked/x.md', 'docs/gone/y.md']) {
    await fs.mkdir(path.dirname(path.join(tmp, 'content', rel)), { recursive: true });
    await fs.writeFile(path.join(tmp, 'content', rel), '---\ntitle: T\n---\n');
  }
});
afterEach(async () => {
  failures.clear();
  await fs.rm(tmp, { recursive: true, force: true });
});

const scan = () =>
  scanContent({
    rootDir: tmp,
    contentDir: 'content',
    docsPath: 'docs',
    blogPath: false,
    authorsMapPath: 'authors.yml',
  });

describe('scanContent: unreadable and vanished folders', () => {
  it.each([
    ['EACCES', 'error', 'dir-unreadable', 'permission denied'],
    ['EPERM', 'error', 'dir-unreadable', 'permission denied'],
    ['EIO', 'error', 'dir-unreadable', '(EIO)'],
    ['ENOENT', 'warning', 'file-vanished', 'was removed while the content folder was scanned'],
  ])('%s on a folder → %s %s, the rest is scanned', async (code, severity, diagCode, text) => {
    failures.set('readdirSync:locked', code);
    const result = await scan();
    expect(result.docs.map((d) => d.relPath)).toEqual(['gone/y.md', 'ok.md']);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity, code: diagCode, file: 'content/docs/locked' });
    expect(result.diagnostics[0]!.message).toContain(text);
  });

  it('a link whose target cannot be resolved is reported, not thrown', async () => {
    await fs.symlink('ok.md', path.join(tmp, 'content/docs/link.md'));
    failures.set('realpathSync:link.md', 'EACCES');
    const result = await scan();
    expect(result.docs.map((d) => d.relPath)).toEqual(['gone/y.md', 'locked/x.md', 'ok.md']);
    expect(result.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['file-unreadable', 'content/docs/link.md'],
    ]);
  });
});

describe('loadSources: files that cannot be read', () => {
  it.each([
    ['EACCES', 'file-unreadable', 'permission denied'],
    ['EISDIR', 'file-unreadable', '(EISDIR)'],
    ['ENOENT', 'file-vanished', 'deleted after the content folder was scanned'],
  ])('%s → %s for that file only', async (code, diagCode, text) => {
    const { docs } = await scan();
    failures.set('readFileSync:x.md', code);
    const { parsed, diagnostics } = await loadSources(docs);
    expect(parsed.map((p) => p.source.relPath)).toEqual(['gone/y.md', 'ok.md']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      code: diagCode,
      file: 'content/docs/locked/x.md',
    });
    expect(diagnostics[0]!.message).toContain(text);
  });
});

describe.skipIf(process.getuid?.() === 0)('real permissions (not as root)', () => {
  it('an unreadable folder and file are reported', async () => {
    await fs.chmod(path.join(tmp, 'content/docs/locked'), 0o000);
    await fs.chmod(path.join(tmp, 'content/docs/ok.md'), 0o000);
    try {
      const result = await scan();
      expect(result.diagnostics.map((d) => d.code)).toEqual(['dir-unreadable']);
      const loaded = await loadSources(result.docs);
      expect(loaded.diagnostics.map((d) => d.code)).toEqual(['file-unreadable']);
    } finally {
      await fs.chmod(path.join(tmp, 'content/docs/locked'), 0o755);
      await fs.chmod(path.join(tmp, 'content/docs/ok.md'), 0o644);
    }
  });
});
