// Browser-side error views with the same markup and class names as templates/CrashView.tsx and LoaderError.tsx.
import { uiString } from './strings.ts';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Builds the crash title with the message and a retry button (default: reload the page), in the page's words. */
export function createCrashView(
  message: string,
  onRetry: () => void = () => window.location.reload(),
): HTMLElement {
  const view = element('div', 'error-view error-view--crash');
  view.setAttribute('role', 'alert');
  const button = element('button', 'button button--primary', uiString('crashRetry'));
  button.type = 'button';
  button.setAttribute('data-crash-retry', '');
  button.addEventListener('click', () => onRetry());
  view.append(
    element('h1', 'error-view__title', uiString('crashTitle')),
    element('p', 'error-view__message', message),
    button,
  );
  return view;
}

/** Builds the loader error view: the error text and a Retry button that calls `onRetry`. */
export function createLoaderError(message: string, onRetry: () => void): HTMLElement {
  const view = element('div', 'error-view error-view--loader');
  view.setAttribute('role', 'alert');
  const button = element('button', 'button button--outline', uiString('loaderRetry'));
  button.type = 'button';
  button.setAttribute('data-loader-retry', '');
  button.addEventListener('click', () => onRetry());
  view.append(element('p', 'error-view__message', message), button);
  return view;
}
