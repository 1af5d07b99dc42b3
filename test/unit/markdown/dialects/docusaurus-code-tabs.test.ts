// Docusaurus' npm2yarn and tab-block fences become one tab set each, as the two remark plugins make them.
import { describe, expect, it } from 'vitest';
import { render } from '../helpers.ts';

const tabLabels = (html: string): string[] =>
  [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]!);
const panelCode = (html: string): string[] =>
  [...html.matchAll(/role="tabpanel"[\s\S]*?<code>([\s\S]*?)<\/code>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, ''),
  );

describe('npm2yarn fences', () => {
  it('show the command for npm, Yarn, pnpm and Bun, one tab each', async () => {
    const result = await render('```bash npm2yarn\nnpm install --save-dev docsgen\nnpm run build\n```\n');
    expect(result.diagnostics).toEqual([]);
    expect(tabLabels(result.html)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect(panelCode(result.html)).toEqual([
      'npm install --save-dev docsgen\nnpm run build',
      'yarn add --dev docsgen\nyarn build',
      'pnpm add --save-dev docsgen\npnpm run build',
      'bun add --dev docsgen\nbun run build',
    ]);
    // Only the first panel shows before the script runs.
    expect(result.html.match(/role="tabpanel"[^>]* hidden/g)).toHaveLength(3);
  });

  it('keeps comments and other lines as written', async () => {
    const result = await render('```sh npm2yarn\n# first\nnpm install\ncd site\n```\n');
    expect(panelCode(result.html)[1]).toBe('# first\nyarn install\ncd site');
  });
});

describe('tab blocks', () => {
  it('join fences next to each other that say tab, labelled by language or by tab={"label"}', async () => {
    const body = [
      'Before.',
      '```js tab title="jest.config.js"\nmodule.exports = {};\n```',
      '```ts tab={"label": "With types"}\nexport default {};\n```',
      'Between.',
      '```json tab\n{}\n```',
    ].join('\n\n');
    const result = await render(body);
    expect(result.diagnostics).toEqual([]);
    expect(result.html.match(/class="tabs" data-tabs/g)).toHaveLength(2);
    expect(tabLabels(result.html)).toEqual(['JavaScript', 'With types', 'JSON']);
    expect(result.html).toContain('<div class="code-block-title">jest.config.js</div>');
    expect(result.html.indexOf('Between.')).toBeGreaterThan(result.html.indexOf('With types'));
  });

  it('leaves fences without tab alone', async () => {
    const result = await render('```js\nconst a = 1;\n```\n');
    expect(result.html).not.toContain('data-tabs');
  });
});
