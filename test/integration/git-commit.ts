// Commits for tests that read a site's git history (last-update dates).
import { execFileSync } from 'node:child_process';

/** Commits everything in `dir` as `author` at `date` (UTC). */
export function commitAll(dir: string, author: string, date: string): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: 'author@example.com',
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: 'Committer',
    GIT_COMMITTER_EMAIL: 'committer@example.com',
    GIT_COMMITTER_DATE: date,
  };
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', `by ${author}`], {
    cwd: dir,
    env,
  });
}
