// The markdown part of the build cache: the markdown memo of the last good build, kept on disk so that the next
// `docsgen build` renders only the bodies that changed. It is split in shards by source file, and a build rewrites
// only the shards whose files changed: one edit costs one small file, not the whole cache.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bodyHash,
  hasMarkdownMemo,
  markdownMemo,
  restoreMarkdownMemo,
  type MarkdownMemo,
  type MemoEntry,
} from './markdown-memo.ts';
import type { RenderedJob } from './markdown-jobs.ts';

const FORMAT = 2;
const SHARDS = 32;

interface Shard {
  format: number;
  /** The memo key and the renderer's code: a shard made by other settings or another docsgen is not used. */
  key: string;
  tables: string;
  entries: [file: string, entry: CachedEntry][];
}

/** An entry as stored: the body by its hash. */
interface CachedEntry {
  place: string;
  hash: string;
  rendered: RenderedJob;
}

/** Where a project's markdown cache lives, and what makes it valid. */
export interface MarkdownCacheTarget {
  /** The cache folder (inside the project's cache folder). */
  dir: string;
  /** The memo key of the build (project and markdown settings). */
  memoKey: string;
  /** Identifies the code that renders markdown. */
  rendererKey: string;
}

// What each shard held when it was loaded or saved, so that a save skips the shards nothing changed in.
const written = new Map<string, string[]>();

const shardOf = (file: string): number => hash('sha1', file, 'buffer')[0]! % SHARDS;
const shardFile = (dir: string, index: number): string => path.join(dir, `${index}.json`);
const stamp = (tables: string, entries: [string, CachedEntry][]): string =>
  `${tables}\n${entries.map(([file, entry]) => `${file}\0${entry.place}\0${entry.hash}`).join('\n')}`;

/**
 * A shard as JSON (the `Shard` shape), taking each entry's rendered job as the worker thread that rendered it wrote it
 * when it did: serialising 5,000 bodies again here took this thread 0.3 s.
 */
function shardJson(key: string, tables: string, entries: [string, MemoEntry & { hash: string }][]): string {
  const list = entries.map(
    ([file, entry]) =>
      `[${JSON.stringify(file)},{"place":${JSON.stringify(entry.place)},"hash":${JSON.stringify(entry.hash)},"rendered":${entry.json ?? JSON.stringify(entry.rendered)}}]`,
  );
  return `{"format":${FORMAT},"key":${JSON.stringify(key)},"tables":${JSON.stringify(tables)},"entries":[${list.join(',')}]}`;
}

/** Loads the cache into the memo, unless this process already has a memo for the build's key. */
export function loadMarkdownCache(target: MarkdownCacheTarget): void {
  if (hasMarkdownMemo(target.memoKey)) return;
  const key = `${target.memoKey}\0${target.rendererKey}`;
  const entries = new Map<string, MemoEntry>();
  let tables: string | undefined;
  const stamps: string[] = [];
  for (let i = 0; i < SHARDS; i++) {
    let shard: Shard;
    try {
      shard = JSON.parse(readFileSync(shardFile(target.dir, i), 'utf8')) as Shard;
    } catch {
      return; // No cache, or a damaged one: every body is rendered.
    }
    if (shard.format !== FORMAT || shard.key !== key) return;
    if (tables !== undefined && shard.tables !== tables) return;
    tables = shard.tables;
    for (const [file, entry] of shard.entries) entries.set(file, entry);
    stamps.push(stamp(shard.tables, shard.entries));
  }
  written.set(target.dir, stamps);
  restoreMarkdownMemo(target.memoKey, { tables: tables ?? '', entries });
}

/**
 * Saves the memo of the build that just finished, only the shards that changed, in steps (one per shard) to be run in
 * order between other work: a build runs them while its worker threads render pages. The memo must not change until
 * the last step has run.
 */
export function markdownCacheSaveSteps(target: MarkdownCacheTarget): (() => void)[] {
  // Read when the first step runs: a build that streams its markdown gets its steps before the memo is made.
  let memo: MarkdownMemo | undefined;
  let shards: [string, MemoEntry & { hash: string }][][] = [];
  const before = written.get(target.dir);
  const stamps: string[] = [];
  const guarded = (run: () => void) => (): void => {
    try {
      run();
    } catch (error) {
      // A half-written cache would mix two builds: drop it (the next build renders everything once).
      written.delete(target.dir);
      rmSync(target.dir, { recursive: true, force: true });
      throw error;
    }
  };
  const prepare = (): void => {
    memo = markdownMemo(target.memoKey);
    if (!memo) return;
    shards = Array.from({ length: SHARDS }, () => []);
    for (const [file, entry] of memo.entries) {
      // Hashed once: the memo keeps the hash for the next save in this process.
      entry.hash ??= bodyHash(entry.body ?? '');
      shards[shardOf(file)]!.push([file, entry as MemoEntry & { hash: string }]);
    }
    mkdirSync(target.dir, { recursive: true });
  };
  const writeShard = (i: number): void => {
    if (!memo) return;
    const entries = shards[i]!;
    const now = stamp(memo.tables, entries);
    stamps.push(now);
    if (before?.[i] !== now) {
      const file = shardFile(target.dir, i);
      writeFileSync(
        `${file}.tmp`,
        shardJson(`${target.memoKey}\0${target.rendererKey}`, memo.tables, entries),
      );
      renameSync(`${file}.tmp`, file);
    }
    // The JSON a worker made is needed only for this write.
    for (const [, entry] of entries) entry.json = undefined;
    if (i === SHARDS - 1) written.set(target.dir, stamps);
  };
  return [prepare, ...Array.from({ length: SHARDS }, (_, i) => () => writeShard(i))].map(guarded);
}
