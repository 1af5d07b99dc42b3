// The view shown when loading something failed; `src/client/error-views.ts` builds the same markup in the browser.
import type { JSX } from 'react';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';

/** Renders the error text and a Retry button (`data-loader-retry`; the browser code binds the retry callback). */
export function LoaderError(props: {
  message: string;
  strings: Pick<ThemeStrings, 'loaderRetry'>;
}): JSX.Element {
  return (
    <div className="error-view error-view--loader" role="alert">
      <p className="error-view__message">{props.message}</p>
      <button type="button" className="button button--outline" data-loader-retry="">
        {props.strings.loaderRetry}
      </button>
    </div>
  );
}
