// A full disk or a folder docsgen may not write, on the output or the cache, in this thread or a worker thread: one
// line naming the error and the path, exit 3, no staging folder left, the previous output byte-identical, and the next
// build (without the fault) succeeds.
import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  besideOutput,
  cacheTemporaries,
  docsgen,
  EXIT,
  makeSite,
  removeSite,
  snapshot,
  type Fault,
} from './harness.ts';

// Above the page count from which a build uses worker threads (MIN_FILES_FOR_WORKERS.renderingPages in src/parallel).
const POOL_PAGES = 720;

const sites: { small?: string; large?: string } = {};
beforeAll(async () => {
  sites.small = await makeSite({ pages: 5 });
  sites.large = await makeSite({ pages: POOL_PAGES });
});
afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => removeSite(site)));
});

const MESSAGES = { ENOSPC: 'no space left on device', EACCES: 'permission denied' } as const;

interface Case {
  name: string;
  site: 'small' | 'large';
  threads: number;
  code: keyof typeof MESSAGES;
  where: 'output' | 'cache';
  thread: Fault['thread'];
}

const cases: Case[] = [
  {
    name: 'ENOSPC on the output, one thread',
    site: 'small',
    threads: 1,
    code: 'ENOSPC',
    where: 'output',
    thread: 'main',
  },
  {
    name: 'EACCES on the output, one thread',
    site: 'small',
    threads: 1,
    code: 'EACCES',
    where: 'output',
    thread: 'main',
  },
  {
    name: 'ENOSPC on the output, in a worker thread',
    site: 'large',
    threads: 2,
    code: 'ENOSPC',
    where: 'output',
    thread: 'worker',
  },
  {
    name: 'EACCES on the output, in a worker thread',
    site: 'large',
    threads: 2,
    code: 'EACCES',
    where: 'output',
    thread: 'worker',
  },
  {
    name: 'ENOSPC on the output, in every thread',
    site: 'large',
    threads: 2,
    code: 'ENOSPC',
    where: 'output',
    thread: 'any',
  },
  {
    name: 'ENOSPC on the cache, one thread',
    site: 'small',
    threads: 1,
    code: 'ENOSPC',
    where: 'cache',
    thread: 'main',
  },
  {
    name: 'EACCES on the cache, one thread',
    site: 'small',
    threads: 1,
    code: 'EACCES',
    where: 'cache',
    thread: 'main',
  },
  {
    // The markdown cache is saved by a worker thread once one has loaded, else by the main thread (a busy machine can
    // finish the markdown before any worker loads): the fault is in whichever thread writes it.
    name: 'ENOSPC on the cache, with worker threads',
    site: 'large',
    threads: 2,
    code: 'ENOSPC',
    where: 'cache',
    thread: 'any',
  },
];

describe('write errors', () => {
  it.each(cases)('$name', async (c) => {
    const site = sites[c.site]!;
    // The last case's good build left an output in place; the first case of a site makes one.
    if (!existsSync(path.join(site, 'build'))) {
      const good = docsgen(site, ['build'], { threads: c.threads });
      expect(good.status, good.output_).toBe(EXIT.ok);
    }
    const before = await snapshot(path.join(site, 'build'));
    const prefix = path.join(site, c.where === 'output' ? 'build.staging' : '.docsgen-cache');
    const fault: Fault = {
      code: c.code,
      prefix,
      thread: c.thread,
      after: c.where === 'cache' ? 0 : c.site === 'small' ? 2 : 40,
    };
    // An edited page: its markdown, its HTML and the cache change.
    await appendFile(path.join(site, 'content/docs/p2.md'), `\nEdited for ${c.name}.\n`);

    const failed = docsgen(site, ['build'], { threads: c.threads, fault });
    expect(failed.status, failed.output_).toBe(EXIT.environment);
    const lines = failed.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const where = c.where === 'output' ? 'build\\.staging-[^ ]+' : '\\.docsgen-cache[^ ]*';
    expect(lines[0]).toMatch(
      new RegExp(`^${MESSAGES[c.code]} while \\w+ ${where}; the previous output is unchanged$`),
    );
    expect(failed.output_).not.toMatch(/crashed|Error:|at .*\.cjs/);
    expect(await besideOutput(site)).toEqual([]);
    expect(await cacheTemporaries(site)).toEqual([]);
    expect(await snapshot(path.join(site, 'build'))).toEqual(before);

    const next = docsgen(site, ['build'], { threads: c.threads });
    expect(next.status, next.output_).toBe(EXIT.ok);
    const after = await snapshot(path.join(site, 'build'));
    expect(after).not.toEqual(before);
    expect(after.get('docs/p2/index.html')).not.toBe(before.get('docs/p2/index.html'));
  });

  it('a bug (not an I/O error) prints the crash report and exits 70; the previous output is kept', async () => {
    const site = sites.small!;
    if (!existsSync(path.join(site, 'build')))
      expect(docsgen(site, ['build'], { threads: 1 }).status).toBe(EXIT.ok);
    const before = await snapshot(path.join(site, 'build'));
    await appendFile(path.join(site, 'content/docs/p2.md'), '\nEdited before a bug.\n');
    const fault: Fault = { code: 'BUG', prefix: path.join(site, 'build.staging'), thread: 'main', after: 2 };
    const failed = docsgen(site, ['build'], { threads: 1, fault });
    expect(failed.status, failed.output_).toBe(EXIT.bug);
    expect(failed.stderr).toMatch(/^docsgen crashed: TypeError: injected bug at \w+ '.*build\.staging-/);
    expect(failed.stderr).toContain('Please report this');
    expect(await besideOutput(site)).toEqual([]);
    expect(await snapshot(path.join(site, 'build'))).toEqual(before);
    expect(docsgen(site, ['build'], { threads: 1 }).status).toBe(EXIT.ok);
  });
});
