// The announcement bar's close button: hides the bar and remembers the dismissal for this announcement id.
import { ANNOUNCEMENT_STORAGE_PREFIX } from '../shared/client-config.ts';
import type { GuardedStorage } from './storage.ts';

/** Binds the close button of the announcement bar, when there is one. */
export function initAnnouncement(storage: GuardedStorage): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement]');
  const close = bar?.querySelector<HTMLButtonElement>('[data-announcement-close]');
  const id = bar?.getAttribute('data-announcement-id');
  if (!bar || !close || !id) return;
  close.addEventListener('click', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    storage.set(ANNOUNCEMENT_STORAGE_PREFIX + id, 'true');
    // The bar held focus; hand it to the main content rather than losing it to <body>.
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  });
}
