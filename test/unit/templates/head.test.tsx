import { describe, expect, it } from 'vitest';
import { renderSample, tags, between } from './render.ts';
import { serializeJsonLd } from '../../../templates/Head.tsx';

describe('Head', () => {
  it('writes title, description, keywords, canonical and social tags from HeadProps', () => {
    const html = renderSample('doc');
    expect(html).toContain('<title>Introduction | Maar World</title>');
    expect(html).toContain('<meta name="description" content="Comprehensive Documentation"/>');
    expect(html).toContain('<meta name="keywords" content="players, audio"/>');
    const canonical = 'https://docs.maar.world/docs/user-guide/int-players/intro';
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain('<meta property="og:title" content="Introduction"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(
      '<meta property="og:image" content="https://docs.maar.world/img/social-card.png"/>',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://docs.maar.world/img/social-card.png"/>',
    );
    expect(html).toContain('<link rel="icon" href="/img/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('<meta name="generator" content="docsgen"/>');
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr" class="plugin-docs docs-doc-page/);
  });

  it('leaves out keywords, description and image when they are empty', () => {
    const html = renderSample('home', (props) => {
      props.head.description = undefined;
      props.head.image = undefined;
      props.head.faviconHref = undefined;
    });
    expect(html).not.toContain('rel="icon"');
    expect(html).not.toContain('name="keywords"');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
  });

  it('writes robots noindex only when the page asks for it', () => {
    expect(renderSample('not-found')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(renderSample('doc')).not.toContain('name="robots"');
  });

  it('writes alternates with hreflang and type', () => {
    const html = renderSample('blog-list', (props) => {
      props.head.alternates = [
        {
          rel: 'alternate',
          href: 'https://docs.maar.world/blog/rss.xml',
          type: 'application/rss+xml',
          title: 'RSS',
        },
        { rel: 'alternate', href: 'https://docs.maar.world/fr/blog', hreflang: 'fr' },
      ];
    });
    expect(html).toContain(
      '<link rel="alternate" href="https://docs.maar.world/blog/rss.xml" type="application/rss+xml" title="RSS"/>',
    );
    expect(html).toContain('<link rel="alternate" href="https://docs.maar.world/fr/blog" hrefLang="fr"/>');
  });

  it('inlines the theme script before the stylesheet and the deferred main script', () => {
    const html = renderSample('home', (props) => {
      props.chrome.assets.themeScript = 'document.documentElement.dataset.x="1"';
    });
    const head = between(html, '<head>', '</head>');
    const inline = head.indexOf('<script>document.documentElement.dataset.x="1"</script>');
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(head.indexOf('<link rel="stylesheet" href="/assets/main.css"/>'));
    expect(inline).toBeLessThan(head.indexOf('<script src="/assets/main.js" defer=""></script>'));
    expect(head).toContain('<script id="docsgen-config" type="application/json">{"baseUrl":"/"');
  });

  it('puts the colour-mode and announcement settings on <html> for the pre-paint script', () => {
    const html = renderSample('home', undefined, { respectPrefersColorScheme: true, defaultMode: 'dark' });
    const root = tags(html, 'html')[0]!;
    expect(root).toContain('data-theme="dark"');
    expect(root).toContain('data-default-theme="dark"');
    expect(root).toContain('data-respect-prefers="true"');
    expect(root).toContain('data-announcement-id="api-reference-2024"');
  });

  it('writes each JSON-LD object in its own script with < escaped', () => {
    const html = renderSample('doc', (props) => {
      props.head.jsonLd = [{ name: '</script><script>alert(1)</script>' }, { '@type': 'WebSite' }];
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
    expect(tags(html, 'script').filter((tag) => tag.includes('application/ld+json'))).toHaveLength(2);
    expect(JSON.parse(serializeJsonLd({ a: '<b>' }))).toEqual({ a: '<b>' });
    const separators = { a: 'x\u2028y\u2029z<' };
    expect(serializeJsonLd(separators)).toBe('{"a":"x\\u2028y\\u2029z\\u003c"}');
    expect(JSON.parse(serializeJsonLd(separators))).toEqual(separators);
  });
});
