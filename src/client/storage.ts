// The one guarded gateway to localStorage: reads and writes can throw (sandboxed iframes, private modes, quota).

/** Guarded access to localStorage; every method is a silent no-op once storage has failed. */
export interface GuardedStorage {
  /** The stored value when it is one of `allowed`, else `null`. */
  get(key: string, allowed: readonly string[]): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Creates a guarded storage; `onUnavailable` is called once, on the first failure. */
export function createStorage(onUnavailable?: (error: unknown) => void): GuardedStorage {
  let failed = false;
  const attempt = <T>(fallback: T, action: (store: Storage) => T): T => {
    if (failed) return fallback;
    try {
      return action(window.localStorage);
    } catch (error) {
      failed = true;
      onUnavailable?.(error);
      return fallback;
    }
  };
  return {
    get(key, allowed) {
      const value = attempt<string | null>(null, (store) => store.getItem(key));
      return value !== null && allowed.includes(value) ? value : null;
    },
    set(key, value) {
      attempt(undefined, (store) => store.setItem(key, value));
    },
    remove(key) {
      attempt(undefined, (store) => store.removeItem(key));
    },
  };
}

/** The storage the main script uses: it logs one console warning when storage is unavailable. */
export function createWarningStorage(): GuardedStorage {
  return createStorage((error) => {
    console.warn(
      'docsgen: localStorage is unavailable, so preferences (colour mode, dismissed announcements, docs version) will not be saved.',
      error,
    );
  });
}
