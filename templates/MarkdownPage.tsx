// A standalone markdown page: title, content and table of contents.
import type { JSX } from 'react';
import { borrowedLanguage } from './base-props.ts';
import type { MarkdownPageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';
import { DesktopToc, MobileToc } from './Toc.tsx';

/** Renders the body of a markdown page. */
export function MarkdownPage(props: MarkdownPageProps): JSX.Element {
  const toc = props.hideToc ? [] : props.toc;
  const borrowed = borrowedLanguage(props.untranslated);
  return (
    <div className="main-wrapper" data-page-root="">
      <main id={MAIN_ID} tabIndex={-1} className="container page-main">
        <div className="docs-main__row">
          <article className="docs-main__content doc">
            <h1 className="doc__title" {...borrowed}>
              {props.title}
            </h1>
            <MobileToc toc={toc} title={props.chrome.strings.onThisPage} />
            <div className="markdown" {...borrowed} dangerouslySetInnerHTML={{ __html: props.html }} />
          </article>
          <DesktopToc toc={toc} title={props.chrome.strings.onThisPage} />
        </div>
      </main>
    </div>
  );
}
