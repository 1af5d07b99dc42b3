// The colour-mode toggle: switches `data-theme`, stores the choice, and follows the system until the reader chooses.
import { uiString } from './strings.ts';
import { THEME_STORAGE_KEY } from '../shared/client-config.ts';
import type { GuardedStorage } from './storage.ts';
import { darkSchemeQuery, initialColorMode } from './color-mode-resolve.ts';

const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** The toggle's accessible name for a mode (same text as the template's). */
export function colorModeLabel(mode: Mode): string {
  return uiString('colorModeToggle', {
    mode: uiString(mode === 'light' ? 'colorModeLight' : 'colorModeDark'),
  });
}

/** Binds every `[data-color-mode-toggle]` button and the system-preference listener. */
export function initColorMode(storage: GuardedStorage): void {
  const html = document.documentElement;
  const data = html.dataset;
  const toggles = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]'));
  let chosen = storage.get(THEME_STORAGE_KEY, MODES) !== null;
  const current = (): Mode => (html.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  const apply = (mode: Mode): void => {
    html.setAttribute('data-theme', mode);
    for (const toggle of toggles) {
      const label = colorModeLabel(mode);
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
  };
  // The pre-paint script may have been blocked: resolve again so the page and labels agree.
  apply(data.theme === 'dark' || data.theme === 'light' ? current() : initialColorMode(data, null));
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      const next: Mode = current() === 'dark' ? 'light' : 'dark';
      chosen = true;
      apply(next);
      storage.set(THEME_STORAGE_KEY, next);
    });
  }
  if (data.respectPrefers === 'true' && data.disableSwitch !== 'true') {
    const query = darkSchemeQuery();
    query?.addEventListener('change', (event) => {
      if (!chosen && storage.get(THEME_STORAGE_KEY, MODES) === null) apply(event.matches ? 'dark' : 'light');
    });
  }
}
