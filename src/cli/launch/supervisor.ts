// The parent process of a command that runs user code (a config, plugins). A busy loop in that code blocks the
// thread that would see Ctrl+C, so this process watches the signals too: the command runs in a child, which is told
// of a SIGINT or SIGTERM sent to this process alone (Ctrl+C reaches both) and killed if it has not stopped within
// GRACE_MS; its staging folders and temporary config modules are then removed, and the exit code is 130. The child says which user
// code runs (src/base/user-code.ts): past the time limit that code is named and stopped (exit 1), and a promise of
// it that never settles (Node's exit code 13) is reported as such.
import { spawn, type ChildProcess } from 'node:child_process';
import { removeLeftConfigModules } from '../../config/module-import.ts';
import type { LeftoverPlace, SupervisorMessage } from '../../base/user-code.ts';
import { removeLeftFolders, removeLeftTemporaries } from '../../output/leftovers.ts';

export { quietOnBrokenPipe } from './broken-pipe.ts';

/** How long a stopped command may take to stop on its own before it is killed. */
export const GRACE_MS = 1500;
/** The default limit of one piece of user code (loading the config, one plugin hook), in seconds. */
export const DEFAULT_USER_CODE_SECONDS = 300;
// Node's exit code when the event loop ran dry while a top-level await was pending.
const UNSETTLED_TOP_LEVEL_AWAIT = 13;
const EXIT = { content: 1, interrupted: 130, bug: 70 } as const;

/** The commands that run a site's code (and so run supervised). */
export const SUPERVISED_COMMANDS: readonly string[] = [
  'build',
  'check',
  'serve',
  'migrate',
  'version',
  'clear',
];

/** True when the command line runs a command that runs a site's code (`--help` does not). */
export function isSupervised(argv: readonly string[]): boolean {
  const command = argv[0];
  return (
    command !== undefined &&
    SUPERVISED_COMMANDS.includes(command) &&
    !argv.includes('--help') &&
    !argv.includes('-h')
  );
}

/** What the supervisor tells its child: stop as on this signal (src/cli/launch/supervised.ts). */
export interface StopMessage {
  type: 'stop';
  signal: NodeJS.Signals;
}

interface ChildState {
  userCode: string | undefined;
  places: LeftoverPlace[];
  stopping: boolean;
  killedFor: 'signal' | 'time' | undefined;
}

/** The user code time limit in ms: `DOCSGEN_USER_CODE_TIMEOUT` (seconds) when set to a positive number. */
export function userCodeLimitMs(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env['DOCSGEN_USER_CODE_TIMEOUT']);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_USER_CODE_SECONDS) * 1000;
}

/** Runs `bin` with `argv` in a supervised child process; resolves to the exit code to leave with. */
export function supervise(bin: string, argv: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, [...process.execArgv, bin, ...argv], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, DOCSGEN_SUPERVISED: '1' },
  });
  const state: ChildState = { userCode: undefined, places: [], stopping: false, killedFor: undefined };
  const limitMs = userCodeLimitMs(process.env);
  let limitTimer: NodeJS.Timeout | undefined;
  child.on('message', (message: SupervisorMessage) => {
    if (message.type === 'leftovers') state.places.push(message.place);
    if (message.type !== 'user-code' && message.type !== 'user-code-done') return;
    clearTimeout(limitTimer);
    state.userCode = message.type === 'user-code' ? message.what : undefined;
    if (state.userCode !== undefined)
      limitTimer = setTimeout(() => stopForTime(child, state, limitMs), limitMs);
  });
  const onSignal = (signal: NodeJS.Signals): void => stopForSignal(child, state, signal);
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal).on('SIGHUP', onSignal);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`docsgen could not start: ${error.message}\n`);
      resolve(EXIT.bug);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(limitTimer);
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('SIGHUP', onSignal);
      const stoppedShort =
        signal !== null || state.killedFor !== undefined || code === UNSETTLED_TOP_LEVEL_AWAIT;
      if (stoppedShort) cleanUp(state.places);
      resolve(exitCodeOf(code, signal, state, limitMs));
    });
  });
}

function stopForSignal(child: ChildProcess, state: ChildState, signal: NodeJS.Signals): void {
  if (state.stopping) {
    kill(child, state, 'signal');
    return;
  }
  state.stopping = true;
  // A message, not the signal: when Ctrl+C reached the child itself too, a second signal would cut its clean-up short.
  if (child.connected) child.send({ type: 'stop', signal } satisfies StopMessage, () => undefined);
  else child.kill(signal);
  setTimeout(() => kill(child, state, 'signal'), GRACE_MS).unref();
}

function stopForTime(child: ChildProcess, state: ChildState, limitMs: number): void {
  const what = state.userCode ?? 'user code';
  process.stderr.write(
    `\ndocsgen: ${what} ran for ${limitMs / 1000} s without finishing (a loop that never ends, or work that waits ` +
      'forever?) and was stopped. Set DOCSGEN_USER_CODE_TIMEOUT (seconds) for a longer limit.\n',
  );
  kill(child, state, 'time');
}

function kill(child: ChildProcess, state: ChildState, reason: 'signal' | 'time'): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  state.killedFor ??= reason;
  child.kill('SIGKILL');
}

function exitCodeOf(
  code: number | null,
  signal: NodeJS.Signals | null,
  state: ChildState,
  limitMs: number,
): number {
  if (state.killedFor === 'time') return EXIT.content;
  if (state.killedFor === 'signal') return EXIT.interrupted;
  if (code === UNSETTLED_TOP_LEVEL_AWAIT) {
    const what = state.userCode ?? 'the command';
    process.stderr.write(
      `docsgen: ${what} returned a promise that never settled (nothing else was left to run), so docsgen could ` +
        `not finish; a hook must resolve or reject its promise, within ${limitMs / 1000} s.\n`,
    );
    return EXIT.content;
  }
  if (signal !== null) return 128 + (signalNumbers[signal] ?? 0);
  return code ?? EXIT.bug;
}

const signalNumbers: Partial<Record<NodeJS.Signals, number>> = {
  SIGHUP: 1,
  SIGINT: 2,
  SIGKILL: 9,
  SIGTERM: 15,
};

// What a killed child left: staging folders beside its output (the old output put back if it was moved aside) and
// the temporary config modules and files of the folders it named. Only what belongs to processes now gone is touched.
function cleanUp(places: readonly LeftoverPlace[]): void {
  for (const place of places) {
    try {
      if ('outDir' in place) removeLeftFolders(place.outDir, 'now');
      else {
        removeLeftConfigModules(place.dir);
        removeLeftTemporaries([place.dir]);
      }
    } catch {
      // The next build removes what is left, as after any killed build.
    }
  }
}

/**
 * In the supervised child: stops as on a signal when the supervisor says so, and as on SIGTERM when the supervisor is
 * gone (killed). Neither keeps the process alive: a promise that never settles still ends it (code 13).
 */
export function listenToSupervisor(): void {
  process.on('message', (message: Partial<StopMessage>) => {
    if (message.type !== 'stop' || message.signal === undefined) return;
    // The command's own handler stops it cleanly; a command without one stops as the signal would stop it.
    if (process.listenerCount(message.signal) > 0) process.emit(message.signal as 'SIGINT');
    else process.kill(process.pid, message.signal);
  });
  process.channel?.unref();
  // Polled: a 'disconnect' listener would keep the channel alive.
  const watch = setInterval(() => {
    if (process.connected) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}
