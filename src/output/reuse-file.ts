// Files of the last output carried into the new one: hard-linked into the staging folder (one system call, where
// writing a file again costs several), so that a rebuild writes only what changed. The last output itself stays as it
// was until the new one is swapped in: a failed build leaves it untouched.
import { copyFileSync, linkSync, statSync } from 'node:fs';
import { createHash, hash } from 'node:crypto';
import type { PageCache, PreviousPage } from './page-cache.ts';
import type { Writer } from './writer.ts';

/**
 * Puts the last build's file at `target` (whose folder exists) when it is still the size it was written at:
 * hard-linked, or copied where links can't be made (another device). Returns its size, or undefined when it can't be used.
 */
export function linkPreviousFile(previous: PreviousPage, target: string): number | undefined {
  try {
    if (statSync(previous.file).size !== previous.bytes) return undefined;
    try {
      linkSync(previous.file, target);
    } catch {
      copyFileSync(previous.file, target);
    }
    return previous.bytes;
  } catch {
    return undefined;
  }
}

/** The cache key of a file made from its contents alone ("c" keeps it apart from the pages' props hashes). */
export function contentKey(contents: string | Uint8Array): string {
  return `c${hash('sha1', contents, 'base64url')}`;
}

/** `contentKey` of a file taken in parts: feed it each part, then read the key. */
export function contentKeyOfParts(): { update(part: string): void; key(): string } {
  const sha = createHash('sha1');
  return { update: (part) => void sha.update(part), key: () => `c${sha.digest('base64url')}` };
}

/**
 * Writes a file made whole in this thread, or links the last build's file at the same path when its contents were the
 * same; either way the cache records it for the next build.
 */
export async function writeOrReuse(
  writer: Writer,
  cache: PageCache,
  relPath: string,
  contents: string | Uint8Array,
): Promise<void> {
  const key = contentKey(contents);
  const previous = writer.reuse && cache.reusable(relPath, key);
  const reused = previous ? writer.reuse?.(relPath, previous) : undefined;
  if (reused === undefined) await writer.write(relPath, contents);
  const bytes = reused ?? (typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength);
  cache.record(relPath, key, bytes);
}
