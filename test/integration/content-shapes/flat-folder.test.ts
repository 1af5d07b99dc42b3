// A flat folder of 2,000 generated pages (a tldr-style collection), made by the test in a temp folder, with file names
// that need percent-encoding and two names that claim the same route. No pages folder, no blog folder.
import { CATEGORY_CARDS_PER_PAGE } from '../../../src/model/category-pages.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../../src/build/build.ts';
import { placed, textOf } from './helpers.ts';

const GENERATED = 2000;
const ODD_NAMES = ['100%', 'with space', 'C#', 'what?', 'café', 'a:b'];
const HREFS: Record<string, string> = {
  '100%': '/pages/100%25',
  'with space': '/pages/with%20space',
  'C#': '/pages/C%23',
  'what?': '/pages/what%3F',
  café: '/pages/caf%C3%A9',
  'a:b': '/pages/a:b',
};

let dir = '';
let result: MemoryBuildResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-flat-'));
  const folder = path.join(dir, 'tldr');
  await mkdir(folder);
  await writeFile(
    path.join(dir, 'docsgen.config.mjs'),
    "export default { title: 'Commands', url: 'https://commands.example.com', contentDir: 'tldr', docs: { path: '.', routeBasePath: '/pages' } };\n",
  );
  const writes: Promise<void>[] = [];
  for (let i = 1; i <= GENERATED; i++) {
    const name = `command-${String(i).padStart(4, '0')}`;
    const heading = i % 3 === 0 ? '##' : '#';
    writes.push(
      writeFile(
        path.join(folder, `${name}.md`),
        `${heading} ${name}\n\n> Does thing number ${i}.\n\n- Run it: \`${name} --now\`\n`,
      ),
    );
  }
  for (const odd of ODD_NAMES)
    writes.push(writeFile(path.join(folder, `${odd}.md`), `# Odd ${odd}\n\nA page.\n`));
  // Two files that give the same route: the build keeps one and warns once.
  writes.push(writeFile(path.join(folder, 'intro.md'), '# Intro\n'));
  writes.push(writeFile(path.join(folder, '01-intro.md'), '# Intro again\n'));
  writes.push(
    writeFile(
      path.join(folder, 'links.md'),
      '# Links\n\n' +
        '[percent](./100%25.md) [space](<with space.md>) [sharp](./C%23.md) [question](./what%3F.md) [accent](café.md) [colon](<./a:b.md>)\n',
    ),
  );
  await Promise.all(writes);
  result = await build({ cwd: dir, output: 'memory' });
}, 300_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a flat folder of 2,000 pages with odd file names', () => {
  it('builds with one warning: the two files that claim the same route', () => {
    expect(result.ok).toBe(true);
    expect(placed(result.diagnostics)).toEqual(['warning duplicate-route tldr/intro.md:1:1']);
    const html = [...result.memory!.files.keys()].filter(
      (f) => f.startsWith('pages/') && f.endsWith('/index.html'),
    );
    // The docs root has no page of its own: it redirects to the first doc, as Docusaurus' does.
    expect(String(result.memory!.files.get('pages/index.html'))).toContain('<meta http-equiv="refresh"');
    const pages = html.filter((f) => !f.startsWith('pages/category/') && f !== 'pages/index.html');
    // Every generated page, the odd names, one of the two intros and the links page.
    expect(pages).toHaveLength(GENERATED + ODD_NAMES.length + 2);
    // The top level is too long to show whole: its generated index lists every page, in parts.
    const parts = html.filter((f) => f.startsWith('pages/category/'));
    expect(parts).toHaveLength(Math.ceil(pages.length / CATEGORY_CARDS_PER_PAGE));
  });

  it('writes each odd name as its own folder and links it percent-encoded', () => {
    const links = textOf(result, 'pages/links/index.html');
    for (const odd of ODD_NAMES) {
      expect(textOf(result, `pages/${odd}/index.html`)).toContain(`Odd ${odd}`);
      expect(links).toContain(`href="${HREFS[odd]}"`);
    }
    expect(textOf(result, 'sitemap.xml')).toContain('<loc>https://commands.example.com/pages/100%25</loc>');
  });

  it('sends / to the first page and makes no blog', () => {
    expect(textOf(result, 'index.html')).toContain('http-equiv="refresh"');
    expect(textOf(result, 'index.html')).toMatch(/href="\/pages\/[^"]+"/);
    expect([...result.memory!.files.keys()].filter((f) => f.startsWith('blog'))).toEqual([]);
  });

  it('titles a page that starts with ## by that heading', () => {
    expect(textOf(result, 'pages/command-0003/index.html')).toContain(
      '<title>command-0003 | Commands</title>',
    );
  });
});
