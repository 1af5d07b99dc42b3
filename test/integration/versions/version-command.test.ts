// `docsgen version <name>` as a process on a copy of the site-versions fixture: the new release becomes the last
// version (at /docs/), the one before moves to /docs/<name>/, and a second run with the same name is refused.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { fixtureCopier, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('site-versions');
afterAll(() => copier.removeAll());

describe('docsgen version', () => {
  it('snapshots the docs as the newest version, which the next build serves at /docs/', async () => {
    const { site } = await copier.copy();
    const made = runCli(site, ['version', '3.0']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Saved the docs as version 3.0 → content/versioned_docs/version-3.0/');
    expect(JSON.parse(await readFile(path.join(site, 'content/versions.json'), 'utf8'))).toEqual([
      '3.0',
      '2.0',
      '1.0',
    ]);
    expect(
      await readFile(path.join(site, 'content/versioned_docs/version-3.0/whats-new.md'), 'utf8'),
    ).toContain('Only in the next version.');

    const result = await build({ cwd: site, output: 'memory' });
    expect(result.diagnostics).toEqual([]);
    const files = [...result.memory!.files.keys()];
    expect(files).toContain('docs/whats-new/index.html');
    expect(files).toContain('docs/2.0/migrating/index.html');
    expect(files).toContain('docs/next/whats-new/index.html');

    const again = runCli(site, ['version', '3.0']);
    expect(again.status).toBe(2);
    expect(again.stdout + again.stderr).toContain('version-refused');
    expect(again.stdout + again.stderr).toContain('version "3.0" exists already');
  });
});
