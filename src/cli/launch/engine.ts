import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookAtCpus } from '../../parallel/spare-cores.ts';
import { loadCachedModule } from './cached-module.ts';

/** The commands' module (src/cli/engine.ts). */
export type Engine = typeof import('../engine.ts');

// The engine's file name in dist/, set by scripts/build-cli.mjs; undefined when running from the sources.
declare const DOCSGEN_ENGINE_FILE: string | undefined;

/** The engine, and a function that writes its code cache for `command` (a no-op when running from the sources). */
export async function loadEngine(command: string): Promise<{ engine: Engine; saveCache: () => void }> {
  if (typeof DOCSGEN_ENGINE_FILE !== 'string') {
    // A specifier the bundler leaves alone: the bundle never takes this branch.
    const sources = '../engine.ts';
    return { engine: (await import(sources)) as Engine, saveCache: () => undefined };
  }
  // Before anything else: how idle the machine stays while the engine loads tells a build how many threads to start.
  const look = lookAtCpus();
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), DOCSGEN_ENGINE_FILE);
  startEsbuild(file);
  const loaded = loadCachedModule<Engine>(file, command);
  loaded.exports.setModuleImporter((url) => import(url));
  loaded.exports.noteStartLook(look);
  return { engine: loaded.exports, saveCache: () => loaded.saveCache() };
}

/**
 * Starts esbuild's service process (which bundles the config file) while the engine loads: spawning it took 20-35 ms
 * of a build's start, the engine's own require of esbuild then finds it running.
 */
function startEsbuild(engineFile: string): void {
  try {
    const esbuild = createRequire(engineFile)('esbuild') as typeof import('esbuild');
    esbuild.initialize({}).catch(() => undefined);
  } catch {
    // Loading the config reports a broken esbuild install, with what to do.
  }
}
