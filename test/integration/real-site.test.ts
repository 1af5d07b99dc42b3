import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../src/build/build.ts';
import { routeOutFile } from '../../src/shared/urls.ts';
import { API_NAMES, MIRROR_PREFIX, SPEC_ROUTES } from './spec-routes.ts';

import type { Site } from '../../src/model/site-types.ts';
import type { SidebarEntry } from '../../src/model/types.ts';
import type { MemoryWriter } from '../../src/output/memory.ts';

const labelOf = (e: SidebarEntry): string => ('label' in e ? e.label : '');

const root = path.resolve(import.meta.dirname, '../..');
let result: MemoryBuildResult | undefined;

/** The build's site model; throws when the build made none, so no loop below can pass over an empty list. */
function site(): Site {
  if (!result?.site) throw new Error('the real site was not built (no site model)');
  return result.site;
}
/** The build's files; throws when the build wrote none. */
function memory(): MemoryWriter {
  if (!result?.memory) throw new Error('the real site was not built (no output files)');
  return result.memory;
}
/** The text of an output file; throws when the build did not write it. */
function text(file: string): string {
  const contents = memory().text(file);
  if (contents === undefined) throw new Error(`the build wrote no ${file}`);
  return contents;
}
const html = (route: string): string => text(routeOutFile(route, undefined));

beforeAll(async () => {
  result = await build({ cwd: root, output: 'memory' });
  // Fail every test loudly, rather than let one pass over nothing, when the build made no site or an empty one.
  if (site().pages.length === 0) throw new Error('the real site was built with no pages');
  if (memory().files.size === 0) throw new Error('the real site was built with no output files');
}, 120_000);

