import { describe, expect, it } from 'vitest';
import { parseCategory } from '../../../src/content/categories.ts';

const file = 'content/docs/guide/_category_.yml';

describe('parseCategory: valid files', () => {
  it.each([
    [
      'yaml',
      'label: Guide\nposition: 2\ncollapsed: false\ncollapsible: true\n',
      { label: 'Guide', position: 2, collapsed: false, collapsible: true },
    ],
    [
      'yaml',
      'label: Guide\nlink:\n  type: generated-index\n  slug: /category/guide\n  title: All of it\n  description: Learn.\n',
      {
        label: 'Guide',
        link: { type: 'generated-index', slug: '/category/guide', title: 'All of it', description: 'Learn.' },
      },
    ],
    ['yaml', 'link: { type: doc, id: guide/intro }', { link: { type: 'doc', id: 'guide/intro' } }],
    ['yaml', 'link: null', { link: null }],
    ['yaml', '', {}],
    ['yaml', '\uFEFFlabel: BOM\r\nposition: 1.5\r\n', { label: 'BOM', position: 1.5 }],
    [
      'json',
      '{ "label": "Ent Cards", "position": 3, "link": { "type": "generated-index" } }',
      {
        label: 'Ent Cards',
        position: 3,
        link: { type: 'generated-index' },
      },
    ],
    ['json', '\uFEFF{"label": "x"}', { label: 'x' }],
  ] as const)('%s: %j', (format, text, expected) => {
    const { category, diagnostics } = parseCategory(text, format, file, 'guide');
    expect(diagnostics).toEqual([]);
    expect(category).toEqual({ dirRelPath: 'guide', file, ...expected });
  });
});

describe('parseCategory: problems', () => {
  it.each([
    ['yaml', 'label: 12', 'category-invalid', 1, 'label must be text, not the number 12'],
    [
      'yaml',
      'label: Guide\nposition: first',
      'category-invalid',
      2,
      'position must be a number, not the text "first"',
    ],
    ['yaml', 'collapsed: no', 'category-invalid', 1, 'collapsed must be true or false, not the text "no"'],
    [
      'yaml',
      'link: { type: page }',
      'category-invalid',
      1,
      'link must be { type: generated-index, slug?, title?, description? }, { type: doc, id } or null; link.type is the text "page"',
    ],
    [
      'yaml',
      'link: { type: doc }',
      'category-invalid',
      1,
      'link of type doc takes only type and id (text); got {"type":"doc"}',
    ],
    ['yaml', 'label: a: b', 'category-yaml', 1, undefined],
    ['yaml', 'label: x\nlabel: y', 'category-duplicate-key', 2, undefined],
    ['yaml', 'a: &x 1\nlabel: *x', 'category-alias', 1, undefined],
    [
      'yaml',
      '- a\n- b',
      'category-invalid',
      1,
      'category file must hold a mapping of keys (label, position, …), not a list',
    ],
    ['json', '{\n  "label": "x",\n}', 'category-json', 3, undefined],
    [
      'json',
      '{\n  "label": "x",\n  "position": "2"\n}',
      'category-invalid',
      3,
      'position must be a number, not the text "2"',
    ],
    [
      'json',
      '"just text"',
      'category-invalid',
      1,
      'category file must hold a mapping of keys (label, position, …), not the text "just text"',
    ],
    ['yaml', 'link:\n  type: generated-index\n  slug: ../../x', 'category-unsafe-slug', 3, undefined],
  ] as const)('%s: %j → %s at line %i', (format, text, code, line, message) => {
    const { diagnostics } = parseCategory(text, format, file, 'guide');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code, line, file });
    if (message) expect(diagnostics[0]!.message).toBe(message);
  });

  it('warns about unknown keys and keeps the rest, without prototype pollution', () => {
    const { category, diagnostics } = parseCategory(
      '{ "label": "x", "className": "big", "__proto__": { "polluted": true } }',
      'json',
      file,
      'guide',
    );
    expect(category).toEqual({ dirRelPath: 'guide', file, label: 'x' });
    expect(Object.getPrototypeOf(category)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'category-unknown-key'],
      ['warning', 'category-unknown-key'],
    ]);
    expect(diagnostics[0]!.message).toContain('"className"');
  });
});
