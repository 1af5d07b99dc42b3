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
  ENOTDIR: 'a file where a folder should be',
  EXDEV: 'cross-device move',
  EBUSY: 'resource busy',
  ERR_WORKER_OUT_OF_MEMORY: 'out of memory in a worker thread',
};

// ENOENT is the environment only where docsgen makes or moves its own folders (a parent that vanished, a broken
// symbolic link); elsewhere a missing file is a bug, or a diagnostic of its own.
const MISSING_FOLDER_CALLS: ReadonlySet<string> = new Set(['mkdir', 'rename']);
const MISSING_FOLDER = 'no such folder';

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
  render: 'rendering',
  'render-markdown': 'rendering the markdown of',
};

/** An I/O failure of the environment: its error code, what it means, the system call and the path. */
export interface EnvironmentFailure {
  code: string;
  description: string;
  syscall: string | undefined;
  path: string | undefined;
  explained?: Explanation | undefined;
}

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  cause?: unknown;
  explained?: Explanation;
}

function describeCode(code: string, syscall: unknown): string | undefined {
  if (code === 'ENOENT') return MISSING_FOLDER_CALLS.has(syscall as string) ? MISSING_FOLDER : undefined;
  return ENVIRONMENT_CODES[code];
}

/** What a check of the file system found to be the cause of a failure: a path and what is wrong with it. */
export interface Explanation {
  about: string;
  says: string;
}

/**
 * An errno error of `code` for `syscall` on `file`; with `explained` (`afile` `is a file, not a folder`), its message
 * says that instead of the code's meaning: for a failure whose code alone misleads (a broken link seen as ENOENT).
 */
export function environmentError(
  code: string,
  syscall: string,
  file: string,
  options: { explained?: Explanation | undefined; cause?: unknown } = {},
): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${options.explained?.says ?? code}, ${syscall} '${file}'`), {
    code,
    syscall,
    path: file,
    explained: options.explained,
    cause: options.cause,
  });
}

/** The environment failure behind `error` (or its `cause`), or undefined when it is something else (a bug). */
export function environmentFailureOf(error: unknown): EnvironmentFailure | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 8; depth++) {
    const { code, syscall, path: file, cause, explained } = at as ErrorFields;
    const description = typeof code === 'string' ? describeCode(code, syscall) : undefined;
    if (description) {
      return {
        code: code as string,
        description,
        explained,
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
  const { explained } = failure;
  if (explained?.about === failure.path) return `${shown(explained.about, cwd)} ${explained.says}`;
  const description = explained ? `${shown(explained.about, cwd)} ${explained.says},` : failure.description;
  return `${description} while ${action} ${shown(failure.path, cwd)}`;
}

function shown(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
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
