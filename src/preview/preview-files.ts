// The files `docsgen preview` serves: read from the output folder on disk when asked for, only from inside it, and
// only from a folder docsgen wrote.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteFiles } from '../server/site-files.ts';
import { OUTPUT_MARKER } from '../output/writer.ts';

/** Why `outDir` cannot be previewed, or undefined when it is an output folder docsgen wrote. */
export function previewRefusal(outDir: string, shown: string): string | undefined {
  if (!existsSync(outDir))
    return `there is no output folder ${shown}/ to preview; run docsgen build first (or pass --out <dir>)`;
  if (!statSync(outDir).isDirectory()) return `${shown} is a file, not an output folder; pass --out <dir>`;
  if (!existsSync(path.join(outDir, OUTPUT_MARKER)))
    return (
      `${shown}/ was not written by docsgen (it has no ${OUTPUT_MARKER} file), so preview does not serve it; ` +
      'run docsgen build, or pass the --out folder a build wrote'
    );
  return undefined;
}

/**
 * The output folder as SiteFiles: a path (already validated by parseRequestTarget: no dot segments or dot-files)
 * maps to a regular file inside the folder; a link that leads outside it is not served.
 */
export function diskSiteFiles(outDir: string): SiteFiles {
  const root = realpathSync(outDir);
  return {
    get(relPath) {
      const file = path.join(root, ...relPath.split('/'));
      try {
        if (!statSync(file).isFile()) return undefined;
        const real = realpathSync(file);
        if (!real.startsWith(root + path.sep)) return undefined;
        return readFileSync(real);
      } catch {
        return undefined;
      }
    },
  };
}
