import { describe, expect, it } from 'vitest';
import { findKeyLine, findRawValue, loadYamlSafely, MAX_YAML_DEPTH } from '../../../src/content/yaml.ts';

describe('loadYamlSafely: accepted YAML', () => {
  it.each([
    ['title: x', { title: 'x' }],
    ['date: 2024-01-02', { date: '2024-01-02' }],
    ['date: 2024-01-02T10:00:00Z', { date: '2024-01-02T10:00:00Z' }],
    ['version: 1.10', { version: 1.1 }],
    ['draft: yes', { draft: 'yes' }],
    ['draft: true', { draft: true }],
    ['title:', { title: null }],
    ['tags: [a, b]', { tags: ['a', 'b'] }],
    ['tags:\n  - a\n  - b', { tags: ['a', 'b'] }],
    [
      'hero:\n  title: T\n  action: { label: Go, to: /x }',
      { hero: { title: 'T', action: { label: 'Go', to: '/x' } } },
    ],
    ['d: |\n  line 1\n  line 2\n', { d: 'line 1\nline 2\n' }],
    ['title: "Rock & *Roll"', { title: 'Rock & *Roll' }],
    ['title: Rock &Roll', { title: 'Rock &Roll' }],
    ['title: a *b', { title: 'a *b' }],
    ['? complex\n: value', { complex: 'value' }],
    ['"quoted key": 1', { 'quoted key': 1 }],
    ['empty: []\nnone: {}', { empty: [], none: {} }],
    ['', undefined],
    ['# only a comment', null],
  ])('%j', (text, value) => {
    expect(loadYamlSafely(text)).toEqual({ ok: true, value });
  });

  it('does not load JS types or timestamps', () => {
    const result = loadYamlSafely('f: !!js/function "function () { globalThis.x = 1 }"');
    expect(result.ok).toBe(false);
  });

  it('keeps __proto__ as an own key without touching prototypes', () => {
    const result = loadYamlSafely(
      '__proto__:\n  polluted: yes\nconstructor:\n  prototype:\n    polluted: yes',
    );
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const value = (result as { value: object }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
  });
});

describe('loadYamlSafely: rejected YAML', () => {
  it.each([
    ['unquoted ": "', 'title: a: b', 'syntax', 0],
    ['tab indentation', 'x:\n\t- 1', 'syntax', 1],
    ['unclosed flow list', 'title: ok\ntags: [a, b\n', 'syntax', 2],
    ['duplicate key', 'a: 1\nb: 2\na: 3', 'duplicate-key', 2],
    ['scalar anchor', 'a: &x 1\nb: *x', 'alias', 0],
    ['list anchor', 'base: &b [1, 2]\nlist:\n  - *b', 'alias', 0],
    ['anchor after a tag', 'a: 1\nb: !!str &x 2\nc: *x', 'alias', 1],
    ['alias without anchor', 'x: *missing', 'syntax', 0],
    ['3000-deep flow lists', 'x: ' + '['.repeat(3000) + ']'.repeat(3000), 'too-deep', 0],
    ['200-deep flow maps', 'x: ' + '{a: '.repeat(200) + '1' + '}'.repeat(200), 'too-deep', 0],
  ])('%s', (_label, text, kind, line) => {
    const result = loadYamlSafely(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe(kind);
    expect(result.problem.line).toBe(line);
  });

  it('stops an alias bomb before expanding it', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      lines.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${prev}`).join(',')}]`,
      );
    }
    // Expanded, the last list would hold 9^9 strings. The load must stop at the first anchor it reads, on the first
    // line, before any alias could be followed: the problem names that anchor and its line.
    expect(loadYamlSafely(lines.join('\n'))).toEqual({
      ok: false,
      problem: { kind: 'alias', message: 'anchor "&a"', line: 0, column: 0 },
    });
  });

  it(`accepts nesting up to ${MAX_YAML_DEPTH} levels`, () => {
    const depth = MAX_YAML_DEPTH - 1;
    expect(loadYamlSafely('['.repeat(depth) + ']'.repeat(depth)).ok).toBe(true);
  });

  it('reports the same error every time the same text is loaded', () => {
    const first = loadYamlSafely('title: a: b');
    const second = loadYamlSafely('title: a: b');
    expect(first.ok).toBe(false);
    expect(second).toEqual(first);
  });
});

describe('findKeyLine / findRawValue', () => {
  const text = 'title: x\n"slug": /a\n  nested: 1\nversion: 1.10 # comment\nempty:\n';
  it.each([
    ['title', 0, 'x'],
    ['slug', 1, '/a'],
    ['nested', undefined, undefined],
    ['version', 3, '1.10'],
    ['empty', 4, undefined],
    ['missing', undefined, undefined],
  ])('%s → line %j, raw %j', (key, line, raw) => {
    expect(findKeyLine(text, key)).toBe(line);
    expect(findRawValue(text, key)).toBe(raw);
  });
});
