// Copy buttons of code blocks.
import { uiString } from './strings.ts';

const COPIED_MS = 2000;

/** Selects the text of `element` so the reader can copy it by hand. */
function selectText(element: Element): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Copies the block's `<code>` text; shows "Copied" for 2 s, or selects the code when the clipboard refuses. */
export function bindCopyButton(button: HTMLButtonElement): void {
  let timer: number | undefined;
  const label = button.textContent ?? '';
  const ariaLabel = button.getAttribute('aria-label');
  button.addEventListener('click', () => {
    const code = button.closest('.code-block')?.querySelector('code');
    if (!code) return;
    const text = code.textContent ?? '';
    const done = (): void => {
      button.textContent = uiString('copied');
      // The accessible name must contain the visible text (WCAG 2.5.3), so it changes with it.
      button.setAttribute('aria-label', uiString('copiedLabel'));
      button.setAttribute('data-copied', 'true');
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        button.textContent = label;
        if (ariaLabel === null) button.removeAttribute('aria-label');
        else button.setAttribute('aria-label', ariaLabel);
        button.removeAttribute('data-copied');
      }, COPIED_MS);
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard && typeof clipboard.writeText === 'function') {
      clipboard.writeText(text).then(done, () => selectText(code));
    } else {
      selectText(code);
    }
  });
}
