// The markdown part of the build cache: the markdown memo of the last good build, kept on disk so that the next
// `docsgen build` renders only the bodies that changed. It is split in shards by source file, and a build rewrites
// only the shards whose files changed: one edit costs one small file, not the whole cache. A shard is a line of JSON
// (everything but the bodies' HTML, with each HTML's length) and then the HTML of each entry as is: HTML is most of
// the cache, and JSON would escape every quote in it on the way in and unescape it on the way out.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryPath } from '../base/process-stamp.ts';
import { bodyHash, type MarkdownMemory, type MemoEntry } from './memo.ts';
import type { RenderedJob } from './jobs.ts';

const FORMAT = 4;
const SHARDS = 32;

interface Shard {
  format: number;
  /** The memo key and the renderer's code: a shard made by other settings or another docsgen is not used. */
  key: string;
  tables: string;
  entries: [file: string, entry: CachedEntry, htmlLength: number][];
}

/** An entry as stored: the body by its hash, and the rendered job without its HTML (which follows the JSON). */
interface CachedEntry {
  place: string;
  hash: string;
  rendered: RenderedJob;
}

/** The JSON of a rendered job in the cache: all of it but its HTML (set to undefined, JSON leaves it out). */
export function renderedJson(rendered: RenderedJob): string {
  return JSON.stringify({ ...rendered, markdown: { ...rendered.markdown, html: undefined } });
}

/** A rendered job from its cache JSON and its HTML. */
export function renderedFrom(json: string, html: string): RenderedJob {
  const rendered = JSON.parse(json) as RenderedJob;
  rendered.markdown.html = html;
  return rendered;
}

/** Where a project's markdown cache lives, and what makes it valid. */
export interface MarkdownCacheTarget {
  /** The cache folder (inside the project's cache folder). */
  dir: string;
  /** The memo key of the build (project and markdown settings). */
  memoKey: string;
  /** Identifies the code that renders markdown. */
  rendererKey: string;
  /** The session's markdown memory: the memo the cache fills and is saved from, and what each shard held. */
  memory: MarkdownMemory;
}

const shardOf = (file: string): number => hash('sha1', file, 'buffer')[0]! % SHARDS;
const shardFile = (dir: string, index: number): string => path.join(dir, `${index}.json`);
const stamp = (tables: string, entries: [string, { place: string; hash: string }, ...unknown[]][]): string =>
  `${tables}\n${entries.map(([file, entry]) => `${file}\0${entry.place}\0${entry.hash}`).join('\n')}`;

/** A rendered job in its cache form: `renderedJson`, and its HTML. */
export type CachedJob = [json: string, html: string];

/**
 * One shard file to write: its entries as `[file, place, body hash, rendered job in its cache form]`, the job null where
 * the thread that writes it holds it (the worker that rendered the body).
 */
export interface ShardWrite {
  file: string;
  key: string;
  tables: string;
  entries: [file: string, place: string, hash: string, job: CachedJob | null][];
}

/**
 * Writes shard files (in any thread: a build hands them to a worker thread), from each entry's rendered job in its cache
 * form, as the worker thread that rendered it made it.
 */