describe('the Maar World site', () => {
  it('builds without errors, with the pages and docs of SPEC §2', () => {
    expect(result?.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result?.ok).toBe(true);
    // The lists the tests below go through: none of them may be empty or short.
    expect(API_NAMES).toHaveLength(45);
    expect(SPEC_ROUTES.length).toBeGreaterThan(20);
    expect(site().pages.length).toBeGreaterThan(SPEC_ROUTES.length + API_NAMES.length);
    expect(site().docsById.size).toBeGreaterThan(API_NAMES.length + 10);
    expect(result?.pageCount).toBe(site().pages.length);
  });

  it.each(SPEC_ROUTES)('has the SPEC route %s', (route) => {
    expect(html(route)).toMatch(/^<!doctype html>/);
  });

  it.each(API_NAMES)('has the API page and its mirror for %s', (name) => {
    const primary = html(`/docs/api/${name}`);
    const mirror = html(`${MIRROR_PREFIX}${name}`);
    expect(primary).toContain(`<title>${name} | Maar World</title>`);
    expect(mirror).toContain(`<title>${name} | Maar World</title>`);
    expect(mirror).toContain(`<link rel="canonical" href="https://docs.maar.world/docs/api/${name}"/>`);
    expect(mirror).toMatch(/<meta name="robots" content="noindex/);
    expect(primary).not.toMatch(/<meta name="robots" content="noindex/);
  });

  it('writes a 404 page with noindex and keeps it and the mirrors out of the sitemap', () => {
    expect(text('404.html')).toContain('Page Not Found');
    const sitemap = text('sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.maar.world/docs/api/CoreModule</loc>');
    expect(sitemap).not.toContain('i18n/en');
    expect(sitemap).not.toContain('404');
    expect(sitemap).not.toContain('/search<');
    expect(sitemap).toContain('Terms&amp;Conditions');
  });

  it('escapes & in hrefs and keeps route case', () => {
    const page = html('/docs/user-guide/maar-world/Terms&Conditions');
    expect(page).toContain('href="/docs/user-guide/maar-world/Terms&amp;Conditions"');
    expect(page).toContain('href="/docs/user-guide/maar-world/Privacy"');
    expect(page).toContain('<title>Terms and Conditions | Maar World</title>');
  });

  it('writes head tags on every page', () => {
    const page = html('/docs/user-guide/ent-cards/nfc');
    expect(page).toMatch(
      /^<!doctype html><html lang="en" dir="ltr" class="[^"]*docs-doc-page docs-doc-id-user-guide-ent-cards-nfc/,
    );
    expect(page).toContain('<title>NFC | Maar World</title>');
    expect(page).toMatch(/<meta name="description" content="[^"]+"/);
    expect(page).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(page).toContain(
      '<meta property="og:image" content="https://docs.maar.world/img/social-card.png"/>',
    );
    expect(page).toContain(
      '<meta property="og:url" content="https://docs.maar.world/docs/user-guide/ent-cards/nfc"/>',
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page).toContain('<link rel="icon" href="/img/favicon.svg"');
  });

  it('gives the home page the site title alone and blog posts their class', () => {
    expect(html('/')).toContain('<title>Maar World</title>');
    const post = site().pages.find((p) => p.kind === 'blog-post');
    expect(post).toBeDefined();
    expect(html(post!.route)).toMatch(/class="plugin-blog plugin-id-default blog-post-page"/);
  });

  it('orders the user guide sidebar as CONTENT.md §2', () => {
    const sidebar = site().sidebars.get('userGuideSidebar');
    if (!sidebar) throw new Error('no userGuideSidebar');
    const outline = sidebar.map((e) =>
      e.type === 'category' ? [e.label, e.route, e.items.map((i) => labelOf(i))] : [labelOf(e)],
    );
    expect(outline).toEqual([
      ['User Guide'],
      [
        'Interplanetary Players',
        '/docs/category/interplanetary-players',
        ['Introduction', 'Tutorials', 'How to Use'],
      ],
      [
        'Ent Cards',
        '/docs/category/ent-cards',
        ['Introduction', 'Tutorials', 'Sky Sounds', 'NFC', 'Sustainability'],
      ],
      [
        'Maar World',
        '/docs/category/maar-world',
        [
          'Introduction',
          'ENTs',
          'rX',
          'Glossary',
          'FAQ',
          'Terms and Conditions',
          'Privacy and Cookies Policy',
        ],
      ],
    ]);
  });

  it('orders the developers guide and api sidebars', () => {
    const dev = site().sidebars.get('developersGuideSidebar');
    if (!dev) throw new Error('no developersGuideSidebar');
    expect(dev.map(labelOf)).toEqual(['Developers Guide', 'Interplanetary Players']);
    const category = dev[1];
    expect(category?.type === 'category' && category.route).toBe('/docs/category/interplanetary-players-1');
    expect(category?.type === 'category' && category.items.map(labelOf)).toEqual(['Development']);
    const api = site().sidebars.get('api');
    if (!api) throw new Error('no api sidebar');
    expect(api.map(labelOf)).toEqual(['Namespaces', 'Constants', 'Typedefs', 'Globals']);
    const count = api.reduce((n, e) => n + (e.type === 'category' ? e.items.length : 0), 0);
    expect(count).toBe(45);
  });

  it('gives every docs page a description and, index pages aside, two or more h2/h3 sections', () => {
    const docs = [...site().docsById.values()];
    let sectioned = 0;
    for (const doc of docs) {
      const file = doc.entry.source.source.file;
      expect(doc.entry.source.frontMatter.description, file).toBeTruthy();
      if (doc.entry.isIndex) continue;
      const sections = doc.markdown.headings.filter((h) => h.depth === 2 || h.depth === 3);
      expect(sections.length, file).toBeGreaterThanOrEqual(2);
      sectioned++;
    }
    // The loop went through the docs: the 45 API pages and the guides, not an empty or nearly empty list.
    expect(sectioned).toBeGreaterThan(API_NAMES.length + 10);
  });

  it('gives every API page a ts signature block and a "Defined in" section', () => {
    for (const name of API_NAMES) {
      const page = html(`/docs/api/${name}`);
      expect(page, name).toMatch(/class="code-block" data-language="ts"/);
      expect(page, name).toMatch(/<h2[^>]*id="defined-in"/);
    }
  });

  it('writes feeds, robots.txt and .nojekyll', () => {
    expect(text('blog/rss.xml')).toContain('<rss');
    expect(text('blog/atom.xml')).toContain('<feed');
    expect(text('robots.txt')).toContain('Sitemap: https://docs.maar.world/sitemap.xml');
    expect(memory().files.has('.nojekyll')).toBe(true);
    expect(text('csp.txt')).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; style-src 'self'/,
    );
  });

  it('prints no warnings for the real content', () => {
    expect(result?.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });
});
