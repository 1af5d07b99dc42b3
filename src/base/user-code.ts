// What a supervised docsgen process tells its supervisor (src/cli/launch/supervisor.ts), the parent process that owns
// the signals: which user code runs now (a config being loaded, a plugin's hook), so that a busy loop in it is stopped
// after a time limit and named; and where it makes temporaries, so that they are removed if it has to be killed.

/** A message from the supervised process to its supervisor. */
export type SupervisorMessage =
  | { type: 'user-code'; what: string }
  | { type: 'user-code-done' }
  | { type: 'leftovers'; place: LeftoverPlace };

/** Where a killed process may leave temporaries: beside an output folder, or `.<pid>-<start>.tmp` files in a folder. */
export type LeftoverPlace = { outDir: string } | { dir: string };

const running: string[] = [];

function tell(message: SupervisorMessage): void {
  // Only a process started with an IPC channel (by the supervisor) has `send`; a lost channel is no error here.
  if (process.send && process.connected) process.send(message, undefined, undefined, () => undefined);
}

/** Runs `run`, user code described by `what` (`the config docsgen.config.ts`, `plugin "x" in routes()`). */
export async function runUserCode<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  running.push(what);
  tell({ type: 'user-code', what });
  try {
    return await run();
  } finally {
    running.pop();
    tell(running.length > 0 ? { type: 'user-code', what: running.at(-1)! } : { type: 'user-code-done' });
  }
}

/** `runUserCode` for code that returns synchronously. */
export function runUserCodeSync<T>(what: string, run: () => T): T {
  running.push(what);
  tell({ type: 'user-code', what });
  try {
    return run();
  } finally {
    running.pop();
    tell(running.length > 0 ? { type: 'user-code', what: running.at(-1)! } : { type: 'user-code-done' });
  }
}

/** Tells the supervisor where this process is about to make temporaries (cleaned up if it has to be killed). */
export function noteLeftoverPlace(place: LeftoverPlace): void {
  tell({ type: 'leftovers', place });
}
