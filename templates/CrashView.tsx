// The view shown when rendering a page failed; `src/client/error-views.ts` builds the same markup in the browser.
import type { JSX } from 'react';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';

/** Renders the crash title with the error message and a retry button (the script reloads the page). */
export function CrashView(props: {
  message: string;
  strings: Pick<ThemeStrings, 'crashTitle' | 'crashRetry'>;
}): JSX.Element {
  return (
    <div className="error-view error-view--crash" role="alert">
      <h1 className="error-view__title">{props.strings.crashTitle}</h1>
      <p className="error-view__message">{props.message}</p>
      <button type="button" className="button button--primary" data-crash-retry="">
        {props.strings.crashRetry}
      </button>
    </div>
  );
}
