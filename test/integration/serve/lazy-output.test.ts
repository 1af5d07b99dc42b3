// serve's lazy output: the build stops at the site model, and every file is made when first asked for. What it serves
// must be what `docsgen build` writes.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, BuildSession } from '../../../src/build/build.ts';
import { fixtureFiles } from '../../fixture-files.ts';

const site = path.resolve(import.meta.dirname, '../../fixtures/site-mini');
const text = (contents: string | Uint8Array | undefined): string | undefined =>
  contents === undefined
    ? undefined
    : typeof contents === 'string'
      ? contents
      : Buffer.from(contents).toString('utf8');

describe('the lazy output of serve', () => {
  it('renders nothing up front, then serves every file of a full build, byte for byte', async () => {
    const full = await build({ cwd: site, output: 'memory' });
    const lazy = await build({ cwd: site, output: 'lazy' });
    expect(full.ok && lazy.ok).toBe(true);
    expect(lazy.timings.map((t) => t.stage)).not.toContain('render');
    expect(lazy.timings.map((t) => t.stage)).not.toContain('search-index');
    const output = lazy.lazy!;
    expect(output.pageCount).toBe(full.pageCount);
    const files = [...full.memory!.files];
    expect(files.filter(([file]) => file.endsWith('.html')).length).toBeGreaterThan(5);
    expect(files.map(([file]) => file)).toContain('assets/search/manifest.json');
    for (const [file, contents] of files) expect(text(output.get(file)), file).toBe(text(contents));
    expect(output.get('docs/no-such-page/index.html')).toBeUndefined();
    expect(output.get('assets/search/no-such-index.json')).toBeUndefined();
  });

  it('renders a page from the model of its own build: an edit shows after the next rebuild only', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-lazy-'));
    try {
      await cp(site, work, { recursive: true, filter: fixtureFiles });
      const file = path.join(work, 'content/docs/guide/01-first.md');
      const first = (await build({ cwd: work, output: 'lazy' })).lazy!;
      await writeFile(file, `${await readFile(file, 'utf8')}\nA sentence added by the edit.\n`);
      const page = text(first.get('docs/guide/first/index.html'));
      expect(page).toContain('<h1');
      expect(page).not.toContain('A sentence added by the edit.');
      const second = (await build({ cwd: work, output: 'lazy' })).lazy!;
      expect(text(second.get('docs/guide/first/index.html'))).toContain('A sentence added by the edit.');
      expect(text(first.get('docs/guide/first/index.html'))).toBe(page);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('reuses the last scan for edits of known files only, and scans again for new or deleted files', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-lazy-scan-'));
    try {
      await cp(site, work, { recursive: true, filter: fixtureFiles });
      const first = path.join(work, 'content/docs/guide/01-first.md');
      const session = new BuildSession();
      const base = await build({ cwd: work, output: 'lazy' }, session);
      const scan = base.scan!;

      await writeFile(first, `${await readFile(first, 'utf8')}\nEdited once.\n`);
      session.invalidate([first]);
      const edited = await build({ cwd: work, output: 'lazy' }, session);
      expect(edited.scan).toBe(scan);
      expect(text(edited.lazy!.get('docs/guide/first/index.html'))).toContain('Edited once.');

      const added = path.join(work, 'content/docs/guide/03-third.md');
      await writeFile(added, '---\ntitle: Third\n---\n\nA new page.\n');
      session.invalidate([added]);
      const withNew = await build({ cwd: work, output: 'lazy' }, session);
      expect(withNew.scan).not.toBe(scan);
      expect(text(withNew.lazy!.get('docs/guide/third/index.html'))).toContain('A new page.');

      await rm(added);
      session.invalidate([added]);
      const gone = await build({ cwd: work, output: 'lazy' }, session);
      expect(gone.scan).not.toBe(withNew.scan);
      expect(gone.lazy!.get('docs/guide/third/index.html')).toBeUndefined();
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('leaves the link checks to the caller when asked to', async () => {
    const deferred = await build({ cwd: site, output: 'lazy', deferChecks: true });
    const checked = await build({ cwd: site, output: 'lazy' });
    expect(deferred.timings.map((t) => t.stage)).not.toContain('check');
    expect(deferred.checks!()).toEqual(checked.diagnostics);
    expect(checked.checks).toBeUndefined();
  });
});
