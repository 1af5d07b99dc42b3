// The fault suite's tools: small sites generated in temp folders, the bundled CLI run as a child process (with an
// injected fs fault when asked: see inject-fs.cjs), and snapshots of an output folder to compare byte for byte.
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
export const bin = path.join(repo, 'bin/docsgen.js');
const injector = path.join(import.meta.dirname, 'inject-fs.cjs');

/** Exit codes the docs site documents (reference/exit-codes.md). */
export const EXIT = { ok: 0, content: 1, usage: 2, environment: 3, bug: 70 } as const;

/** A write fault: `code` for every write under `prefix` (absolute), in this thread, the worker threads or both. */
export interface Fault {
  /** An errno code; `BUG` throws a TypeError; `OOM` runs a worker thread out of memory instead of writing. */
  code:
    | 'ENOSPC'
    | 'EACCES'
    | 'EROFS'
    | 'EMFILE'
    | 'EDQUOT'
    | 'EIO'
    | 'ENOENT'
    | 'ENOTDIR'
    | 'EXDEV'
    | 'EBUSY'
    | 'BUG'
    | 'OOM';
  prefix: string;
  thread?: 'main' | 'worker' | 'any';
  /** Writes under the prefix that succeed before the first failure. */
  after?: number;
  /** Only these system calls fail (`mkdir`, `rename`, `open`, …); default: every write. */
  syscalls?: string[];
  /** A folder `access` with W_OK finds read-only (EROFS), as on a read-only mount. */
  readOnly?: string;
  /** With `OOM`: the heap limit of each worker thread, and a file that gets the path of the write it stopped at. */
  workerHeapMb?: number;
  report?: string;
}

/** Makes a site in a new temp folder: `pages` docs (enough for worker threads from 700), a config and `extra` files. */
export async function makeSite(
  options: { pages?: number; config?: string; extra?: Record<string, string | Buffer> } = {},
): Promise<string> {
  const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-faults-'));
  const files: Record<string, string | Buffer> = {
    'docsgen.config.ts':
      options.config ??
      "export default { title: 'Faults', url: 'https://faults.example.com', blog: false };\n",
    'content/static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'content/pages/index.md': '# Home\n\nSee [the first page](/docs/p1).\n',
    ...options.extra,
  };
  for (let i = 1; i <= (options.pages ?? 3); i++) {
    files[`content/docs/p${i}.md`] =
      `---\ntitle: Page ${i}\n---\n\nText of page ${i}, linking [home](/) and [the next](/docs/p${i + 1}#part).\n\n## Part\n\nMore text.\n`;
  }
  const last = options.pages ?? 3;
  files[`content/docs/p${last}.md`] = `# Page ${last}\n\n## Part\n\nThe last page.\n`;
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), text);
  }
  return site;
}

/** Removes a site made by `makeSite`. */
export const removeSite = (site: string): Promise<void> => rm(site, { recursive: true, force: true });

function childEnv(threads: number | undefined, fault: Fault | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NO_COLOR: '1',
    DOCSGEN_THREADS: threads === undefined ? '' : String(threads),
    DOCSGEN_FAULT_FS: fault ? JSON.stringify(fault) : '',
  };
}

/** Runs `docsgen <args>` in `site` and waits for it; `threads` forces the thread count, `fault` injects one. */
export function docsgen(
  site: string,
  args: string[],
  options: { threads?: number; fault?: Fault } = {},
): SpawnSyncReturns<string> & { output_: string } {
  const result = spawnSync(process.execPath, ['--require', injector, bin, ...args], {
    cwd: site,
    encoding: 'utf8',
    env: childEnv(options.threads, options.fault),
  });
  return Object.assign(result, { output_: `${result.stdout}${result.stderr}` });
}

/** Starts `docsgen <args>` in `site` without waiting (to kill it). */
export function startDocsgen(site: string, args: string[], threads?: number) {
  return spawn(process.execPath, [bin, ...args], {
    cwd: site,
    env: childEnv(threads, undefined),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every file under `dir` by relative path, with a hash of its bytes (dot-files included). */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(
      path.relative(dir, full),
      createHash('sha1')
        .update(await readFile(full))
        .digest('hex'),
    );
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What lies beside the output folder `build/` of a site, other than what a site holds (staging and old folders). */
export async function besideOutput(site: string): Promise<string[]> {
  return (await readdir(site)).filter((name) => name.startsWith('build.'));
}

/** Temporary files left in the site's cache folder. */
export async function cacheTemporaries(site: string): Promise<string[]> {
  const cache = path.join(site, '.docsgen-cache');
  const names: string[] = [];
  for (const dir of [cache, path.join(cache, 'markdown')]) {
    try {
      for (const name of await readdir(dir)) if (name.endsWith('.tmp')) names.push(path.join(dir, name));
    } catch {
      // No such folder.
    }
  }
  return names;
}

/**
 * Kills a started docsgen as an OOM kill or a CI timeout would: the command's own process (a child of the supervisor
 * that `startDocsgen` starts) and the supervisor, with SIGKILL; resolves once both are gone.
 */
export async function killWithSigkill(child: ChildProcess): Promise<void> {
  const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
  const pid = child.pid!;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone already.
  }
  for (const command of children) process.kill(command, 'SIGKILL');
  child.kill('SIGKILL');
  await exited;
  while (children.some((command) => existsSync(`/proc/${command}`))) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
