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

/**
 * Decides whether files that vanished under a build call for a rescan. A rescan is worth it once per set of vanished
 * files: a folder removed or replaced mid-build leaves a new set each time, while a dangling symlink (a file listed
 * that can never be read) leaves the same set again and must not loop.
 */
export class VanishedFiles {
  private last = '';

  /** Records the files the last build found vanished; true when a rescan should follow. */
  rescanAfter(files: readonly string[]): boolean {
    const key = [...new Set(files)].sort().join('\n');
    const worth = key !== '' && key !== this.last;
    this.last = key;
    return worth;
  }
}
