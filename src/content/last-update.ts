// When each docs file last changed, from git (docs.showLastUpdate): the "Last updated on … by …" line under a doc. One
// git command reads the whole history of the docs folder; a file's newest commit is the first that names it.
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

/**
 * The last commit of every file under `dir` (relative to `cwd`), keyed by its path relative to `cwd` with forward
 * slashes. Rejects when git is missing or `cwd` is not in a git repository; files never committed are not in the map.
 */
export function readLastUpdates(cwd: string, dir: string): Promise<Map<string, LastUpdate>> {
  const args = ['log', '-z', `--format=${FORMAT}`, '--name-only', '--relative', '--', dir];
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) {
          const detail =
            (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : stderr.trim();
          reject(new Error(detail || error.message));
          return;
        }
        resolve(parseGitLog(stdout));
      },
    );
  });
}

/** `YYYY-MM-DD` of a time in seconds, in UTC (the same date wherever the site is built). */
export function isoDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
