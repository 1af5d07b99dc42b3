// Input built to make the work grow faster than the file (issue: hostile input, round two): each case ends with one
// clear diagnostic instead of running for minutes.
import { describe, expect, it } from 'vitest';
import { render } from '../unit/markdown/helpers.ts';

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
