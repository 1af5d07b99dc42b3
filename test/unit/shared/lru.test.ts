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
});
