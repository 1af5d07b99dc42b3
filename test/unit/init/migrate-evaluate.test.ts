import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evaluateSiteFile } from '../../../src/init/migrate/evaluate.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-migrate-eval-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('evaluateSiteFile', () => {
  it('runs a CommonJS config whose packages are missing, with stand-ins, and names them', async () => {
    await writeFile(path.join(dir, 'custom.css'), 'body {}');
    await writeFile(
      path.join(dir, 'docusaurus.config.js'),
      [
        "const { themes } = require('prism-react-renderer');",
        "const path = require('node:path');",
        "const math = require('remark-math-nowhere');",
        'module.exports = {',
        "  title: 'Kiln',",
        '  folder: path.basename(__dirname),',
        "  css: require.resolve('./custom.css'),",
        "  preset: require.resolve('@docusaurus/preset-classic'),",
        '  prism: themes.github,',
        '  label: `${themes.dracula}`,',
        '  plugins: [[math, { strict: true }]],',
        '};',
      ].join('\n'),
    );
    const result = await evaluateSiteFile(path.join(dir, 'docusaurus.config.js'));
    const value = result.value as Record<string, unknown>;
    expect(result.missingPackages).toEqual(['prism-react-renderer', 'remark-math-nowhere']);
    expect(value.title).toBe('Kiln');
    expect(value.folder).toBe(path.basename(dir));
    expect(value.css).toBe(path.join(dir, 'custom.css'));
    expect(value.preset).toBe('@docusaurus/preset-classic');
    expect(value.label).toBe('');
    expect(typeof value.prism).toBe('function');
    // The temporary module is gone again.
    expect((await readdir(dir)).sort()).toEqual(['custom.css', 'docusaurus.config.js']);
  });

  it('answers the members a config reads of a namespace import of a missing package', async () => {
    await writeFile(
      path.join(dir, 'docusaurus.config.mjs'),
      [
        "import * as yaml from 'js-yaml-nowhere';",
        "const authors = yaml.load('a: b');",
        'const dumped = yaml.dump(authors);',
        "export default { title: 'Namespaced', authors, dumped: `${dumped}` };",
      ].join('\n'),
    );
    const result = await evaluateSiteFile(path.join(dir, 'docusaurus.config.mjs'));
    expect(result.missingPackages).toEqual(['js-yaml-nowhere']);
    expect((result.value as { title: string; dumped: string }).title).toBe('Namespaced');
    expect((result.value as { dumped: string }).dumped).toBe('');
  });

  it("answers a config's own createRequire for packages that are missing, and lists them", async () => {
    await writeFile(
      path.join(dir, 'docusaurus.config.mjs'),
      [
        "import { createRequire } from 'node:module';",
        'const require = createRequire(import.meta.url);',
        "const css = require.resolve('tweets-nowhere/theme.css');",
        "const plugin = require('plugin-nowhere');",
        "export default { title: 'Own require', css, plugin: typeof plugin, path: typeof require.resolve('node:path') };",
      ].join('\n'),
    );
    const result = await evaluateSiteFile(path.join(dir, 'docusaurus.config.mjs'));
    expect(result.value).toEqual({
      title: 'Own require',
      css: 'tweets-nowhere/theme.css',
      plugin: 'function',
      path: 'string',
    });
    expect(result.missingPackages).toEqual(['tweets-nowhere/theme.css', 'plugin-nowhere']);
  });

  it('runs an ES module config with type imports and an async config function', async () => {
    await writeFile(
      path.join(dir, 'docusaurus.config.ts'),
      [
        "import type { Config } from '@docusaurus/types';",
        "import { themes as prismThemes } from 'prism-react-renderer';",
        'export default async function createConfig(): Promise<Config> {',
        "  return { title: 'Async', theme: prismThemes.github } as unknown as Config;",
        '}',
      ].join('\n'),
    );
    const result = await evaluateSiteFile(path.join(dir, 'docusaurus.config.ts'));
    expect((result.value as { title: string }).title).toBe('Async');
    expect(result.missingPackages).toEqual(['prism-react-renderer']);
  });

  it('names the file and line of a syntax error', async () => {
    await writeFile(path.join(dir, 'sidebars.js'), 'module.exports = {\n  a: [,\n};\n');
    await expect(evaluateSiteFile(path.join(dir, 'sidebars.js'))).rejects.toThrow(/sidebars\.js:3:1/);
  });
});
