// The document <head>: meta tags from HeadProps, assets and the inline scripts from the chrome.
import { createElement, type JSX } from 'react';
import type { HeadProps, SiteChrome } from './props.ts';

// `<` (no tag can close the element) and the two line separators that older JavaScript parsers refused in strings.
const JSON_LD_UNSAFE = /[<\u2028\u2029]/g;
const JSON_LD_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** Serialises a JSON-LD object for a `<script>` element: `<` is escaped so no tag can close the element. */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(JSON_LD_UNSAFE, (c) => JSON_LD_ESCAPES[c]!);
}

/** Renders `<head>`. */
export function Head(props: { head: HeadProps; chrome: SiteChrome }): JSX.Element {
  const { head, chrome } = props;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.keywords.length > 0 ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta name="generator" content="docsgen" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000000" />
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alt) => (
        <link
          key={`${alt.href}|${alt.hreflang ?? ''}|${alt.type ?? ''}`}
          rel="alternate"
          href={alt.href}
          hrefLang={alt.hreflang}
          type={alt.type}
          title={alt.title}
        />
      ))}
      {head.faviconHref ? <link rel="icon" href={head.faviconHref} type="image/svg+xml" /> : null}
      <meta property="og:title" content={head.ogTitle} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:url" content={head.canonical} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {head.image ? <meta name="twitter:image" content={head.image} /> : null}
      {/* The pre-paint script runs before the stylesheet applies, so there is no flash of the wrong theme. */}
      <script dangerouslySetInnerHTML={{ __html: chrome.assets.themeScript }} />
      <link rel="stylesheet" href={chrome.assets.stylesheet} />
      <script src={chrome.assets.script} defer />
      <script
        id="docsgen-config"
        type="application/json"
        dangerouslySetInnerHTML={{ __html: chrome.assets.clientConfig }}
      />
      {head.jsonLd.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
      {head.extraTags.map((extra, index) =>
        createElement(extra.tag, { key: `extra-${index}`, ...extra.props }),
      )}
    </head>
  );
}
