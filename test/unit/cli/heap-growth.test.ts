// `docsgen build` keeps V8's heaps close to their live objects (a flag of the process, so of its worker threads too),
// before the build starts; other commands leave V8's default as it is.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCommand } from '../../../src/cli/commands/build.ts';
import * as building from '../../../src/build/build.ts';
import { BUILD_HEAP_GROWING_PERCENT } from '../../../src/cli/heap-growth.ts';

afterEach(() => vi.restoreAllMocks());

describe('docsgen build and the heap', () => {
  it('sets the heap growing factor before it builds', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-heap-growth-'));
    try {
      const site = path.join(work, 'site');
      cpSync(path.resolve(import.meta.dirname, '../../fixtures/site-mini'), site, { recursive: true });
      vi.spyOn(process, 'cwd').mockReturnValue(site);
      const order: string[] = [];
      // Mocked: the test process keeps V8's default.
      const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation((flag) => void order.push(flag));
      const build = building.build;
      vi.spyOn(building, 'build').mockImplementation((options, session) => {
        order.push('build');
        return build(options, session);
      });
      const code = await buildCommand({ quiet: true, out: path.join(work, 'out') });
      expect(code).toBe(0);
      expect(flags).toHaveBeenCalledTimes(1);
      expect(order).toEqual([`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`, 'build']);
      expect(BUILD_HEAP_GROWING_PERCENT).toBeLessThan(100);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
