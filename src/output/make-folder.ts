// Why a folder could not be made, in words that point at the cause: a recursive mkdir on a read-only file system
// fails with ENOENT (Node reports the stat it tries after EROFS), and one under a broken symbolic link with ENOENT too.
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { environmentError } from '../diagnostics/io-error.ts';

/** Makes `dir` and its missing parents; a failure names its cause (read-only, a file in the way, a broken link). */
export function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    throw explainedFailure(dir, error) ?? error;
  }
}

// The first ancestor of `dir` that exists (or is a link) tells why `dir` could not be made under it.
function explainedFailure(dir: string, cause: unknown): Error | undefined {
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    const entry = entryOf(at);
    if (entry?.isSymbolicLink() && !existsSync(at)) {
      const says = `is a symbolic link to ${readlinkSync(at)}, which does not exist`;
      return environmentError('ENOENT', 'mkdir', dir, { explained: { about: at, says }, cause });
    }
    if (entry && !statSync(at).isDirectory()) {
      const explained = { about: at, says: 'is a file, not a folder' };
      return environmentError('ENOTDIR', 'mkdir', dir, { explained, cause });
    }
    if (entry) return unwritable(at, dir, cause);
    if (path.dirname(at) === at) return undefined;
  }
}

// Below a file, lstat fails with ENOTDIR: nothing is there either.
function entryOf(at: string): Stats | undefined {
  try {
    return lstatSync(at, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

function unwritable(folder: string, dir: string, cause: unknown): Error | undefined {
  try {
    accessSync(folder, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === undefined ? undefined : environmentError(code, 'mkdir', dir, { cause });
  }
}
