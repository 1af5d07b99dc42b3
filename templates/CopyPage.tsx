// The "Copy page" button of docs and posts: the browser script fetches the page's markdown twin and copies it.
import type { JSX } from 'react';

/** Renders the button (nothing without a twin); its status line says what happened, for screen readers too. */
export function CopyPage(props: { markdownHref: string | undefined }): JSX.Element | null {
  if (props.markdownHref === undefined) return null;
  return (
    <div className="copy-page">
      <button
        type="button"
        className="copy-page__button"
        data-copy-page={props.markdownHref}
        title="Copy this page as markdown"
      >
        Copy page
      </button>
      <span className="copy-page__status" role="status" aria-live="polite" data-copy-page-status />
    </div>
  );
}
