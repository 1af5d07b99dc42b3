// A small least-recently-used cache over a Map, whose insertion order is kept as the order of use.

/** A cache that drops its least recently used entries once their total weight passes a budget. */
export interface LruCache<K, V> {
  /** The value under `key`, marked as the most recently used; `undefined` when absent. */
  get(key: K): V | undefined;
  /** The value under `key` without marking it as used. */
  peek(key: K): V | undefined;
  /** Stores `value` as the most recently used, then drops the least recently used entries over the budget. */
  set(key: K, value: V): void;
  /** Removes `key`; false when it was absent. */
  delete(key: K): boolean;
  /** The number of entries held. */
  readonly size: number;
}

/**
 * An LRU cache holding at most `budget` in total weight; each entry weighs `weigh(key, value)` (1 by default, so the
 * budget is an entry count). An entry heavier than the whole budget is dropped as soon as it is stored.
 */
export function createLruCache<K, V>(
  budget: number,
  weigh: (key: K, value: V) => number = () => 1,
): LruCache<K, V> {
  const entries = new Map<K, { value: V; weight: number }>();
  let total = 0;
  const remove = (key: K): boolean => {
    const entry = entries.get(key);
    if (entry === undefined) return false;
    entries.delete(key);
    total -= entry.weight;
    return true;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      // Re-inserting moves the entry to the end of the Map's order: the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    set(key, value) {
      remove(key);
      const weight = weigh(key, value);
      entries.set(key, { value, weight });
      total += weight;
      for (const oldest of entries.keys()) {
        if (total <= budget) break;
        remove(oldest);
      }
    },
    delete: remove,
    get size() {
      return entries.size;
    },
  };
}
