// A page a plugin added: its title, then the markup its component rendered.
import type { JSX } from 'react';
import type { PluginPageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';

/** Renders the body of a plugin's page. */
export function PluginPage(props: PluginPageProps): JSX.Element {
  return (
    <div className="main-wrapper" data-page-root="">
      <main id={MAIN_ID} tabIndex={-1} className="container page-main">
        <article className="docs-main__content doc">
          <h1 className="doc__title">{props.title}</h1>
          <div className="plugin-page__body" dangerouslySetInnerHTML={{ __html: props.html }} />
        </article>
      </main>
    </div>
  );
}
