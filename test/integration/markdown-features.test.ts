// The markdown features fixture built by the CLI: zero diagnostics, KaTeX's and Mermaid's assets written and linked
// only where math and diagrams are, the policy in csp.txt loosened only as far as they need.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlErrors } from '../e2e/harness/page-checks.ts';
import { editFile, fixtureCopier, runCli } from './fixture-copies.ts';

const fixture = fixtureCopier('site-markdown-features');

async function build(edit?: (site: string) => Promise<void>) {
  const { dir, site } = await fixture.copy();
  await edit?.(site);
  const out = path.join(dir, 'out');
  const result = runCli(site, ['build', '--out', out]);
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const assets = (folder: string) => readdirSync(path.join(out, 'assets', folder));
  return { result, out, read, assets };
}

describe('markdown features fixture', { timeout: 120_000 }, () => {
  afterAll(() => fixture.removeAll());

  it('builds with no warnings and links math and diagram assets only from the page that uses them', async () => {
    const { result, read, assets, out } = await build();
    expect(result.status).toBe(0);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/warning|error/i);
    const features = read('docs/features/index.html');
    const katexCss = assets('css').find((name) => name.startsWith('katex.'))!;
    const mermaid = assets('js').find((name) => name.startsWith('mermaid.'))!;
    expect(features).toContain(`<link rel="stylesheet" href="/assets/css/${katexCss}"/>`);
    expect(features).toContain(
      `<link rel="preload" href="/assets/js/${mermaid}" as="script" data-mermaid-script="true"/>`,
    );
    expect(features).toMatch(
      /<link rel="preload" href="\/assets\/fonts\/KaTeX_Main-Regular\.\w{10}\.woff2" as="font" type="font\/woff2" crossorigin=""\/>/,
    );
    for (const plain of ['docs/plain/index.html', 'index.html']) {
      expect(read(plain)).not.toMatch(/katex|mermaid/i);
    }
    expect(assets('fonts').filter((name) => name.endsWith('.woff2'))).toHaveLength(20);
    expect(existsSync(path.join(out, 'assets/js', mermaid))).toBe(true);
    expect(read('csp.txt')).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('writes valid HTML for every construct; only KaTeX carries inline styles (the policy allows them)', async () => {
    const { read } = await build();
    const errors = await htmlErrors(read('docs/features/index.html'), 'features');
    expect(errors.filter((error) => !error.includes('no-inline-style'))).toEqual([]);
    expect(await htmlErrors(read('docs/plain/index.html'), 'plain')).toEqual([]);
  });

  it('writes no KaTeX or Mermaid files, and keeps the strict policy, when no page has math or a diagram', async () => {
    const { result, read, assets, out } = await build((site) =>
      editFile(site, 'content/docs/features.md', (text) => text.slice(0, text.indexOf('## Math'))),
    );
    expect(result.status).toBe(0);
    expect(assets('css').filter((name) => name.startsWith('katex.'))).toEqual([]);
    expect(assets('js').filter((name) => name.startsWith('mermaid.'))).toEqual([]);
    expect(existsSync(path.join(out, 'assets/fonts'))).toBe(false);
    expect(read('csp.txt')).toContain("style-src 'self'; img-src");
    expect(read('docs/features/index.html')).toContain('class="tabs"');
  });

  it('fails the build on math KaTeX rejects, at its line, and reports an unknown language once', async () => {
    const { result } = await build(async (site) => {
      await editFile(
        site,
        'content/docs/plain.md',
        (text) => `${text}\nBad $\\frac{1}{$ math.\n\n\`\`\`klingon\nx\n\`\`\`\n`,
      );
      await editFile(site, 'content/docs/features.md', (text) => `${text}\n\`\`\`klingon\ny\n\`\`\`\n`);
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toMatch(/docs\/plain\.md:11:\d+\s+error\s+math-invalid\s+KaTeX parse error/);
    expect(output.match(/code-unknown-language/g)).toHaveLength(1);
    expect(output).toMatch(/docs\/features\.md:\d+:\d+\s+warning\s+code-unknown-language[^\n]*1 more block/);
  });
});
