import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SavedStamps } from '../../../src/dev/saved-stamps.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-stamps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SavedStamps', () => {
  it('names a file written again after a rebuild read it, and not one left alone', () => {
    const edited = path.join(dir, 'edited.md');
    const left = path.join(dir, 'left.md');
    writeFileSync(edited, '# One\n');
    writeFileSync(left, '# Left\n');
    const stamps = new SavedStamps();
    stamps.read([edited, left]);
    writeFileSync(edited, '# Two, longer\n');
    expect(stamps.unseenWrites([edited, left])).toEqual([edited]);
    stamps.read([edited]);
    expect(stamps.unseenWrites([edited])).toEqual([]);
  });

  it('counts a write that a later rebuild read as seen by the earlier recheck too', () => {
    const file = path.join(dir, 'twice.md');
    writeFileSync(file, '# One\n');
    const stamps = new SavedStamps();
    stamps.read([file]);
    writeFileSync(file, '# Two, longer\n');
    stamps.read([file]);
    expect(stamps.unseenWrites([file])).toEqual([]);
    writeFileSync(file, '# Three, longer still\n');
    expect(stamps.unseenWrites([file])).toEqual([file]);
    expect(stamps.size).toBe(0);
  });

  it('names a file removed after it was read, then forgets it: a long session of new pages keeps no stamp of each', () => {
    const stamps = new SavedStamps();
    for (let i = 0; i < 50; i++) {
      const file = path.join(dir, `page-${i}.md`);
      writeFileSync(file, `# Page ${i}\n`);
      stamps.read([file]);
      unlinkSync(file);
      // The removal is a write no rebuild read: rebuilt once, and that rebuild reads it gone.
      expect(stamps.unseenWrites([file])).toEqual([file]);
      stamps.read([file]);
      expect(stamps.unseenWrites([file])).toEqual([]);
    }
    expect(stamps.size).toBe(0);
  });

  it('keeps no stamp of a file that stays once its recheck has run: the content folder put back adds every file', () => {
    const stamps = new SavedStamps();
    const files = Array.from({ length: 200 }, (_, i) => path.join(dir, `kept-${i}.md`));
    for (const file of files) writeFileSync(file, `# ${file}\n`);
    for (let round = 0; round < 3; round++) {
      stamps.read(files);
      expect(stamps.size).toBe(files.length);
      expect(stamps.unseenWrites(files)).toEqual([]);
    }
    expect(stamps.size).toBe(0);
  });
});
