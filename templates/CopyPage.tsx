// The "Copy page" button of docs and posts: the browser script fetches the page's markdown twin and copies it.
import type { JSX } from 'react';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';

/** Renders the button (nothing without a twin); its status line says what happened, for screen readers too. */
export function CopyPage(props: {
  markdownHref: string | undefined;
  strings: Pick<ThemeStrings, 'copyPage' | 'copyPageTitle'>;
}): JSX.Element | null {
  if (props.markdownHref === undefined) return null;
  return (
    <div className="copy-page">
      <button
        type="button"
        className="copy-page__button"
        data-copy-page={props.markdownHref}
        title={props.strings.copyPageTitle}
      >
        {props.strings.copyPage}
      </button>
      <span className="copy-page__status" role="status" aria-live="polite" data-copy-page-status />
    </div>
  );
}
