// Which process made a temporary file or folder, told apart from a later process that got the same pid: a build that
// was killed (an OOM kill, a CI timeout) leaves its temporaries, and the next build removes those whose process is
// gone, never those of a build still running.
import { mkdirSync, openSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/** A process: its pid and its start time (clock ticks since boot on Linux, else milliseconds since the epoch). */
export interface ProcessStamp {
  pid: number;
  start: string;
}

/** The start time of process `pid` as Linux records it (field 22 of /proc/<pid>/stat), or undefined elsewhere. */
function linuxStartTime(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** This process. */
export function currentProcess(): ProcessStamp {
  return {
    pid: process.pid,
    start: linuxStartTime('self') ?? `t${Math.round(performance.timeOrigin)}`,
  };
}

/**
 * True when the process is gone: no process has its pid, or (on Linux) the one that has it started at another time.
 * A process that may still run is never taken for gone.
 */
export function isProcessGone(stamp: ProcessStamp): boolean {
  if (stamp.pid === process.pid) return stamp.start !== currentProcess().start;
  try {
    process.kill(stamp.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  if (stamp.start.startsWith('t')) return false;
  const start = linuxStartTime(stamp.pid);
  return start !== undefined && start !== stamp.start;
}

/** The name of a temporary file for `file`, written by this process: `<file>.<pid>-<start>.tmp`. */
export function temporaryPath(file: string): string {
  const { pid, start } = currentProcess();
  return `${file}.${pid}-${start}.tmp`;
}

/** The process a temporary file's name says made it (see `temporaryPath`), or undefined for other names. */
export function temporaryFileProcess(name: string): ProcessStamp | undefined {
  const match = /\.(\d+)-(t?\d+)\.tmp$/.exec(name);
  return match ? { pid: Number(match[1]), start: match[2]! } : undefined;
}

/**
 * Opens a new scratch file `<dir>/<stem>` named after this process, for reading and writing, and unlinks it at once
 * where the system allows: read and written through its descriptor only, it is never left behind. `file` is the path
 * still to remove when the unlink failed; undefined when the file could not be made at all.
 */
export function openScratchFile(
  dir: string,
  stem: string,
): { fd: number; file: string | undefined } | undefined {
  let file: string;
  let fd: number;
  try {
    mkdirSync(dir, { recursive: true });
    // Named after this process: a build that was killed leaves a file the next one knows it may remove.
    file = temporaryPath(path.join(dir, stem));
    fd = openSync(file, 'w+');
  } catch {
    return undefined;
  }
  try {
    unlinkSync(file);
    return { fd, file: undefined };
  } catch {
    return { fd, file };
  }
}
