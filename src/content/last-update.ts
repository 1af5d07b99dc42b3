// When each docs file last changed, from git (docs.showLastUpdate): the "Last updated on … by …" line under a doc. One
// git command reads the whole history of the docs folders (the docs, the old versions' docs, the locale's
// translations); a file's newest commit is the first that names it.
import { execFile } from 'node:child_process';

/** A file's last commit: when (seconds since the epoch, committer time) and by whom (author name). */
export interface LastUpdate {
  time: number;
  author: string;
}

// `git log -z` with this format writes each commit as RS, time, US, author, NUL, LF, then its files, NUL after each.
const FORMAT = '%x1e%ct%x1f%an';

/** Each file's newest commit in `git log -z --format=%x1e%ct%x1f%an --name-only` output (files as git wrote them). */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const record of output.split('\x1e')) {
    const headerEnd = record.indexOf('\0');
    if (headerEnd === -1) continue;
    const [time, author] = record.slice(0, headerEnd).split('\x1f');
    const seconds = Number(time);
    if (!Number.isInteger(seconds) || author === undefined) continue;
    for (const file of record
      .slice(headerEnd + 1)
      .replace(/^\n/, '')
      .split('\0')) {
      if (file !== '' && !updates.has(file)) updates.set(file, { time: seconds, author });
    }
  }
  return updates;
}

/** Runs git in `cwd`; rejects with what went wrong (git missing, or its own message). */
function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const detail =
          (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : stderr.trim();
        reject(new Error(detail || error.message));
      },
    );
  });
}

/**
 * The last commit of every file under `dirs` (one folder or several, relative to `cwd`; a folder that does not exist
 * has no files), keyed by its path relative to `cwd` with forward slashes. Rejects when git is missing or `cwd` is not
 * in a git repository; files never committed are not in the map.
 */
export async function readLastUpdates(
  cwd: string,
  dirs: string | readonly string[],
): Promise<Map<string, LastUpdate>> {
  const paths = typeof dirs === 'string' ? [dirs] : dirs;
  return parseGitLog(
    await git(cwd, ['log', '-z', `--format=${FORMAT}`, '--name-only', '--relative', '--', ...paths]),
  );
}

/** Folder → the commit HEAD was at when its history was last read, and what it said (kept by a build session). */
export type LastUpdateMemo = Map<string, { head: string; updates: ReadonlyMap<string, LastUpdate> }>;

/**
 * Like `readLastUpdates`, for a session that builds again and again (serve), remembering in `readAt`: the history is
 * read again only when HEAD moved (a commit, a checkout), since edits that are not committed change nothing it says.
 * Reading it took 10-15 ms in this repository (120 ms from a cold disk cache), and asking git where HEAD is, about 4 ms.
 */
export async function readLastUpdatesAgain(
  readAt: LastUpdateMemo,
  cwd: string,
  dirs: string | readonly string[],
): Promise<ReadonlyMap<string, LastUpdate>> {
  const key = [cwd, ...(typeof dirs === 'string' ? [dirs] : dirs)].join('\0');
  const head = await git(cwd, ['rev-parse', '--verify', '-q', 'HEAD']).then(
    (out) => out.trim(),
    () => undefined,
  );
  const last = readAt.get(key);
  if (head !== undefined && last?.head === head) return last.updates;
  const updates = await readLastUpdates(cwd, dirs);
  if (head !== undefined) readAt.set(key, { head, updates });
  return updates;
}

/** `YYYY-MM-DD` of a time in seconds, in UTC (the same date wherever the site is built). */
export function isoDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
