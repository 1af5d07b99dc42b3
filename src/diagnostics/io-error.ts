// Errors of the environment (a full disk, a read-only folder, a limit of open files) are not bugs: the commands turn
// them into one line and their own exit code, wherever they were thrown (this thread or a worker thread).
import path from 'node:path';

/** What each error code of the environment means, in the words of the one-line message. */
const ENVIRONMENT_CODES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files in the system',
  ENAMETOOLONG: 'file name too long',
  EIO: 'input/output error',
};

/** The verb of the message, by the failed system call. */
const ACTIONS: Readonly<Record<string, string>> = {
  mkdir: 'creating',
  rename: 'moving',
  link: 'linking',
  copyfile: 'copying',
  unlink: 'removing',
  rmdir: 'removing',
  rm: 'removing',
  scandir: 'reading',
  read: 'reading',
  stat: 'reading',
};

/** An I/O failure of the environment: its error code, what it means, the system call and the path. */
export interface EnvironmentFailure {
  code: string;
  description: string;
  syscall: string | undefined;
  path: string | undefined;
}

/** The environment failure behind `error` (or its `cause`), or undefined when it is something else (a bug). */
export function environmentFailureOf(error: unknown): EnvironmentFailure | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 8; depth++) {
    const {
      code,
      syscall,
      path: file,
      cause,
    } = at as {
      code?: unknown;
      syscall?: unknown;
      path?: unknown;
      cause?: unknown;
    };
    const description = typeof code === 'string' ? ENVIRONMENT_CODES[code] : undefined;
    if (description) {
      return {
        code: code as string,
        description,
        syscall: typeof syscall === 'string' ? syscall : undefined,
        path: typeof file === 'string' ? file : undefined,
      };
    }
    at = cause;
  }
  return undefined;
}

/**
 * The failure as the first half of its one-line message, with the path relative to `cwd` when it is inside:
 * `no space left on device while writing build.staging-…/docs/index.html`.
 */
export function describeEnvironmentFailure(failure: EnvironmentFailure, cwd: string): string {
  const action = ACTIONS[failure.syscall ?? ''] ?? 'writing';
  if (failure.path === undefined) return `${failure.description} (${failure.code})`;
  const relative = path.relative(cwd, failure.path);
  const shown =
    relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : failure.path;
  return `${failure.description} while ${action} ${shown}`;
}

/** Copies what identifies an error (name, message, stack, errno fields) into a plain object that can cross threads. */
export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, syscall, path: file, errno } = error as NodeJS.ErrnoException;
  return { name: error.name, message: error.message, stack: error.stack, code, syscall, path: file, errno };
}

/** An error as it crosses from a worker thread. */
export interface WireError {
  name: string;
  message: string;
  stack?: string | undefined;
  code?: string | undefined;
  syscall?: string | undefined;
  path?: string | undefined;
  errno?: number | undefined;
}

/** The error a worker thread sent, with its errno fields and its stack (marked as the worker's). */
export function errorFromWire(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), {
    code: wire.code,
    syscall: wire.syscall,
    path: wire.path,
    errno: wire.errno,
  });
  error.name = wire.name;
  if (wire.stack) error.stack = `${wire.stack}\n    (in a docsgen worker thread)`;
  return error;
}
