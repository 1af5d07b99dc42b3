// `docsgen clear` removes the build cache and the output docsgen wrote, and nothing docsgen did not write.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCopier, runCli } from '../fixture-copies.ts';

const mini = fixtureCopier('site-mini');
afterAll(() => mini.removeAll());

describe('docsgen clear', () => {
  it('removes the output folder and the build cache of a build, and the content stays', async () => {
    const { site } = await mini.copy();
    expect(runCli(site, ['build', '--quiet']).status).toBe(0);
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
    expect(existsSync(path.join(site, '.docsgen-cache'))).toBe(true);
    const result = runCli(site, ['clear']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Removed build/, .docsgen-cache/');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
    expect(existsSync(path.join(site, '.docsgen-cache'))).toBe(false);
    expect(existsSync(path.join(site, 'content/docs'))).toBe(true);
    expect(existsSync(path.join(site, 'docsgen.config.ts'))).toBe(true);
    const again = runCli(site, ['clear']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Nothing to clear');
  });

  it('leaves an output folder without the marker, and then removes nothing at all', async () => {
    const { site } = await mini.copy();
    expect(runCli(site, ['build', '--quiet']).status).toBe(0);
    await mkdir(path.join(site, 'public'));
    await writeFile(path.join(site, 'public/index.html'), '<p>hand-made</p>');
    const result = runCli(site, ['clear', '--out', 'public']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'public was not written by docsgen (it has no .docsgen-output file), so clear leaves it alone; nothing was removed',
    );
    expect(await readFile(path.join(site, 'public/index.html'), 'utf8')).toBe('<p>hand-made</p>');
    expect(existsSync(path.join(site, '.docsgen-cache'))).toBe(true);
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
  });

  it('refuses the project folder itself as the output', async () => {
    const { site } = await mini.copy();
    await writeFile(path.join(site, '.docsgen-output'), 'planted\n');
    const result = runCli(site, ['clear', '--out', '.']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('is the project folder or holds it');
    expect(existsSync(path.join(site, 'docsgen.config.ts'))).toBe(true);
  });

  it('takes the config outDir from the folder of the config when the config is named from elsewhere', async () => {
    const { site } = await mini.copy();
    const parent = path.dirname(site);
    const config = path.relative(parent, path.join(site, 'docsgen.config.ts'));
    expect(runCli(parent, ['build', '--quiet', '--config', config]).status).toBe(0);
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
    expect(existsSync(path.join(parent, 'build'))).toBe(false);
    const result = runCli(parent, ['clear', '--config', config]);
    expect(result.status).toBe(0);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});
