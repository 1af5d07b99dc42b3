// Scroll positions per history entry. The pages of a session share one document, so the browser cannot restore
// their positions itself: restoration is manual, and each entry carries a key (and its last position) in its state.

/** Keeps the scroll position of every history entry of the session. */
export interface ScrollHistory {
  /** Saves the current entry's position, before the reader leaves it (a link, a #hash, unloading). */
  remember(): void;
  /** Saves the current position, then pushes (or replaces the current entry with) a new entry for `url`. */
  leave(url: URL, replace: boolean): void;
  /**
   * After `popstate`. Back or forward (`known`): saves the position of the entry left and returns the one saved for
   * the entry arrived at. A new entry (the browser followed a #hash link and scrolled already): adopts it.
   */
  arrive(): { known: boolean; y: number | undefined };
}

interface EntryState {
  navKey?: unknown;
  navY?: unknown;
}

// Well under the browsers' limit on history changes (Chromium: 200 in 10 s) even for constant scrolling.
const SETTLE_MS = 200;

const newKey = (): string => Math.random().toString(36).slice(2);

/** Takes over scroll restoration; on a reload, returns to the position the entry had. */
export function createScrollHistory(): ScrollHistory {
  const history = window.history;
  history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  let key = '';
  // Other scripts may keep their own fields in the state: they are carried over.
  const state = (): EntryState & Record<string, unknown> =>
    history.state && typeof history.state === 'object' ? history.state : {};
  const adopt = (): EntryState => {
    const current = state();
    if (typeof current.navKey === 'string') key = current.navKey;
    else history.replaceState({ ...current, navKey: (key = newKey()) }, '');
    return current;
  };
  const remember = (): void => {
    positions.set(key, window.scrollY);
    history.replaceState({ ...state(), navKey: key, navY: window.scrollY }, '');
  };
  const saved = adopt().navY;
  if (typeof saved === 'number') window.scrollTo({ top: saved, behavior: 'instant' });
  // Saved when scrolling stops, so that a reload or a return from another site finds it (history changes made
  // while the page unloads are dropped, and an unload listener would keep the page out of the back-forward cache).
  let timer = 0;
  const settle = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(remember, SETTLE_MS);
  };
  window.addEventListener('scroll', settle, { passive: true });
  // A #hash link the browser followed made a new entry, without state.
  window.addEventListener('hashchange', adopt);
  return {
    remember,
    leave(url, replace) {
      if (!replace) remember();
      key = newKey();
      if (replace) history.replaceState({ navKey: key }, '', url.href);
      else history.pushState({ navKey: key }, '', url.href);
    },
    arrive() {
      const known = typeof state().navKey === 'string';
      if (known) positions.set(key, window.scrollY);
      const saved = adopt().navY;
      return { known, y: positions.get(key) ?? (typeof saved === 'number' ? saved : undefined) };
    },
  };
}
