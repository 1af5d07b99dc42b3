// A re-arm ends the old watch before the fresh one is ready, so a write in between is reported by neither: the
// rebuild after every re-arm reads the whole disk afresh, and so serves it. Here the page is saved at the moment the
// fresh watch is created (the old one already closed), and the rebuild must see the saved text.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../../src/diagnostics/log.ts';
import type { Rebuilder, RebuildOutcome } from '../../../src/dev/rebuilder.ts';
import { WatchedRebuilds } from '../../../src/dev/watched-rebuilds.ts';
import type { WatchTargets } from '../../../src/dev/watcher.ts';

// Called as each chokidar watch is created.
const onWatch = vi.hoisted(() => ({ call: (_count: number): void => undefined }));
vi.mock('chokidar', async (importOriginal) => {
  const real = await importOriginal<typeof import('chokidar')>();
  let count = 0;
  return {
    ...real,
    watch: (...args: Parameters<typeof real.watch>) => {
      onWatch.call(++count);
      return real.watch(args[0], args[1]);
    },
  };
});

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-gap-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const content = path.join(root, 'content');
const page = path.join(content, 'docs/page.md');

const quiet: Logger = { verbose() {}, warn() {}, error() {}, info() {} } as unknown as Logger;

/** A rebuilder that records what each rebuild was asked to read and what the page said then. */
function recordingRebuilder(seen: { full: boolean; text: string }[]): Rebuilder {
  const targets: WatchTargets = {
    projectRoot: root,
    contentRoot: content,
    configFiles: [path.join(root, 'docsgen.config.ts')],
    outDir: path.join(root, 'build'),
  };
  const outcome: RebuildOutcome = { ok: false, message: 'stand-in', ms: 0, diagnostics: [] };
  return {
    state: { config: { rootDir: root }, dependencies: [] },
    contentRoot: content,
    configFiles: targets.configFiles,
    watchTargets: () => targets,
    missingContent: () => undefined,
    lacksIslandBundleFor: () => false,
    rebuild: async (changed?: readonly string[]) => {
      seen.push({ full: changed === undefined, text: readFileSync(page, 'utf8') });
      return outcome;
    },
  } as unknown as Rebuilder;
}

describe('a re-arm of the watch', () => {
  it('is followed by a rebuild that reads a page saved while no watch was open', async () => {
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, '# Before\n');
    const seen: { full: boolean; text: string }[] = [];
    const rebuilds = new WatchedRebuilds(recordingRebuilder(seen), {
      logger: quiet,
      firstBuild: Promise.resolve(),
      report: () => {},
    });
    await rebuilds.startWatching();
    // The second watch is the re-arm's fresh one: the page is saved as it starts.
    onWatch.call = (count) => {
      if (count === 2) writeFileSync(page, '# Saved in the gap\n');
    };
    try {
      mkdirSync(path.join(content, 'guide'));
      for (let i = 0; i < 200 && !seen.some((s) => s.text.includes('gap')); i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(seen.at(-1)).toEqual({ full: true, text: '# Saved in the gap\n' });
    } finally {
      await rebuilds.close();
    }
  });
});
