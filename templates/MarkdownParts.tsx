// Parts of a markdown body that the markdown renderer writes as HTML (src/markdown/containers.ts, code-blocks.ts):
// these components write the same markup, so that a site's own Admonition or CodeBlockTitle can wrap them. docsgen
// renders them only where a site replaced one (src/render/markdown-parts.ts).
import type { JSX } from 'react';
import type { AdmonitionProps, CodeBlockTitleProps } from './theme-components.ts';

const ADMONITION_ICON = '<span class="admonition-icon" aria-hidden="true"></span>';

/** An admonition (`:::tip Title`): its heading with the icon, then its content. */
export function Admonition(props: AdmonitionProps): JSX.Element {
  return (
    <div className={`admonition admonition-${props.type}`} role="note">
      <p
        className="admonition-heading"
        dangerouslySetInnerHTML={{ __html: ADMONITION_ICON + props.titleHtml }}
      />
      <div className="admonition-content" dangerouslySetInnerHTML={{ __html: props.contentHtml }} />
    </div>
  );
}

/** The title bar of a code block (```` ```ts title="app.ts" ````). */
export function CodeBlockTitle(props: CodeBlockTitleProps): JSX.Element {
  // React escapes as the markdown renderer does (one table, src/shared/html-escape.ts): byte for byte its own.
  return <div className="code-block-title">{props.title}</div>;
}
