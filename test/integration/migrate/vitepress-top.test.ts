// `docsgen migrate` on a VitePress site whose pages sit beside `.vitepress/` (as Pinia's docs do): the config it writes
// puts the output where VitePress does, in `.vitepress/dist`, and builds with no hand edit.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFiles, runCli } from '../fixture-copies.ts';

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  '.vitepress/config.mjs':
    "export default {\n  title: 'Tide Tables',\n  themeConfig: {\n    sidebar: [{ text: 'Guide', items: [{ text: 'Reading', link: '/reading' }] }],\n  },\n};\n",
  'index.md':
    '---\nlayout: home\nhero:\n  name: Tide Tables\n  actions:\n    - theme: brand\n      text: Start\n      link: /reading\n' +
    "    - theme: cta logo\n      text: ' '\n      link: https://example.org\n    - theme: alt\n      text: Source\n      link: https://example.org/src\n---\n",
  'reading.md': '# Reading\n\nHigh water comes twice a day.\n',
};

describe('docsgen migrate of a VitePress site with its pages at the top', () => {
  it('builds into .vitepress/dist with 0 errors', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-vp-top-'));
    for (const [name, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    const migrated = runCli(dir, ['migrate', '.']);
    expect(migrated.status, migrated.stderr).toBe(0);
    const built = runCli(dir, ['build']);
    const output = built.stdout + built.stderr;
    expect(built.status, output).toBe(0);
    expect(output).not.toMatch(/ {2}(error|warning) {2}/);
    const pages = await htmlFiles(path.join(dir, '.vitepress', 'dist'));
    expect(pages.get('reading.html')).toContain('High water comes twice a day.');
    // The action of blank text (a theme's CSS logo) is left out; the others are buttons in order.
    const actions = /<div class="hero__actions">(.*?)<\/div>/.exec(pages.get('index.html')!)![1]!;
    expect(actions.match(/<a class="button [^"]+"/g)).toEqual([
      '<a class="button button--primary button--lg"',
      '<a class="button button--outline button--lg"',
    ]);
    // A second build finds its own output and reads none of it as pages.
    const again = runCli(dir, ['build']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });
});
