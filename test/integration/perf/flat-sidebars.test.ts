// Large flat folders: a page carries its own branch of the sidebar and a window of a long list, not the whole list, so
// its size does not grow with the number of its siblings; the rest of the sidebar is one shared fragment, the same
// file for every page; and without JavaScript every page is reachable from the home page through links (category
// index pages, paginated when long, list what a page's sidebar leaves out).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileOfHref, useSizedBuilds } from './sized-builds.ts';
import { SIDEBAR_WINDOW } from '../../../src/render/props/sidebar-props.ts';

const SMALL = 60;
const LARGE = 600;

/** A site of `pages` pages in one folder beside a folder of 30 folders of 4 pages, none with a category file. */
async function writeFlatSite(dir: string, pages: number): Promise<void> {
  await mkdir(path.join(dir, 'content/docs/big'), { recursive: true });
  await mkdir(path.join(dir, 'content/pages'), { recursive: true });
  await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
  await writeFile(
    path.join(dir, 'content/static/img/favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  );
  await writeFile(
    path.join(dir, 'docsgen.config.ts'),
    `export default { title: 'Flat', url: 'https://flat.example.com', blog: false };\n`,
  );
  await writeFile(path.join(dir, 'content/pages/index.md'), '# Home\n\nRead [the docs](/docs/big/page-0).\n');
  for (let i = 0; i < pages; i++) {
    const body = `---\ntitle: Page ${i}\n---\n\nText of page ${i}, about the sound of planets.\n`;
    await writeFile(path.join(dir, `content/docs/big/page-${i}.md`), body);
  }
  for (let t = 0; t < 30; t++) {
    await mkdir(path.join(dir, `content/docs/topics/topic-${t}`), { recursive: true });
    for (let i = 0; i < 4; i++)
      await writeFile(
        path.join(dir, `content/docs/topics/topic-${t}/item-${i}.md`),
        `# Item ${t}.${i}\n\nText.\n`,
      );
  }
}

const sites = useSizedBuilds('flat-sidebars', [SMALL, LARGE], writeFlatSite);
const fileOf = sites.fileOf;

const isRedirect = (html: string): boolean => html.includes('<meta http-equiv="refresh"');

describe('a large flat folder', () => {
  it("gives a page the same size whatever the number of its siblings, with a window of the folder's list", () => {
    const small = fileOf(SMALL, 'docs/big/page-30/index.html')!;
    const large = fileOf(LARGE, 'docs/big/page-30/index.html')!;
    // Ten times the siblings; only labels in the window differ ("Page 123" and "Page 12").
    expect(Math.abs(large.length - small.length) / small.length).toBeLessThan(0.02);
    const sidebar = /<nav class="sidebar menu".*?<\/nav>/s.exec(large)?.[0] ?? '';
    expect((sidebar.match(/href="\/docs\/big\/page-\d+"/g) ?? []).length).toBe(SIDEBAR_WINDOW);
    expect(large).toContain(`All ${LARGE} in big`);
    expect(large).toContain('aria-current="page">Page 30</a>');
  });

  it('shares one non-empty fragment, named the same in every page, holding every page of the sidebar', () => {
    const files = [...sites.files(LARGE).keys()];
    // The docs root has no page of its own: it is a redirect to the first doc, with no sidebar.
    const pages = files.filter(
      (file) => file.startsWith('docs/') && file.endsWith('.html') && !isRedirect(fileOf(LARGE, file)!),
    );
    const names = new Set(
      pages.map((file) => /data-sidebar-(?:fragment|more)="([^"]+)"/.exec(fileOf(LARGE, file)!)?.[1]),
    );
    expect(names.size).toBe(1);
    const [href] = [...names];
    expect(href).toMatch(/^\/assets\/sidebars\/docsSidebar\.[0-9a-f]{10}\.html$/);
    const fragment = fileOf(LARGE, href!.slice(1))!;
    for (let i = 0; i < LARGE; i += 37) expect(fragment).toContain(`href="/docs/big/page-${i}"`);
    expect(fragment).toContain('href="/docs/topics/topic-29/item-3"');
  });

  it('leaves no page unreachable without JavaScript: every page is linked from the home page, step by step', () => {
    const files = sites.files(LARGE);
    const pages = [...files.keys()].filter(
      // The search page works with JavaScript only (the navbar's search box leads to it); a redirect page (the docs
      // root) is where an old or typed URL lands, not a page to reach.
      (file) =>
        file.endsWith('index.html') &&
        !file.startsWith('assets/') &&
        file !== 'search/index.html' &&
        !isRedirect(fileOf(LARGE, file)!),
    );
    const seen = new Set(['index.html']);
    const queue = ['index.html'];
    while (queue.length > 0) {
      const html = fileOf(LARGE, queue.pop()!)!;
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        const file = fileOfHref(href!);
        if (files.has(file) && !seen.has(file)) {
          seen.add(file);
          queue.push(file);
        }
      }
    }
    expect(pages.filter((file) => !seen.has(file))).toEqual([]);
    // The folder's generated index is split into pages of cards: the last of them exists and is reached.
    expect(seen).toContain('docs/category/big/page/12/index.html');
  });
});
