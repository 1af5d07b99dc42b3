// A standalone markdown page: title, content and table of contents.
import type { JSX } from 'react';
import type { MarkdownPageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';
import { DesktopToc, MobileToc } from './Toc.tsx';

/** Renders the body of a markdown page. */
export function MarkdownPage(props: MarkdownPageProps): JSX.Element {
  const toc = props.hideToc ? [] : props.toc;
  return (
    <div className="main-wrapper" data-page-root="">
      <main id={MAIN_ID} tabIndex={-1} className="container page-main">
        <div className="docs-main__row">
          <article className="docs-main__content doc">
            <h1 className="doc__title">{props.title}</h1>
            <MobileToc toc={toc} title={props.chrome.strings.onThisPage} />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: props.html }} />
          </article>
          <DesktopToc toc={toc} title={props.chrome.strings.onThisPage} />
        </div>
      </main>
    </div>
  );
}
