// The view shown when rendering a page failed; `src/client/error-views.ts` builds the same markup in the browser.
import type { JSX } from 'react';

/** Renders "This page crashed." with the error message and a Try again button (the script reloads the page). */
export function CrashView(props: { message: string }): JSX.Element {
  return (
    <div className="error-view error-view--crash" role="alert">
      <h1 className="error-view__title">This page crashed.</h1>
      <p className="error-view__message">{props.message}</p>
      <button type="button" className="button button--primary" data-crash-retry="">
        Try again
      </button>
    </div>
  );
}
