// A redirect page of the config: a whole document of its own, without the chrome. The refresh sends browsers on at
// once, the canonical link sends search engines' credit to the target, and the link is there for everyone else.
import type { JSX } from 'react';
import type { RedirectPageProps } from './props.ts';
import { fillString } from '../src/shared/fill-string.ts';

/** Renders the `<html>` document of a redirect page. */
export function RedirectPage(props: RedirectPageProps): JSX.Element {
  const { head, chrome, targetHref } = props;
  // The link sits wherever the locale's sentence puts `{link}`.
  const [before = '', after = ''] = fillString(chrome.strings.redirectText, {}).split('{link}');
  return (
    <html lang={chrome.lang} dir={chrome.dir}>
      <head>
        <meta charSet="utf-8" />
        <title>{head.title}</title>
        <meta httpEquiv="refresh" content={`0; url=${targetHref}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={head.canonical} />
      </head>
      <body>
        <p>
          {before}
          <a href={targetHref}>{targetHref}</a>
          {after}
        </p>
      </body>
    </html>
  );
}
