import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pollUntil, VanishedFiles, waitWhileEmpty } from '../../../src/dev/saved-files.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-saved-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('waitWhileEmpty', () => {
  it('waits for a truncated file to be written', async () => {
    const file = path.join(dir, 'page.md');
    writeFileSync(file, '');
    setTimeout(() => writeFileSync(file, '# Written\n'), 20);
    await waitWhileEmpty([file]);
    expect(readFileSync(file, 'utf8')).toBe('# Written\n');
  });

  it('gives up on a file that stays empty, and ignores missing and non-empty files', async () => {
    const empty = path.join(dir, 'empty.md');
    const full = path.join(dir, 'full.md');
    writeFileSync(empty, '');
    writeFileSync(full, 'text');
    // Resolves (after the 100 ms limit) instead of waiting for a write that never comes.
    await expect(waitWhileEmpty([empty, full, path.join(dir, 'gone.md')])).resolves.toBeUndefined();
    expect(readFileSync(empty, 'utf8')).toBe('');
  });
});

describe('pollUntil', () => {
  it('calls back once when the condition holds, and never after stop', async () => {
    let ready = false;
    let calls = 0;
    const poll = pollUntil(
      () => ready,
      () => calls++,
      5,
    );
    poll.start();
    poll.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(0);
    ready = true;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
    const stopped = pollUntil(
      () => true,
      () => calls++,
      5,
    );
    stopped.start();
    stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
  });
});

describe('VanishedFiles', () => {
  it('asks for a rescan once per new set of vanished files, and never for none', () => {
    const guard = new VanishedFiles();
    expect(guard.rescanAfter([])).toBe(false);
    expect(guard.rescanAfter(['docs/a.md', 'docs/b.md'])).toBe(true);
    // The same set again (a dangling symlink, listed but unreadable): no loop.
    expect(guard.rescanAfter(['docs/b.md', 'docs/a.md'])).toBe(false);
    // Another set right after (a folder deleted mid-build, then the content folder moved away): a rescan again.
    expect(guard.rescanAfter(['docs/a.md', 'pages/index.md'])).toBe(true);
    expect(guard.rescanAfter([])).toBe(false);
    expect(guard.rescanAfter(['docs/a.md', 'pages/index.md'])).toBe(true);
  });
});
