import { describe, expect, it } from 'vitest';
import { createLruCache } from '../../../src/shared/lru.ts';

const keysOf = (cache: { peek(key: string): unknown }, keys: string[]): string[] =>
  keys.filter((key) => cache.peek(key) !== undefined);

describe('createLruCache', () => {
  it('drops the least recently used entry once the count passes the budget', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(cache.size).toBe(2);
  });

  it('does not mark an entry as used when it is only peeked at', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1);
    cache.set('c', 3);
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('replaces a stored key, making it the most recent, without counting it twice', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(cache.get('a')).toBe(10);
  });

  it('weighs entries and drops as many old ones as the new one needs', () => {
    const cache = createLruCache<string, string>(10, (key, value) => key.length + value.length);
    cache.set('a', 'xxx');
    cache.set('b', 'xxx');
    cache.set('c', 'xxxxxxx');
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['c']);
    cache.set('d', 'x'.repeat(20));
    expect(keysOf(cache, ['a', 'b', 'c', 'd'])).toEqual([]);
    expect(cache.size).toBe(0);
  });

  it('forgets deleted entries and their weight', () => {
    const cache = createLruCache<string, string>(4, (_key, value) => value.length);
    cache.set('a', 'xx');
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.set('b', 'xx');
    cache.set('c', 'xx');
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('keeps the order of use of a plain list through thousands of random gets, sets and deletes', () => {
    // The reference: keys from least to most recently used, weights beside them.
    const order: string[] = [];
    const weights = new Map<string, number>();
    const cache = createLruCache<string, number>(60, (_key, value) => value);
    const allKeys = Array.from({ length: 40 }, (_, i) => `k${i}`);
    let seed = 7;
    const next = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const touch = (key: string): void => {
      order.splice(order.indexOf(key), 1);
      order.push(key);
    };
    for (let step = 0; step < 5000; step++) {
      const key = `k${next(40)}`;
      const op = next(3);
      if (op === 0) {
        const value = cache.get(key);
        expect(value).toBe(weights.get(key));
        if (value !== undefined) touch(key);
      } else if (op === 1) {
        const weight = 1 + next(9);
        if (weights.has(key)) order.splice(order.indexOf(key), 1);
        order.push(key);
        weights.set(key, weight);
        let total = [...weights.values()].reduce((a, b) => a + b, 0);
        while (total > 60) {
          const dropped = order.shift()!;
          total -= weights.get(dropped)!;
          weights.delete(dropped);
        }
        cache.set(key, weight);
      } else {
        expect(cache.delete(key)).toBe(weights.has(key));
        if (weights.delete(key)) order.splice(order.indexOf(key), 1);
      }
      // Which entries are held depends on every eviction so far: a wrong order of use shows here.
      expect(keysOf(cache, allKeys)).toEqual(allKeys.filter((k) => weights.has(k)));
    }
    expect(cache.size).toBe(order.length);
  });
});
