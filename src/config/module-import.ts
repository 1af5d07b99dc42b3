// How config modules (ES modules bundled from the config file) are imported. Code run from V8's code cache
// (src/cli/launch/cached-module.ts), the engine's and a worker thread's alike, has no loader for `import()`: its launcher,
// which has one, hands it in. Kept apart from the loader so that worker threads can import a config without esbuild.
import { randomBytes } from 'node:crypto';
import { readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isProcessGone, temporaryFileProcess, temporaryPath } from '../base/process-stamp.ts';
import { noteLeftoverPlace, runUserCode } from '../base/user-code.ts';

// The one setting of the process, not of a build: the launcher sets it once, before any session exists.
let importer = (url: string): Promise<unknown> => import(url);

/** Sets how the config file (an ES module) is imported. */
export function setModuleImporter(importModule: (url: string) => Promise<unknown>): void {
  importer = importModule;
}

/**
 * Imports bundled config code as an ES module: written beside the config file (so that its bare imports resolve from
 * the project's node_modules), imported, then removed. Returns the module's namespace.
 */
export async function importBundledConfig(configFile: string, code: string): Promise<{ default?: unknown }> {
  const dir = path.dirname(configFile);
  removeLeftConfigModules(dir);
  // Named after this process (`.docsgen.config.<random>.<pid>-<start>.tmp.mjs`), so that one left by a killed process
  // is known and removed by the next.
  const tempFile = `${temporaryPath(path.join(dir, `.docsgen.config.${randomBytes(6).toString('hex')}`))}.mjs`;
  noteLeftoverPlace({ dir });
  try {
    writeFileSync(tempFile, code);
    const what = `the config ${path.basename(configFile)} (while it was imported)`;
    return (await runUserCode(what, () => importer(pathToFileURL(tempFile).href))) as { default?: unknown };
  } finally {
    try {
      unlinkSync(tempFile);
    } catch {
      // Never written, or already gone.
    }
  }
}

/** Removes the bundled config modules that processes now gone (killed while they imported them) left in `dir`. */
export function removeLeftConfigModules(dir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith('.docsgen.config.') || !entry.endsWith('.tmp.mjs')) continue;
    const maker = temporaryFileProcess(entry.slice(0, -'.mjs'.length));
    if (!maker || !isProcessGone(maker)) continue;
    try {
      unlinkSync(path.join(dir, entry));
    } catch {
      // Removed by another process meanwhile, or not ours to remove.
    }
  }
}
