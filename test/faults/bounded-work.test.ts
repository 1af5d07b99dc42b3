// Input built to make the work grow faster than the file (issue: hostile input, round two): each case ends with one
// clear diagnostic instead of running for minutes.
import { describe, expect, it } from 'vitest';
import { render } from '../unit/markdown/helpers.ts';
import { docsgen, EXIT, makeSite, removeSite } from './harness.ts';

describe('nested inline MDX', () => {
  it('stops at 100 levels with one error at the element, and keeps the text before it', async () => {
    const body = `Intro.\n\nStart ${'<Details>'.repeat(10_000)}x${'</Details>'.repeat(10_000)} end\n`;
    const result = await render(body, { file: 'docs/deep.mdx' });
    expect(result.diagnostics).toMatchObject([
      { code: 'mdx-unsupported', severity: 'error', line: 3, column: 7 },
    ]);
    expect(result.diagnostics[0]!.message).toContain('more than 100 levels deep');
    expect(result.html).toContain('<p>Intro.</p>');
    expect(result.html).toContain('Start ');
  });

  it('renders 100 levels as written', async () => {
    const body = `Start ${'<Details>'.repeat(100)}x${'</Details>'.repeat(100)} end\n`;
    const result = await render(body, { file: 'docs/deep.mdx' });
    expect(result.diagnostics).toEqual([]);
    expect(result.html.match(/<details/g)).toHaveLength(100);
  });
});

describe('a huge number of broken links in one file', () => {
  it('checks 150,000 broken anchors, counts every one and stores a bounded number', async () => {
    const links = Array.from({ length: 150_000 }, () => '[l](#x)').join('\n');
    const site = await makeSite({ extra: { 'content/docs/many.md': `# Many\n\n${links}\n` } });
    try {
      const result = docsgen(site, ['check', '--format', 'json']);
      expect(result.status).toBe(EXIT.content);
      const report = JSON.parse(result.stdout) as {
        errors: number;
        diagnostics: { code: string; line: number }[];
      };
      const anchors = report.diagnostics.filter((d) => d.code === 'broken-anchor');
      expect(anchors.length).toBeGreaterThan(0);
      expect(anchors.length).toBeLessThan(10_000);
      expect(anchors[0]).toMatchObject({ line: 3 });
      expect(report.errors).toBe(150_000);
    } finally {
      await removeSite(site);
    }
  }, 60_000);
});
