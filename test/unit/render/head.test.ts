import { describe, expect, it } from 'vitest';
import { classToken, formatPageTitle } from '../../../src/render/props/head.ts';

describe('page title (SPEC §5)', () => {
  const config = { title: 'Maar World', titleDelimiter: '|' };
  it.each([
    ['NFC', 'NFC | Maar World'],
    ['  NFC  ', 'NFC | Maar World'],
    ['', 'Maar World'],
    ['   ', 'Maar World'],
    [undefined, 'Maar World'],
  ])('%j → %j', (title, expected) => {
    expect(formatPageTitle(title, config)).toBe(expected);
  });
  it('uses the configured delimiter', () => {
    expect(formatPageTitle('Intro', { title: 'Site', titleDelimiter: '·' })).toBe('Intro · Site');
  });
});

describe('route-based class tokens', () => {
  it.each([
    ['user-guide/int-players/intro', 'user-guide-int-players-intro'],
    ['user-guide/maar-world/Terms&Conditions', 'user-guide-maar-world-Terms-Conditions'],
    ['', 'index'],
  ])('%s → %s', (value, token) => {
    expect(classToken(value)).toBe(token);
  });
});
