// A site skips the components' browser bundle unless some markdown file of the project may use a client: directive
// (hidden folders, node_modules and the output folder aside) or a component imports CSS.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importsCss, markdownUsesClientDirective } from '../../../src/islands/needs-bundle.ts';

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-needs-bundle-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('whether a site needs the browser bundle', () => {
  it('finds a client: directive in a markdown file, however deep', async () => {
    await write('docs/a.md', '# A\n\n<Badge />\n');
    expect(markdownUsesClientDirective([root], [])).toBe(false);
    await write('docs/deep/er/b.mdx', '<Counter client:visible />\n');
    expect(markdownUsesClientDirective([root], [])).toBe(true);
  });

  it('looks past node_modules, hidden folders, the output folder and files that are not markdown', async () => {
    await write('node_modules/pkg/README.md', '<X client:load />');
    await write('.cache/page.mdx', '<X client:load />');
    await write('build/docs/a.md', '<X client:load />');
    await write('src/App.tsx', '// client:load');
    expect(markdownUsesClientDirective([root], [path.join(root, 'build')])).toBe(false);
  });

  it('tells a component with CSS among its inputs', () => {
    expect(importsCss(['/s/Badge.tsx', '/s/badge.module.css'])).toBe(true);
    expect(importsCss(['/s/Badge.tsx'])).toBe(false);
  });
});
