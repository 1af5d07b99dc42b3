// Sites of several sizes written by a test, each built in memory once for the whole file.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from '../../../src/build/build.ts';
import type { MemoryBuildResult } from '../../../src/build/options.ts';

/** The outputs of the builds, by size. */
export interface SizedBuilds {
  /** Every output file of the site of `size`. */
  files(size: number): Map<string, string | Uint8Array>;
  /** The output file `file` of the site of `size`, as text. */
  fileOf(size: number, file: string): string | undefined;
}

/** Writes a site of each size with `write(dir, size)` and builds it (no diagnostics allowed) before the tests. */
export function useSizedBuilds(
  name: string,
  sizes: readonly number[],
  write: (dir: string, size: number) => Promise<void>,
): SizedBuilds {
  let work: string | undefined;
  const built = new Map<number, MemoryBuildResult>();
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), `docsgen-${name}-`));
    for (const size of sizes) {
      const dir = path.join(work, String(size));
      await write(dir, size);
      const result = await build({ cwd: dir, output: 'memory' });
      expect(result.diagnostics).toEqual([]);
      built.set(size, result);
    }
  }, 240_000);
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });
  const files = (size: number): Map<string, string | Uint8Array> => built.get(size)!.memory!.files;
  return {
    files,
    fileOf(size, file) {
      const contents = files(size).get(file);
      return contents === undefined ? undefined : Buffer.from(contents).toString('utf8');
    },
  };
}

/** The output file an internal href leads to. */
export function fileOfHref(href: string): string {
  const pathname = decodeURIComponent(new URL(href, 'https://site.invalid/').pathname);
  return pathname.endsWith('/') ? `${pathname.slice(1)}index.html` : `${pathname.slice(1)}/index.html`;
}
