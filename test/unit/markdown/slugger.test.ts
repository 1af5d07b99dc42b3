import { describe, expect, it } from 'vitest';
import { findInvisibleChars, removeInvisibleChars, slugify } from '../../../src/markdown/slugger.ts';
import { codesOf, render } from './helpers.ts';

describe('slugify', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['Getting Started', 'getting-started'],
    ['C++ & C#', 'c--c'],
    ['x_y', 'x_y'],
    ['  Trim me  ', '--trim-me--'],
    ['Café', 'café'],
    ['Ünïcödé', 'ünïcödé'],
    ['日本語の見出し', '日本語の見出し'],
    ['中文 标题', '中文-标题'],
    ['مرحبا بالعالم', 'مرحبا-بالعالم'],
    ['ภาษาไทย', 'ภาษาไทย'],
    ['नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ['e\u0301te', 'e\u0301te'],
    ['🎉 Party', '-party'],
    ['Ent Cards', 'ent-cards'],
  ])('%j → %j', (text, id) => {
    expect(slugify(text)).toBe(id);
  });

  it.each([
    ['🎉', '🎉'],
    ['🎉 🚀', '🎉-🚀'],
    ['❤️', '❤️'],
    ['👩\u200D💻', '👩💻'],
  ])('keeps emoji when they are all there is: %j → %j', (text, id) => {
    expect(slugify(text)).toBe(id);
  });

  it.each(['', '---', '!!!', '\u200B'])('never returns an empty or dash-only id: %j', (text) => {
    expect(slugify(text)).toBe('section');
  });

  it.each([
    ['a\u202Eb', 'ab'],
    ['a\u200Bb', 'ab'],
    ['a\u200Cb', 'ab'],
    ['a\u200Db', 'ab'],
    ['a\u2060b', 'ab'],
    ['a\uFEFFb', 'ab'],
    ['a\u2066b\u2069', 'ab'],
  ])('drops invisible and bidi control characters: %j → %j', (text, id) => {
    expect(slugify(text)).toBe(id);
  });
});

// Uniqueness is per document (markdown-it-anchor with docsgen's numbering): checked through the renderer.
describe('heading ids of one document', () => {
  const idsOf = async (texts: string[]) =>
    (await render(texts.map((text) => `## ${text}`).join('\n\n'))).headings.map((h) => h.id);

  it('numbers duplicates like github-slugger, including a heading that looks like a numbered one', async () => {
    expect(await idsOf(['Foo', 'Foo', 'Foo 1', 'Foo', 'foo-2'])).toEqual([
      'foo',
      'foo-1',
      'foo-1-1',
      'foo-2',
      'foo-2-1',
    ]);
  });

  it('numbers duplicate unicode and emoji ids', async () => {
    expect(await idsOf(['日本語', '日本語', '🎉', '🎉', '???', '!!!'])).toEqual([
      '日本語',
      '日本語-1',
      '🎉',
      '🎉-1',
      'section',
      'section-1',
    ]);
  });

  it('makes slugs avoid explicit ids, wherever they are, and numbers a second explicit id', async () => {
    const result = await render('## Intro\n\n## A {#intro}\n\n## B {#intro}\n\n## Intro');
    expect(result.headings.map((h) => h.id)).toEqual(['intro-2', 'intro', 'intro-1', 'intro-3']);
    expect(codesOf(result)).toEqual(['duplicate-heading-id']);
  });

  it('starts empty for each document', async () => {
    await idsOf(['Foo']);
    expect(await idsOf(['Foo'])).toEqual(['foo']);
  });

  it('treats __proto__ and constructor as ordinary ids', async () => {
    expect(await idsOf(['`__proto__`', '`__proto__`', 'constructor', 'hasOwnProperty'])).toEqual([
      '__proto__',
      '__proto__-1',
      'constructor',
      'hasownproperty',
    ]);
  });
});

describe('findInvisibleChars', () => {
  it.each([
    ['plain text', []],
    ['a\u202Eb', ['U+202E']],
    ['a\u200Bb\u200Bc', ['U+200B']],
    ['\u2060x\uFEFF', ['U+2060', 'U+FEFF']],
    ['x\u200D', ['U+200D']],
    ['\u200Cx', ['U+200C']],
    ['a\u200E', ['U+200E']],
  ])('%j → %j', (text, found) => {
    expect(findInvisibleChars(text)).toEqual(found);
  });

  it.each([
    ['Persian zero-width non-joiner', 'می\u200Cخواهم'],
    ['Devanagari joiner', 'क्\u200Dष'],
    ['emoji ZWJ sequence', '👩\u200D💻'],
    ['emoji with variation selector in a ZWJ sequence', '❤️\u200D🔥'],
  ])('accepts a joiner inside a word: %s', (_name, text) => {
    expect(findInvisibleChars(text)).toEqual([]);
  });

  it('removeInvisibleChars leaves the visible text', () => {
    expect(removeInvisibleChars('Pay\u202Efdp.exe\u200B')).toBe('Payfdp.exe');
  });
});
