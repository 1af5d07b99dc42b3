// Wide sidebars: a large sidebar whose top level is long shows a window of its top level around the page's branch, so
// a page's size does not grow with the number of top-level categories; the whole top level is in the shared fragment
// and on an index page of its own, and without JavaScript every page is still reachable from the home page.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileOfHref, useSizedBuilds } from './sized-builds.ts';
import { SIDEBAR_TOP_WINDOW } from '../../../src/render/props/sidebar-props.ts';

const FEW = 30;
const MANY = 120;
const PAGES_PER_AREA = 4;

/** A site of `areas` top-level folders of PAGES_PER_AREA pages each, none with a category file. */
async function writeWideSite(dir: string, areas: number): Promise<void> {
  await mkdir(path.join(dir, 'content/pages'), { recursive: true });
  await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
  await writeFile(
    path.join(dir, 'content/static/img/favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  );
  await writeFile(
    path.join(dir, 'docsgen.config.ts'),
    `export default { title: 'Wide', url: 'https://wide.example.com', blog: false };\n`,
  );
  await writeFile(
    path.join(dir, 'content/pages/index.md'),
    '# Home\n\nRead [the docs](/docs/area-000/page-0).\n',
  );
  for (let a = 0; a < areas; a++) {
    const area = `area-${String(a).padStart(3, '0')}`;
    await mkdir(path.join(dir, 'content/docs', area), { recursive: true });
    for (let i = 0; i < PAGES_PER_AREA; i++)
      await writeFile(
        path.join(dir, `content/docs/${area}/page-${i}.md`),
        `---\ntitle: Page ${i}\n---\n\nText of page ${i} of ${area}.\n`,
      );
  }
}

/** The top-level categories the page's sidebar column shows (their index pages' hrefs). */
function topLevelShown(html: string): string[] {
  const sidebar = /<nav class="sidebar menu".*?<\/nav>/s.exec(html)?.[0] ?? '';
  return [...sidebar.matchAll(/href="(\/docs\/category\/area-\d+)"/g)].map((m) => m[1]!);
}

const sites = useSizedBuilds('wide-sidebars', [FEW, MANY], writeWideSite);
const fileOf = sites.fileOf;

describe('a large sidebar with a long top level', () => {
  it('gives a page the same size whatever the number of top-level categories, with a window of them', () => {
    for (const file of ['docs/area-000/page-1/index.html', 'docs/area-020/page-1/index.html']) {
      const few = fileOf(FEW, file)!;
      const many = fileOf(MANY, file)!;
      // Four times the top-level categories; only "All 30" and "All 120" differ.
      expect(Math.abs(many.length - few.length), file).toBeLessThanOrEqual(2);
      const shown = topLevelShown(many);
      expect(shown).toHaveLength(SIDEBAR_TOP_WINDOW);
      // The page's own branch is in the window, open, with the page marked.
      expect(shown).toContain(`/docs/category/${file.split('/')[1]}`);
      expect(many).toContain('aria-current="page">Page 1</a>');
      expect(many).toContain(`All ${MANY} in Documentation`);
      // The list the window is cut from has an id, the prefix of its categories' ids.
      expect(many).toContain('<ul class="menu__list" id="sb-items">');
    }
    // Far down the top level the window moves with the page.
    expect(topLevelShown(fileOf(MANY, 'docs/area-100/page-0/index.html')!)).toContain(
      '/docs/category/area-100',
    );
    expect(topLevelShown(fileOf(MANY, 'docs/area-100/page-0/index.html')!)).not.toContain(
      '/docs/category/area-000',
    );
  });

  it("lists the whole top level in the fragment and on the sidebar's index page, split into pages of cards", () => {
    const page = fileOf(MANY, 'docs/area-020/page-1/index.html')!;
    const href = /data-sidebar-fragment="([^"]+)"/.exec(page)![1]!;
    const fragment = fileOf(MANY, href.slice(1))!;
    const root =
      /<ul class="menu__list" data-sidebar-items="root">.*?<\/ul>(?=<ul class="menu__list" data-sidebar-items|$)/s.exec(
        fragment,
      )?.[0];
    expect(root).toBeDefined();
    for (let a = 0; a < MANY; a += 7)
      expect(root).toContain(`href="/docs/category/area-${String(a).padStart(3, '0')}"`);
    expect(page).toMatch(
      /<a class="menu__link menu__link--more" href="\/docs\/category" data-sidebar-more="[^"]+" data-sidebar-key="root">/,
    );
    const index = fileOf(MANY, 'docs/category/index.html')!;
    expect(index).toContain('<h1');
    expect(index).toContain('href="/docs/category/area-000"');
    expect(index).toContain('href="/docs/category/page/2"');
    expect(fileOf(MANY, 'docs/category/page/3/index.html')).toContain('href="/docs/category/area-119"');
    // A short top level has no such page.
    const small = sites.files(FEW);
    expect(small.has('docs/category/index.html')).toBe(FEW > SIDEBAR_TOP_WINDOW);
  });

  it('leaves no page unreachable without JavaScript: every page is linked from the home page, step by step', () => {
    const files = sites.files(MANY);
    const pages = [...files.keys()].filter(
      // The search page works with JavaScript only (the navbar's search box leads to it); a redirect page (the docs
      // root) is where a typed URL lands, not a page to reach.
      (file) =>
        file.endsWith('index.html') &&
        !file.startsWith('assets/') &&
        file !== 'search/index.html' &&
        !String(files.get(file)).includes('<meta http-equiv="refresh"'),
    );
    const seen = new Set(['index.html']);
    const queue = ['index.html'];
    while (queue.length > 0) {
      const file = queue.pop()!;
      const html = fileOf(MANY, file)!;
      // The pager of a doc does not count: a reader should not have to page through the whole site to reach the last
      // category. An index's pager does: its parts lead from one to the next.
      const withoutPager = file.startsWith('docs/category/')
        ? html
        : html.replace(/<nav class="pagination-nav".*?<\/nav>/s, '');
      for (const [, href] of withoutPager.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        const file = fileOfHref(href!);
        if (files.has(file) && !seen.has(file)) {
          seen.add(file);
          queue.push(file);
        }
      }
    }
    expect(pages.filter((file) => !seen.has(file))).toEqual([]);
  });
});
