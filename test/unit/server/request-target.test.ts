import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, parseRequestTarget } from '../../../src/server/request-target.ts';

describe('parseRequestTarget', () => {
  it.each([
    ['/', '/'],
    ['/docs/guide/first', '/docs/guide/first'],
    ['/docs/guide/', '/docs/guide/'],
    ['/docs/guide/Terms&Conditions', '/docs/guide/Terms&Conditions'],
    ['/docs/guide/Terms%26Conditions', '/docs/guide/Terms&Conditions'],
    ['/docs/caf%C3%A9', '/docs/café'],
    ['/docs/cafe%CC%81', '/docs/café'],
    ['/docs/100%25', '/docs/100%'],
    ['/docs/guide/first?raw', '/docs/guide/first'],
    ['/docs/guide/first?import&raw??', '/docs/guide/first'],
    ['/a..b/c', '/a..b/c'],
  ])('accepts %s as %s', (raw, path) => {
    expect(parseRequestTarget(raw)).toEqual({ ok: true, path });
  });

  it.each([
    ['/../../etc/passwd', 400],
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/%252e%252e/%252e%252e/etc/passwd', 400],
    ['/docs/%2e/x', 400],
    ['/#/../../etc/passwd', 400],
    ['/.env/.', 400],
    ['//etc/passwd', 400],
    ['/docs//x', 400],
    ['/%2f%2fevil.com', 400],
    ['/a\\..\\..\\x', 400],
    ['/\\evil.com', 400],
    ['/%5c..%5c', 400],
    ['/%E0%A4%A', 400],
    ['/%00', 400],
    ['/a%0d%0aSet-Cookie:x', 400],
    ['/a b', 400],
    ['http://evil.example/', 400],
    ['*', 400],
    ['/x.md::$DATA', 404],
    ['/x.md:$DATA', 404],
    ['/PROGRA~1/x', 404],
    ['/.env', 404],
    ['/.git/config', 404],
    ['/docs/.hidden', 404],
    ['/node_modules/x/package.json', 404],
  ])('refuses %s with %i', (raw, status) => {
    expect(parseRequestTarget(raw)).toMatchObject({ ok: false, status });
  });

  it('refuses targets over 8 KB with 414', () => {
    expect(parseRequestTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ ok: false, status: 414 });
    expect(parseRequestTarget(`/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`).ok).toBe(true);
  });
});
