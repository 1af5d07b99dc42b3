import { describe, expect, it } from 'vitest';
import { countSectionWords } from '../../../src/markdown/collect.ts';
import { render } from './helpers.ts';

describe('sections for search', () => {
  it('splits the intro and each h2/h3 section, folding h4+ into its section', async () => {
    const markdown = [
      '# Title',
      '',
      'The *intro* text.',
      '',
      '## Install {#setup}',
      '',
      'Run the `installer`:',
      '',
      '```bash',
      'npm   install',
      '```',
      '',
      '### Options',
      '',
      '- one',
      '- [two](./b.md)',
      '',
      '#### Deep heading',
      '',
      'Deep text.',
      '',
      ':::tip[Good to know]',
      'Tip text.',
      ':::',
      '',
      '## Empty',
      '## Last',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
    ].join('\n');
    expect((await render(markdown)).sections).toEqual([
      { id: null, heading: '', depth: 1, text: 'The intro text.' },
      { id: 'setup', heading: 'Install', depth: 2, text: 'Run the installer: npm install' },
      {
        id: 'options',
        heading: 'Options',
        depth: 3,
        text: 'one two Deep heading Deep text. Good to know Tip text.',
      },
      { id: 'empty', heading: 'Empty', depth: 2, text: '' },
      { id: 'last', heading: 'Last', depth: 2, text: 'a b 1 2' },
    ]);
  });

  it('has no intro section when the page starts with a heading', async () => {
    expect((await render('## Only\n\nText')).sections).toEqual([
      { id: 'only', heading: 'Only', depth: 2, text: 'Text' },
    ]);
  });

  it('has no markup or entities in the text', async () => {
    const { sections } = await render(
      'A <b>tag</b> &amp; an ![image *alt*](./img/logo.png) and [link](./b.md).',
    );
    expect(sections).toEqual([
      { id: null, heading: '', depth: 1, text: 'A <b>tag</b> & an image alt and link.' },
    ]);
  });

  it('is empty for an empty or whitespace-only body', async () => {
    for (const body of ['', '   \n\n  \t\n']) {
      const result = await render(body);
      expect(result.sections).toEqual([]);
      expect(countSectionWords(result.sections)).toBe(0);
      expect(result.html).toBe('');
    }
  });
});

describe('countSectionWords', () => {
  it.each([
    ['# Title\n\nOne two three.', 3],
    ['## Heading words\n\nBody *has* four words.', 6],
    ['```ts\nconst a = 1;\n```', 3],
    ['日本語です', 5],
    ['- [x] done task', 2],
  ])('%j → %i', async (markdown, count) => {
    expect(countSectionWords((await render(markdown)).sections)).toBe(count);
  });
});