export function writeShards(
  shards: readonly ShardWrite[],
  heldJob: (file: string) => CachedJob = (file) => {
    throw new Error(`no cache form for the markdown cache entry of ${file}`);
  },
): void {
  for (const shard of shards) {
    const htmls: string[] = [];
    const list = shard.entries.map(([file, place, hash, job]) => {
      const [json, html] = job ?? heldJob(file);
      htmls.push(html);
      return `[${JSON.stringify(file)},{"place":${JSON.stringify(place)},"hash":${JSON.stringify(hash)},"rendered":${json}},${html.length}]`;
    });
    // JSON holds no raw line break: the first one ends it.
    const text = `{"format":${FORMAT},"key":${JSON.stringify(shard.key)},"tables":${JSON.stringify(shard.tables)},"entries":[${list.join(',')}]}\n${htmls.join('')}`;
    mkdirSync(path.dirname(shard.file), { recursive: true });
    // Named after this process: a build killed while writing leaves a file the next one knows it may remove.
    const temp = temporaryPath(shard.file);
    try {
      writeFileSync(temp, text);
      renameSync(temp, shard.file);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }
}

/** Loads the cache into the memo, unless the session already has a memo for the build's key. */
export function loadMarkdownCache(target: MarkdownCacheTarget): void {
  const { memos, shards } = target.memory;
  if (memos.has(target.memoKey)) return;
  const key = `${target.memoKey}\0${target.rendererKey}`;
  const entries = new Map<string, MemoEntry>();
  let tables: string | undefined;
  const stamps: string[] = [];
  for (let i = 0; i < SHARDS; i++) {
    const shard = readShard(shardFile(target.dir, i));
    // No cache, or a damaged one, or one of other settings: every body is rendered.
    if (!shard || shard.format !== FORMAT || shard.key !== key) return;
    if (tables !== undefined && shard.tables !== tables) return;
    tables = shard.tables;
    for (const [file, entry] of shard.entries) entries.set(file, entry);
    stamps.push(stamp(shard.tables, shard.entries));
  }
  // What each shard held when it was loaded or saved, so that a save skips the shards nothing changed in.
  shards.set(target.dir, stamps);
  memos.set(target.memoKey, { tables: tables ?? '', entries });
}

/** Reads a shard file, its entries' HTML in place; undefined when it is missing or damaged. */
function readShard(file: string): Shard | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const end = text.indexOf('\n');
    const shard = JSON.parse(end === -1 ? text : text.slice(0, end)) as Shard;
    if (shard.format !== FORMAT) return shard;
    let at = end + 1;
    for (const [, entry, length] of shard.entries) {
      entry.rendered.markdown.html = text.slice(at, (at += length));
    }
    return at === text.length ? shard : undefined;
  } catch {
    return undefined;
  }
}

/** The shards a save writes, and what to call once they are written (or to drop the cache when that failed). */
interface MarkdownCacheSave {
  shards: ShardWrite[];
  written(): void;
  failed(): void;
}

/**
 * Plans the save of the memo of the build that just finished: only the shards that changed. The shards carry the
 * rendered jobs in their cache form (a worker thread's JSON, when it made one: this thread serialises only the
 * others), so that another thread can write them.
 */
function planMarkdownCacheSave(target: MarkdownCacheTarget): MarkdownCacheSave | undefined {
  const { memos, shards: written } = target.memory;
  const memo = memos.get(target.memoKey);
  if (!memo) return undefined;
  const byShard: [string, MemoEntry & { hash: string }][][] = Array.from({ length: SHARDS }, () => []);
  for (const [file, entry] of memo.entries) {
    // Hashed once: the memo keeps the hash for the next save in this process.
    entry.hash ??= bodyHash(entry.body ?? '');
    byShard[shardOf(file)]!.push([file, entry as MemoEntry & { hash: string }]);
  }
  const before = written.get(target.dir);
  const stamps = byShard.map((entries) => stamp(memo.tables, entries));
  const key = `${target.memoKey}\0${target.rendererKey}`;
  const shards = byShard.flatMap((entries, i): ShardWrite[] =>
    before?.[i] === stamps[i]
      ? []
      : [
          {
            file: shardFile(target.dir, i),
            key,
            tables: memo.tables,
            entries: entries.map(([file, entry]) => [
              file,
              entry.place,
              entry.hash,
              entry.json === null
                ? null
                : [entry.json ?? renderedJson(entry.rendered), entry.rendered.markdown.html],
            ]),
          },
        ],
  );
  // The cache form a worker made is needed only for this save.
  for (const entry of memo.entries.values()) entry.json = undefined;
  return {
    shards,
    written: () => written.set(target.dir, stamps),
    failed() {
      // A half-written cache would mix two builds: drop it (the next build renders everything once).
      written.delete(target.dir);
      rmSync(target.dir, { recursive: true, force: true });
    },
  };
}

/**
 * Saves the memo of the build that just finished, only the shards that changed: in this thread, or through
 * `writeInWorker` by a worker thread (which holds the cache form of the bodies it rendered, where an entry's is null).
 * Resolves once they are written; a failed write drops the whole cache.
 */
export function saveMarkdownCache(
  target: MarkdownCacheTarget,
  writeInWorker?: (shards: ShardWrite[]) => Promise<void>,
): Promise<void> {
  const save = planMarkdownCacheSave(target);
  if (!save) return Promise.resolve();
  let writing: Promise<void>;
  try {
    writing = writeInWorker ? writeInWorker(save.shards) : Promise.resolve(writeShards(save.shards));
  } catch (error) {
    writing = Promise.reject(error as Error);
  }
  return writing.then(save.written, (error: unknown) => {
    save.failed();
    throw error;
  });
}
