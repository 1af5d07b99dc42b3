import { describe, expect, it } from 'vitest';
import { findIdProblem, findSlugProblem } from '../../../src/shared/safe-path.ts';

describe('findSlugProblem', () => {
  it.each([
    ['../etc', '".." segment'],
    ['a/../../b', '".." segment'],
    ['/docs/..', '".." segment'],
    ['..', '".." segment'],
    ['%2e%2e/x', '".." segment'],
    ['%2E%2e/x', '".." segment'],
    ['a%2E%2Eb', 'encoded ".."'],
    ['%252e%252e/x', '".." segment'],
    ['a%2fb', 'encoded "/"'],
    ['a\\b', 'backslash'],
    ['..\\x', 'backslash'],
    ['a\0b', 'NUL'],
    ['a%00b', 'NUL'],
    ['a\u0001b', 'control character'],
    ['a\nb', 'control character'],
    ['', 'is empty'],
    ['   ', 'is empty'],
    [' /x', 'spaces'],
    ['//evil.example', 'another host'],
    ['/a//b', 'empty segment'],
    ['/a?b', '"?" or "#"'],
    ['/a#b', '"?" or "#"'],
    ['https://evil.example/x', '":"'],
    ['javascript:alert(1)', '":"'],
  ])('%j is rejected (%s)', (slug, fragment) => {
    expect(findSlugProblem(slug)).toContain(fragment);
  });

  it.each([
    '/x',
    'x',
    '/guide/setup',
    'guide/setup/',
    '/',
    'Terms&Conditions',
    '/a+b',
    '/caf%C3%A9',
    '/a...b',
    '/v1.2',
  ])('%j is accepted', (slug) => {
    expect(findSlugProblem(slug)).toBeUndefined();
  });
});

describe('findIdProblem', () => {
  it.each([
    ['a/b', '"/"'],
    ['..', '".."'],
    ['a..b', '".."'],
    ['a\\b', 'backslash'],
    ['', 'empty'],
    ['a\u0000', 'control'],
    ['a#b', '"?", "#" or "%"'],
  ])('%j is rejected (%s)', (id, fragment) => {
    expect(findIdProblem(id)).toContain(fragment);
  });

  it.each(['intro', 'Terms&Conditions', '2DGUI', 'my.doc'])('%j is accepted', (id) => {
    expect(findIdProblem(id)).toBeUndefined();
  });
});
