// A small least-recently-used cache: a Map for lookups and a list for the order of use.

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

interface Entry<K, V> {
  key: K;
  value: V;
  weight: number;
  /** The entry used just before this one (towards the least recently used). */
  older: Entry<K, V> | undefined;
  /** The entry used just after this one. */
  newer: Entry<K, V> | undefined;
}

/**
 * An LRU cache holding at most `budget` in total weight; each entry weighs `weigh(key, value)` (1 by default, so the
 * budget is an entry count). An entry heavier than the whole budget is dropped as soon as it is stored.
 */
export function createLruCache<K, V>(
  budget: number,
  weigh: (key: K, value: V) => number = () => 1,
): LruCache<K, V> {
  // The order of use is a list of its own: a Map's insertion order would do, but finding its oldest entry walks past
  // every entry deleted since the Map last compacted, and a full cache that deletes one per store took 3.9 s for
  // 200,000 stores (the highlighter of a 100,000-page build) instead of 0.6 s, most of that the keys' hashing.
  const entries = new Map<K, Entry<K, V>>();
  let oldest: Entry<K, V> | undefined;
  let newest: Entry<K, V> | undefined;
  let total = 0;
  const unlink = (entry: Entry<K, V>): void => {
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    entry.older = entry.newer = undefined;
  };
  const append = (entry: Entry<K, V>): void => {
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  };
  const remove = (key: K): boolean => {
    const entry = entries.get(key);
    if (entry === undefined) return false;
    entries.delete(key);
    unlink(entry);
    total -= entry.weight;
    return true;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry !== newest) {
        unlink(entry);
        append(entry);
      }
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    set(key, value) {
      remove(key);
      const entry: Entry<K, V> = {
        key,
        value,
        weight: weigh(key, value),
        older: undefined,
        newer: undefined,
      };
      entries.set(key, entry);
      append(entry);
      total += entry.weight;
      while (total > budget && oldest) remove(oldest.key);
    },
    delete: remove,
    get size() {
      return entries.size;
    },
  };
}
