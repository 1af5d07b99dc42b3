// Starlight's built-in icon names as inline SVG from the installed icon sets; other names have none.
import { describe, expect, it } from 'vitest';
import { starlightIconSvg } from '../../../../src/markdown/dialects/starlight/icons.ts';

describe('starlightIconSvg', () => {
  it('draws an interface icon from Lucide with its strokes in the text colour', () => {
    const svg = starlightIconSvg('open-book')!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" /);
    expect(svg).toContain('stroke="currentColor"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toMatch(/<path [^>]*d="M[^"]+"/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws brands from Simple Icons, the old and new names of X alike', () => {
    const x = starlightIconSvg('x.com')!;
    expect(x).toContain('fill="currentColor"');
    expect(starlightIconSvg('twitter')).toBe(x);
    expect(starlightIconSvg('github')).not.toBe(x);
  });

  it('shows a file icon for a seti: name without a brand of its own', () => {
    expect(starlightIconSvg('seti:lantern')).toBe(starlightIconSvg('seti'));
    expect(starlightIconSvg('seti:rust')).not.toBe(starlightIconSvg('seti'));
  });

  it('has nothing for a name Starlight does not know, nor for names of Object.prototype', () => {
    expect(starlightIconSvg('lantern-glow')).toBeUndefined();
    expect(starlightIconSvg('constructor')).toBeUndefined();
    expect(starlightIconSvg('toString')).toBeUndefined();
  });
});
