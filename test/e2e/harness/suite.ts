// Vitest wiring for browser tests: one browser and the sites it visits per describe block, started once and closed
// after the block.
import { afterAll, beforeAll } from 'vitest';
import { chromiumAvailable, launchBrowser, type TestBrowser } from './browser.ts';

/** Whether browser tests can run here (false skips them; on CI a missing Chromium throws instead). */
export const HAS_CHROMIUM = chromiumAvailable();

/** Something a test block starts and must close. */
export interface Closable {
  close(): Promise<void>;
}

/** Starts `start()` before the enclosing describe block and closes it after; call the returned function in tests. */
function useStarted<T extends Closable>(start: () => Promise<T>, what: string, timeoutMs: number): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error(`The ${what} did not start.`);
    return started;
  };
}

/** Launches one browser for the enclosing describe block; call the returned function inside tests. */
export function useBrowser(): () => TestBrowser {
  return useStarted(launchBrowser, 'browser', 60_000);
}

/** Starts a site (or any server) for the enclosing describe block; call the returned function inside tests. */
export function useSite<T extends Closable>(start: () => Promise<T>, timeoutMs = 60_000): () => T {
  return useStarted(start, 'site', timeoutMs);
}
