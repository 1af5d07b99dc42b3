// The "Copy page" button of docs and posts: fetches the page's markdown twin (its href is the button's
// `data-copy-page`) and writes it to the clipboard. When the clipboard is refused, the status line says so and links
// the markdown, so the reader can open it and copy it by hand.

import { uiString } from './strings.ts';

const STATUS_MS = 3000;

/** Binds one "Copy page" button. */
export function bindCopyPageButton(button: HTMLButtonElement): void {
  const href = button.getAttribute('data-copy-page') ?? '';
  const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-page-status]') ?? null;
  const label = button.textContent ?? '';
  let timer: number | undefined;
  let markdown: Promise<string> | undefined;
  const show = (text: string, fallback: boolean): void => {
    if (status) {
      status.textContent = text;
      if (fallback) {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = uiString('copyPageOpenMarkdown');
        status.append(' ', link);
      }
    }
    if (!fallback) {
      button.textContent = uiString('copied');
      button.setAttribute('data-copied', 'true');
    }
    window.clearTimeout(timer);
    // A fallback message stays: the reader needs its link.
    if (!fallback)
      timer = window.setTimeout(() => {
        button.textContent = label;
        button.removeAttribute('data-copied');
        if (status) status.textContent = '';
      }, STATUS_MS);
  };
  button.addEventListener('click', () => {
    markdown ??= fetchMarkdown(href);
    // A failed fetch is tried again on the next click.
    markdown.catch(() => (markdown = undefined));
    copyText(markdown).then(
      () => show(uiString('copyPageDone'), false),
      (error: unknown) =>
        show(
          error instanceof FetchFailed ? uiString('copyPageLoadFailed') : uiString('copyPageDenied'),
          true,
        ),
    );
  });
}

class FetchFailed extends Error {}

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href).catch(() => undefined);
  if (!response?.ok) throw new FetchFailed(`${href}: ${response?.status ?? 'network error'}`);
  return response.text();
}

/**
 * Writes the text to the clipboard. A `ClipboardItem` takes the text while it is still being fetched, so the write
 * starts within the click (Safari allows clipboard writes only then); otherwise the text is written once it is here.
 */
async function copyText(text: Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) {
    await text;
    throw new Error('no clipboard');
  }
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      await text;
      // Browsers without promised clipboard items fall back to plain text below.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  await clipboard.writeText(await text);
}
