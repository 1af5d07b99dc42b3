// `docsgen clear`: removes what docsgen wrote (the build cache, the output folder it marked, and the staging or old
// output folders a killed build left beside it), and nothing else.
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_DIR } from './page-cache.ts';
import { OUTPUT_MARKER } from './writer.ts';

/** What clear removed, or why it removed nothing. */
export type ClearResult = { ok: true; removed: string[] } | { ok: false; refusal: string };

const isInside = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Removes the build cache of `rootDir` and the output folder `outDir` (absolute paths). The output goes only when it
 * holds docsgen's marker file; a folder without one (or the project folder itself) is refused, and then nothing at
 * all is removed.
 */
export async function clearOutputs(rootDir: string, outDir: string): Promise<ClearResult> {
  const outInfo = await stat(outDir).catch(() => undefined);
  const shown = path.relative(rootDir, outDir) || '.';
  if (outInfo) {
    if (isInside(rootDir, outDir))
      return {
        ok: false,
        refusal: `${shown} is the project folder or holds it; clear removes only docsgen's output`,
      };
    if (!outInfo.isDirectory())
      return {
        ok: false,
        refusal: `${shown} is a file, not an output folder docsgen wrote; nothing was removed`,
      };
    if (!existsSync(path.join(outDir, OUTPUT_MARKER)))
      return {
        ok: false,
        refusal:
          `${shown} was not written by docsgen (it has no ${OUTPUT_MARKER} file), so clear leaves it alone; ` +
          'nothing was removed. Delete it yourself if you no longer need it',
      };
  }
  const targets: string[] = [];
  if (outInfo) targets.push(outDir);
  const cacheDir = path.join(rootDir, CACHE_DIR);
  if (existsSync(cacheDir)) targets.push(cacheDir);
  // A build stopped by a crash or a kill leaves its staging folder (or the old output it was swapping out) beside the
  // output, named after it; only folders holding the marker are docsgen's.
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (!name.startsWith(`${base}.staging-`) && !name.startsWith(`${base}.old-`)) continue;
    const leftover = path.join(parent, name);
    if (existsSync(path.join(leftover, OUTPUT_MARKER))) targets.push(leftover);
  }
  for (const target of targets) await rm(target, { recursive: true, force: true });
  return { ok: true, removed: targets.map((target) => path.relative(rootDir, target) || target) };
}
