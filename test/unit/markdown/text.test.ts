import { describe, expect, it } from 'vitest';
import { countWords, normalizeWhitespace } from '../../../src/markdown/text.ts';
import { escapeHtml } from '../../../src/shared/html-escape.ts';

describe('escapeHtml (one table for markdown and templates, as React escapes)', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>&"\'', '&lt;script&gt;&amp;&quot;&#x27;'],
    ['a"b"c', 'a&quot;b&quot;c'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });

  it('gives the same answer on repeated calls (no regex state kept between calls)', () => {
    expect([escapeHtml('<a>'), escapeHtml('<a>'), escapeHtml('<a>')]).toEqual([
      '&lt;a&gt;',
      '&lt;a&gt;',
      '&lt;a&gt;',
    ]);
  });
});

describe('normalizeWhitespace', () => {
  it('collapses runs and trims', () => {
    expect(normalizeWhitespace('  a \n\t b \u00A0 c ')).toBe('a b c');
  });

  it('keeps U+FEFF (JavaScript counts it as whitespace) so invisible characters can still be found', () => {
    expect(normalizeWhitespace('a\uFEFFb')).toBe('a\uFEFFb');
  });

  it('matches collapsing every whitespace run and trimming, for mixed runs at every position', () => {
    const reference = (text: string): string => text.replace(/[^\S\uFEFF]+/g, ' ').replace(/^ | $/g, '');
    const pieces = ['a', 'bc', ' ', '  ', '\n', '\t', '\u00A0', '\u2003', '\uFEFF', ' \n ', 'é'];
    // Every string of up to four pieces: runs of one or more characters, spaces or not, at the start, middle and end.
    let texts = [''];
    for (let length = 0; length < 4; length++) {
      texts = texts.flatMap((text) => pieces.map((piece) => text + piece));
      for (const text of texts) expect(normalizeWhitespace(text), JSON.stringify(text)).toBe(reference(text));
    }
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['one', 1],
    ['Hello, world! How are you?', 5],
    ["don't stop-me now", 3],
    ['version 1.2.3 of x_y', 4],
    ['日本語', 3],
    ['Café naïve', 2],
    ['مرحبا بالعالم', 2],
    ['a — b', 2],
  ])('%j → %i', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});
