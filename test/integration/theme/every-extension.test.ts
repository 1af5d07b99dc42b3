// The site-theme fixture uses every extension point at once: custom CSS, theme components, a markdown-it plugin from
// npm, head tags, a redirect, and a plugin with a page and a postBuild hook. Each shows in the built site.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyThemeSite, htmlFiles, removeThemeSites, runCli } from './fixture.ts';

let out: string;
let pages: Map<string, string>;

beforeAll(async () => {
  const { dir, site } = await copyThemeSite();
  out = path.join(dir, 'out');
  const result = runCli(site, ['build', '--out', out]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  // No warning: every link of the site (the redirect's and the plugin page's among them) resolves.
  expect(result.stdout).not.toMatch(/warning/);
  pages = await htmlFiles(out);
});
afterAll(removeThemeSites);

describe('a site using every extension point', () => {
  it('appends the custom CSS to the one stylesheet', async () => {
    const cssDir = path.join(out, 'assets/css');
    const names = (await readdir(cssDir)).filter((name) => name.endsWith('.css'));
    expect(names).toHaveLength(1);
    expect(await readFile(path.join(cssDir, names[0]!), 'utf8')).toMatch(/--c-link: ?#1d6b3a/);
  });

  it("renders the site's footer around the theme's", () => {
    expect(pages.get('docs/wicks/index.html')).toContain(
      '<p class="lantern-footer__motto">Trimmed wicks burn brighter.</p>',
    );
  });

  it('renders footnotes with the markdown-it plugin from npm', () => {
    const wicks = pages.get('docs/wicks/index.html')!;
    expect(wicks).toMatch(/<sup class="footnote-ref"><a href="#fn1" id="fnref1">\[1\]<\/a><\/sup>/);
    expect(wicks).toContain('Braided cotton, tested over one winter.');
  });

  it('puts the head tags on every page with a head of the theme', () => {
    for (const [file, html] of pages) {
      if (html.includes('http-equiv="refresh"')) continue;
      expect(html, file).toContain('<meta name="workshop-hours" content="Tuesday to Saturday"/>');
      expect(html, file).toContain('<link rel="preconnect" href="https://cdn.lanterns.example.net"/>');
    }
  });

  it('writes the redirect page, and lists it nowhere', async () => {
    const redirect = pages.get('docs/wick/index.html')!;
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/docs/wicks"/>');
    expect(redirect).toContain('<a href="/docs/wicks">');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/docs/wick<');
  });

  it("renders the plugin's page inside the layout, and runs its postBuild hook", async () => {
    const log = pages.get('kiln-log/index.html')!;
    expect(log).toContain('<ul class="kiln-log"><li>Glass</li><li>Wicks</li></ul>');
    expect(log).toContain('lantern-footer__motto');
    const routes = (await readFile(path.join(out, 'routes.txt'), 'utf8')).split('\n');
    expect(routes).toEqual(expect.arrayContaining(['/kiln-log', '/docs/wicks', '/docs/wick']));
  });
});
