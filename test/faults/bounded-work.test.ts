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

  it('10,000 levels as blocks: one warning at the nesting limit, not one "never closed" error per level', async () => {
    const body = `${'<Details>\n\n'.repeat(10_000)}x\n\n${'</Details>\n\n'.repeat(10_000)}`;
    const result = await render(body, { file: 'docs/deep.mdx' });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['markdown-max-nesting']);
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

describe('math and diagrams past their size limits', () => {
  it('shows math nested 1,000 levels deep as its source, with a warning (was: a raw stack overflow)', async () => {
    const tex = `${'{'.repeat(1000)}x${'}'.repeat(1000)}`;
    const result = await render(`Intro.\n\n$$\n${tex}\n$$\n`);
    expect(result.diagnostics).toMatchObject([{ code: 'math-too-large', severity: 'warning', line: 3 }]);
    expect(result.diagnostics[0]!.message).toContain('more than 100 levels deep');
    expect(result.html).toContain('<code class="math-error">');
  });

  it('typesets a page of math up to its budget, then warns once and shows the rest as source', async () => {
    const formula = `$${'x+'.repeat(2_000)}y$`;
    const body = Array.from({ length: 130 }, () => formula).join('\n\n');
    const result = await render(body);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['math-too-large']);
    expect(result.diagnostics[0]!.message).toContain('500,000 characters of math');
    expect(result.html.match(/class="katex"/g)!.length).toBe(124);
  });

  it('shows a huge diagram as its source, not drawn, with a warning', async () => {
    const diagram = `graph TD\n${Array.from({ length: 6_000 }, (_, i) => `  a${i} --> b${i}`).join('\n')}`;
    const result = await render(`\`\`\`mermaid\n${diagram}\n\`\`\`\n`);
    expect(result.diagnostics).toMatchObject([{ code: 'diagram-too-large', line: 1 }]);
    expect(result.html).not.toContain('data-mermaid');
  });
});
