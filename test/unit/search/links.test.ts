import { describe, expect, it } from 'vitest';
import {
  contextFromParam,
  contextOfPath,
  highlightTermsOf,
  isSafeHref,
  resultHref,
  routeOfPath,
  searchPageHref,
} from '../../../src/client/search/links.ts';
import { CONTEXTS } from './site-helpers.ts';

describe('search URLs', () => {
  it('puts the searched words before the anchor of a result link', () => {
    expect(resultHref('/docs/api/drawKnob#signature', ['knob', 'draw'])).toBe(
      '/docs/api/drawKnob?_highlight=knob&_highlight=draw#signature',
    );
    expect(resultHref('/docs/x', ['a&b', '<img>'])).toBe('/docs/x?_highlight=a%26b&_highlight=%3Cimg%3E');
    expect(resultHref('/docs/x', [])).toBe('/docs/x');
  });

  it('builds /search links with q, ctx and version', () => {
    expect(searchPageHref('/search', 'Sky Sounds')).toBe('/search?q=Sky+Sounds');
    expect(searchPageHref('/search', '<script>', 'API Reference', 'current')).toBe(
      '/search?q=%3Cscript%3E&ctx=API+Reference&version=current',
    );
  });

  it('accepts only same-site paths as result URLs', () => {
    expect(isSafeHref('/docs/a')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '',
    ]) {
      expect(isSafeHref(bad), bad).toBe(false);
    }
  });

  it('finds the context of the current page, under a baseUrl too', () => {
    expect(contextOfPath('/docs/api/drawKnob', '/', CONTEXTS)).toBe('API Reference');
    expect(
      contextOfPath('/docs/api/i18n/en/docusaurus-plugin-content-docs/current/api/drawKnob', '/', CONTEXTS),
    ).toBe('API Reference');
    expect(contextOfPath('/base/docs/user-guide/', '/base/', CONTEXTS)).toBe('User Guide');
    expect(contextOfPath('/', '/', CONTEXTS)).toBe('');
    expect(contextOfPath('/other/docs/api/x', '/base/', CONTEXTS)).toBe('');
    expect(routeOfPath('/docs/user-guide/maar-world/Terms&Conditions', '/')).toBe(
      '/docs/user-guide/maar-world/Terms&Conditions',
    );
    expect(routeOfPath('/%E0%A4%A', '/')).toBeUndefined();
  });

  it('reads ctx as a label or a path; anything else means every context', () => {
    expect(contextFromParam('API Reference', CONTEXTS)).toBe('API Reference');
    expect(contextFromParam('api reference', CONTEXTS)).toBe('API Reference');
    expect(contextFromParam('docs/api', CONTEXTS)).toBe('API Reference');
    expect(contextFromParam('/docs/user-guide/', CONTEXTS)).toBe('User Guide');
    expect(contextFromParam('<script>alert(1)</script>', CONTEXTS)).toBe('');
    expect(contextFromParam(null, CONTEXTS)).toBe('');
  });

  it('reads _highlight words: trimmed, lower-cased, distinct, capped', () => {
    expect(highlightTermsOf('?_highlight=Knob&_highlight=knob&_highlight=%20&_highlight=NFC')).toEqual([
      'knob',
      'nfc',
    ]);
    expect(
      highlightTermsOf(`?${Array.from({ length: 20 }, (_, i) => `_highlight=w${i}`).join('&')}`),
    ).toHaveLength(10);
    expect(highlightTermsOf(`?_highlight=${'x'.repeat(300)}`)[0]).toHaveLength(64);
  });
});
