// The cache forms a worker thread keeps for the markdown cache: in a file as they are made (unlinked at once, so
// never left behind), read back as they were; in memory when the folder cannot be made.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeldForms } from '../../../src/parallel/held-forms.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-held-forms-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const FORMS: [string, [string, string]][] = [
  ['a.md', ['{"title":"Ä ü — 漢字 😀"}', '<p>Ä ü — 漢字 😀</p>']],
  ['b.md', ['{}', '']],
  ['c.md', ['{"x":1}', `<pre>${'y'.repeat(100_000)}</pre>`]],
];
const BYTES = FORMS.reduce((sum, [, [json, html]]) => sum + Buffer.byteLength(json + html), 0);

describe('HeldForms', () => {
  it('keeps every form in its file and gives back the same text, leaving no file in the folder', async () => {
    const held = new HeldForms(path.join(dir, 'markdown'));
    for (const [file, form] of FORMS) held.set(file, form);
    expect(held.bytesInFile).toBe(BYTES);
    expect(await readdir(path.join(dir, 'markdown'))).toEqual([]);
    for (const [file, form] of [...FORMS].reverse()) expect(held.get(file)).toEqual(form);
    expect(held.get('d.md')).toBeUndefined();
    held.clear();
    expect(held.get('a.md')).toBeUndefined();
    expect(held.bytesInFile).toBe(0);
  });

  it('keeps them in memory when the folder cannot be made, or without one', async () => {
    await writeFile(path.join(dir, 'not-a-folder'), '');
    for (const held of [
      new HeldForms(path.join(dir, 'not-a-folder', 'markdown')),
      new HeldForms(undefined),
    ]) {
      for (const [file, form] of FORMS) held.set(file, form);
      expect(held.bytesInFile).toBe(0);
      for (const [file, form] of FORMS) expect(held.get(file)).toEqual(form);
      held.clear();
      expect(held.get('a.md')).toBeUndefined();
    }
  });
});
