import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the profile script, without types
import { classifyProfile } from '../../../scripts/profile/classify.mjs';
// @ts-expect-error: a plain ES module of the profile script, without types
import { groupSyscalls, parseStraceSummary } from '../../../scripts/profile/syscalls.mjs';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

describe('npm run profile', () => {
  it('gives a builtin its caller’s kind and names GC, idle and file calls whoever calls them', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 5, 6] },
        { id: 2, callFrame: frame('render', 'node_modules/markdown-it/lib/renderer.mjs'), children: [3, 4] },
        { id: 3, callFrame: frame('replace') },
        { id: 4, callFrame: frame('writeFileUtf8') },
        { id: 5, callFrame: frame('(garbage collector)') },
        { id: 6, callFrame: frame('(idle)') },
      ],
      samples: [3, 3, 4, 5, 6, 2],
      timeDeltas: [0, 1000, 1000, 2000, 3000, 4000, 5000],
    };
    // Each sample takes the time until the next one (the last: the final delta).
    const kinds = classifyProfile(profile, (f: { url: string }) => f.url);
    expect(kinds.markdown).toBe(1 + 1 + 5);
    expect(kinds['file system']).toBe(2);
    expect(kinds['garbage collection']).toBe(3);
    expect(kinds.idle).toBe(4);
    expect(kinds.other).toBe(0);
  });

  it('reads strace -c rows and sums them by purpose, skipping the total', () => {
    const table = [
      '% time     seconds  usecs/call     calls    errors syscall',
      '------ ----------- ----------- --------- --------- ----------------',
      ' 60.00    1.500000         300      5000           openat',
      ' 20.00    0.500000         400      1200        12 mkdir',
      ' 10.00    0.250000          20     12000           futex',
      '  1.00    0.030000           7      4000           write',
      '100.00    2.500000                 22200        12 total',
    ].join('\n');
    const rows = parseStraceSummary(table);
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['openat', 'mkdir', 'futex', 'write']);
    const groups = groupSyscalls(rows);
    expect(groups[0]).toMatchObject({ group: 'file creation', calls: 6200, seconds: 2 });
    expect(groups.map((g: { group: string }) => g.group)).toEqual([
      'file creation',
      'threads waiting',
      'writing',
    ]);
  });
});
