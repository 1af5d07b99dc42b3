import { statSync } from 'node:fs';

// How long a changed file found empty is given to fill.
const EMPTY_WAIT_MS = 100;
const POLL_MS = 5;

/**
 * Waits while any of `files` is empty, for at most 100 ms. An editor saves by truncating, then writing: a file found
 * empty right after a change is most likely between the two, and a rebuild that read it would serve a blank page.
 * A file that stays empty (cleared on purpose) costs the wait once.
 */
export async function waitWhileEmpty(files: readonly string[]): Promise<void> {
  const deadline = performance.now() + EMPTY_WAIT_MS;
  let waiting = files.filter(isEmptyFile);
  while (waiting.length > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    waiting = waiting.filter(isEmptyFile);
  }
}

const isEmptyFile = (file: string): boolean => statSync(file, { throwIfNoEntry: false })?.size === 0;

/** A poll that, once started, checks `done` every `everyMs` and calls `then` (once) when it holds. */
export function pollUntil(
  done: () => boolean,
  then: () => void,
  everyMs = 100,
): { start(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const stop = (): void => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (!done()) return;
        stop();
        then();
      }, everyMs);
      timer.unref();
    },
    stop,
  };
}
