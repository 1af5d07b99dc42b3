import { describe, expect, it } from 'vitest';
import { nestToc, type TocNode } from '../../../templates/Toc.tsx';

const shape = (nodes: TocNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.entry.id, shape(node.children)] : node.entry.id));
const entry = (id: string, depth: number) => ({ id, text: id, depth });

describe('nestToc', () => {
  it.each([
    { name: 'flat h2s', input: [entry('a', 2), entry('b', 2)], expected: ['a', 'b'] },
    {
      name: 'h3 under h2',
      input: [entry('a', 2), entry('b', 3), entry('c', 2)],
      expected: [['a', ['b']], 'c'],
    },
    {
      name: 'deep then back up',
      input: [entry('a', 2), entry('b', 3), entry('c', 4), entry('d', 3)],
      expected: [['a', [['b', ['c']], 'd']]],
    },
    {
      name: 'leading h3 is a root',
      input: [entry('a', 3), entry('b', 2), entry('c', 3)],
      expected: ['a', ['b', ['c']]],
    },
    { name: 'empty', input: [], expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(shape(nestToc(input))).toEqual(expected);
  });
});
