// The site-mdx fixture: MDX pages with every supported construct build with no diagnostic, the site's components are
// rendered into the HTML with no React shipped, and a page with a construct outside the subset fails at its position.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopier, htmlFiles, runCli } from './fixture-copies.ts';

const mdxSite = fixtureCopier('site-mdx');
let setup: string;

beforeAll(async () => {
  const { dir, site } = await mdxSite.copy();
  const out = path.join(dir, 'out');
  const result = runCli(site, ['build', '--out', out]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).not.toMatch(/warning|error/i);
  setup = (await htmlFiles(out)).get('docs/setup/index.html')!;
});
afterAll(mdxSite.removeAll);

describe('an MDX site', () => {
  it('renders the built-in components and drops comments and imports', () => {
    expect(setup).toContain(
      '<div class="tabs" data-tabs data-tab-group="format"><div class="tabs-list" role="tablist">',
    );
    expect(setup).toContain('aria-selected="true" tabindex="0">Data feed</button>');
    expect(setup).toContain('<p>Fold the sheet along the <strong>month</strong> line.</p>');
    expect(setup).toContain('<summary>Why fifty minutes?</summary><div class="details-content">');
    expect(setup).toContain('admonition-warning');
    expect(setup).toContain('<div class="code-block-title">fetch.sh</div>');
    expect(setup).not.toMatch(/Editors: keep|import Tabs|&lt;Tabs/);
  });

  it('resolves <Link to> like a markdown link', () => {
    expect(setup).toContain('<a href="/docs/intro#reading-a-table">reading a table</a>');
  });

  it("renders the site's components at build time, around markdown children", () => {
    expect(setup).toContain('<span class="tide-badge tide-badge--tip">new</span>');
    expect(setup).toMatch(
      /<section class="tide-panel"><h4 class="tide-panel__heading">Ports covered<\/h4><ul class="tide-panel__ports"><li>Harwich<\/li><li>Dover<\/li><\/ul><div class="tide-panel__body">\s*<p>Both ports publish <strong>daily<\/strong> tables.<\/p>\s*<\/div><\/section>/,
    );
    expect(setup).not.toMatch(/react/i);
  });

  it("renders the site's components in worker threads too (a site large enough to use them)", async () => {
    const { dir, site } = await mdxSite.copy();
    for (let i = 1; i <= 40; i++) {
      const body = `---\ntitle: Port ${i}\n---\n\nTide gauge <Badge text="g${i}" tone="info" /> reads high water.\n`;
      await writeFile(path.join(site, `content/docs/port-${i}.mdx`), body);
    }
    const out = path.join(dir, 'out');
    const result = runCli(site, ['build', '--out', out], { DOCSGEN_THREADS: '3' });
    expect(result.status).toBe(0);
    expect(result.stdout).not.toMatch(/warning|error/i);
    const pages = await htmlFiles(out);
    for (const i of [1, 17, 40]) {
      expect(pages.get(`docs/port-${i}/index.html`)).toContain(
        `<span class="tide-badge tide-badge--info">g${i}</span>`,
      );
    }
  });

  it('fails the build at the file, line and column of a construct outside the subset', async () => {
    const { dir, site } = await mdxSite.copy();
    await writeFile(
      path.join(site, 'content/docs/broken.mdx'),
      '---\ntitle: Broken\n---\n\nThe range is {tide.range} metres.\n',
    );
    const result = runCli(site, ['build', '--out', path.join(dir, 'out')]);
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(
      /content\/docs\/broken\.mdx:5:14.*the JavaScript expression \{tide\.range\} is not supported/,
    );
  });
});
