// The house's bound on function length, checked on every run: the orchestrator's functions (src/build/) read as tables
// of contents, and nothing in src/ runs past 120 lines unless a `// long: <why>` comment above it says why.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { functionLengths, type FunctionLength } from './function-lengths.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const BUILD_LIMIT = 80;
const SOURCE_LIMIT = 120;

const describeLong = (f: FunctionLength): string => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`;

describe('function lengths', () => {
  const all = functionLengths(root, 'src');

  it('reads the functions of src/, nested ones and arrow functions too', () => {
    const names = new Set(all.map((f) => f.name));
    expect(names).toContain('build');
    expect(all.length).toBeGreaterThan(1000);
  });

  it(`keeps every function of src/build/ under ${BUILD_LIMIT} lines`, () => {
    const long = all.filter((f) => f.file.startsWith('src/build/') && f.lines > BUILD_LIMIT);
    expect(long.map(describeLong)).toEqual([]);
  });

  it(`keeps every function of src/ under ${SOURCE_LIMIT} lines unless a comment says why`, () => {
    const long = all.filter((f) => f.lines > SOURCE_LIMIT && !f.excused);
    expect(long.map(describeLong)).toEqual([]);
  });
});
