import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createContentSecurityPolicy, createCspFile, cspScriptHash } from '../../../src/render/files/csp.ts';

describe('content security policy', () => {
  it('hashes an inline script as CSP expects: sha256 of the exact text, base64', () => {
    const digest = createHash('sha256').update('alert(1)').digest('base64');
    expect(cspScriptHash('alert(1)')).toBe(`'sha256-${digest}'`);
    expect(cspScriptHash('alert(1) ')).not.toBe(cspScriptHash('alert(1)'));
  });

  it('allows the hashed scripts, self-hosted styles and workers, and the embed origins', () => {
    const policy = createContentSecurityPolicy({
      inlineScripts: ['a()', 'a()'],
      embedHosts: ['www.youtube.com', 'youtube.com', 'youtu.be', 'play.maar.world'],
    });
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${cspScriptHash('a()')}`,
        "style-src 'self'",
        "img-src 'self' data:",
        "worker-src 'self'",
        'frame-src https://www.youtube-nocookie.com https://play.maar.world',
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join('; '),
    );
  });

  it('allows no frames without embed hosts, and writes the policy to csp.txt', () => {
    expect(createContentSecurityPolicy({ inlineScripts: [], embedHosts: [] })).toContain(
      "script-src 'self'; style-src 'self'; img-src 'self' data:; worker-src 'self'; frame-src 'none';",
    );
    const file = createCspFile('a()', []);
    expect(file.path).toBe('csp.txt');
    expect(file.contents).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[\w+/]+=*'; .*\n$/);
  });

  it('allows inline style attributes only on sites with math, and inline styles only on sites with diagrams', () => {
    const base = { inlineScripts: [], embedHosts: [] };
    const math = createContentSecurityPolicy({ ...base, inlineStyles: 'attributes' });
    expect(math).toContain("style-src 'self'; style-src-attr 'unsafe-inline'; img-src");
    const diagrams = createContentSecurityPolicy({ ...base, inlineStyles: 'all' });
    expect(diagrams).toContain("style-src 'self' 'unsafe-inline'; img-src");
    expect(diagrams).not.toContain('style-src-attr');
    expect(createCspFile('a()', [], 'attributes').contents).toContain("style-src-attr 'unsafe-inline'");
    // Nothing but this one origin and inline styles: scripts stay hash-only.
    for (const policy of [math, diagrams]) expect(policy).toContain("script-src 'self';");
  });
});
