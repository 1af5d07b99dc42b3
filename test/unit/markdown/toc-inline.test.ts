// <TOCInline> as Docusaurus pages write it: the page's own headings, all of them or a part, nested by level.
import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

const PAGE = [
  "import TOCInline from '@theme/TOCInline';",
  '',
  '<TOCInline toc={TOC} />',
  '',
  '## Install',
  '### From npm',
  '### From source',
  '#### Deep',
  '## Use',
  '## Limits',
].join('\n');
const page = (toc: string, extra = '') =>
  render(PAGE.replace('toc={TOC}', `toc={${toc}}${extra}`), { file: 'docs/t.mdx' });
const links = (html: string): string[] => [...html.matchAll(/<a href="#([^"]+)">/g)].map((m) => m[1]!);

describe('TOCInline', () => {
  it('lists the h2 and h3 headings, nested, from the toc of the page', async () => {
    const result = await page('toc');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<nav class="toc-inline" aria-label="On this page"><ul><li><a href="#install">Install</a><ul><li><a href="#from-npm">From npm</a></li><li><a href="#from-source">From source</a></li></ul></li><li><a href="#use">Use</a></li><li><a href="#limits">Limits</a></li></ul></nav>',
    );
  });

  it('takes toc.slice(n), toc.slice(a, b), a filter by level, and min and max levels', async () => {
    expect(links((await page('toc.slice(3)')).html)).toEqual(['use', 'limits']);
    expect(links((await page('toc.slice(1, 3)')).html)).toEqual(['from-npm', 'from-source']);
    expect(links((await page('toc.filter((node) => node.level === 2)')).html)).toEqual([
      'install',
      'use',
      'limits',
    ]);
    expect(links((await page('toc.filter((n) => n.level > 2)')).html)).toEqual(['from-npm', 'from-source']);
    expect(links((await page('toc', ' maxHeadingLevel={4}')).html)).toContain('deep');
    expect(links((await page('toc', ' minHeadingLevel={3}')).html)).toEqual(['from-npm', 'from-source']);
  });

  it('refuses any other expression, at its position', async () => {
    const result = await page('toc.map((n) => n)');
    expect(result.diagnostics).toMatchObject([{ code: 'mdx-unsupported', line: 3, column: 17 }]);
    expect(result.diagnostics[0]!.message).toContain('toc.slice(n)');
  });
});
