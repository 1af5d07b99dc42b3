import { describe, expect, it } from 'vitest';
import { appendAll, replaceAll } from '../../../src/shared/append-all.ts';

describe('appendAll', () => {
  it('appends in order and returns the target', () => {
    const target = [1, 2];
    expect(appendAll(target, [3, 4])).toBe(target);
    expect(target).toEqual([1, 2, 3, 4]);
  });

  it('takes any iterable, a generator included', () => {
    function* three(): Generator<string> {
      yield 'a';
      yield 'b';
      yield 'c';
    }
    expect(appendAll([], three())).toEqual(['a', 'b', 'c']);
  });

  it('takes a list far longer than a spread into push allows', () => {
    const many = Array.from({ length: 500_000 }, (_, i) => i);
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const target = appendAll([-1], many);
    expect(target.length).toBe(500_001);
    expect(target[500_000]).toBe(499_999);
  });
});

describe('replaceAll', () => {
  it('replaces the contents in place, for any length', () => {
    const target = ['x', 'y', 'z'];
    const many = Array.from({ length: 300_000 }, (_, i) => `n${i}`);
    expect(replaceAll(target, many)).toBe(target);
    expect(target.length).toBe(300_000);
    expect(target[0]).toBe('n0');
  });

  it('copes with the target itself as the source', () => {
    const target = [1, 2, 3];
    expect(replaceAll(target, target)).toEqual([1, 2, 3]);
  });
});
