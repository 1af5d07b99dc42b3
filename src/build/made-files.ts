// Files made one by one as they are written (the markdown twins and llms files): never all in memory at once.
import type { PageCache } from '../output/page-cache.ts';
import { contentKeyOfParts, writeOrReuse } from '../output/reuse-file.ts';
import type { Writer } from '../output/writer.ts';
import type { FileMaker } from '../render/files/site-files.ts';

// Files written a few at a time, each made just before it is written, so that they are never all in memory at once.
const WRITES_AT_ONCE = 8;

/**
 * Writes the files of `makers` (or links the last output's where unchanged), making each one just before; a file given
 * in parts is written part by part (always written: its hash is known only once it is).
 */
export async function writeMadeFiles(
  writer: Writer,
  cache: PageCache,
  makers: readonly FileMaker[],
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let at = next++; at < makers.length; at = next++) {
      const [relPath, make, parts] = makers[at]!;
      if (parts && writer.writeParts)
        writePartsHashed(writer.writeParts.bind(writer), cache, relPath, parts());
      else await writeOrReuse(writer, cache, relPath, make());
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, makers.length) }, lane));
}

/** Writes a file from its parts and records it in the cache under the key `writeOrReuse` gives the same text. */
function writePartsHashed(
  write: (relPath: string, parts: Iterable<string>) => number,
  cache: PageCache,
  relPath: string,
  parts: Iterable<string>,
): void {
  const key = contentKeyOfParts();
  const bytes = write(
    relPath,
    (function* hashed() {
      for (const part of parts) {
        key.update(part);
        yield part;
      }
    })(),
  );
  cache.record(relPath, key.key(), bytes);
}
