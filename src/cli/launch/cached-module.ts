// Loads a bundled CommonJS file with V8's code cache. A process compiles the 1.7 MB engine bundle as it starts, then each
// function as it first runs (about 0.15 s of a 1,000-page build here); the cache written after one run holds the
// bytecode of every function that run compiled, and the next process starts from it. The cache sits beside the
// bundle and is trusted as the bundle is: whoever can write one can write the other.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';

/** Where code caches live, beside the bundle: only whoever installed docsgen can write there. */
export const CODE_CACHE_DIR = '.code-cache';

/** A module loaded by `loadCachedModule`. */
export interface CachedModule<T> {
  exports: T;
  /** True when V8 took the code cache. */
  fromCache: boolean;
  /** Writes the code cache when there was none (or V8 refused it); failures are ignored, the cache is optional. */
  saveCache(): void;
}

/**
 * Runs `file` (CommonJS) like `require` would, using the code cache `name` when present. The file's name must change
 * with its contents (the bundler puts a hash in it): V8 checks a cache against the source's length only.
 */
export function loadCachedModule<T>(file: string, name: string): CachedModule<T> {
  const dir = path.dirname(file);
  const cacheFile = path.join(
    dir,
    CODE_CACHE_DIR,
    `${path.basename(file)}.${name}.${process.arch}-v8-${process.versions.v8}.bin`,
  );
  const disabled = process.env['DOCSGEN_CODE_CACHE'] === '0';
  let cachedData: Buffer | undefined;
  if (!disabled) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, dir);
  const fromCache = cachedData !== undefined && script.cachedDataRejected === false;
  let saved = disabled || fromCache;
  return {
    exports: module.exports,
    fromCache,
    saveCache() {
      if (saved) return;
      saved = true;
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        mkdirSync(path.dirname(cacheFile), { recursive: true });
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, cacheFile);
      } catch {
        try {
          rmSync(temp, { force: true });
        } catch {
          // Nothing was written.
        }
      }
    },
  };
}
