// Failures of the environment other than a full disk: a read-only output disk, a parent of --out that cannot be made,
// a file where a folder should be, a swap the file system refuses, a reader of stdout that went away. Each is one line
// saying what and where, with exit 3 (or the build's own code, for a closed pipe), and the previous output as it was.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { besideOutput, bin, docsgen, EXIT, makeSite, removeSite, snapshot, type Fault } from './harness.ts';

let site: string;
beforeAll(async () => {
  site = await makeSite({ pages: 4 });
  const good = docsgen(site, ['build'], { threads: 1 });
  expect(good.status, good.output_).toBe(EXIT.ok);
});
afterAll(() => removeSite(site));

/** Runs a build that must fail with `line` alone on stderr and exit 3, leaving `build/` byte for byte as it was. */
async function expectOneLine(args: string[], line: RegExp, fault?: Fault): Promise<void> {
  const before = await snapshot(path.join(site, 'build'));
  const failed = docsgen(site, args, { threads: 1, ...(fault ? { fault } : {}) });
  expect(failed.status, failed.output_).toBe(EXIT.environment);
  expect(failed.stdout).toBe('');
  const lines = failed.stderr.trim().split('\n');
  expect(lines, failed.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(lines[0]).toMatch(/; the previous output is unchanged$/);
  expect(failed.output_).not.toMatch(/crashed|Error:|\n\s+at /);
  expect(await besideOutput(site)).toEqual([]);
  expect(await snapshot(path.join(site, 'build'))).toEqual(before);
}

describe('a read-only output disk', () => {
  it('EROFS from mkdir of the staging folder', async () => {
    const fault: Fault = { code: 'EROFS', prefix: path.join(site, 'build.staging'), thread: 'main' };
    await expectOneLine(['build'], /^read-only file system while creating build\.staging-[^ ]+;/, fault);
  });

  it('ENOENT from mkdir of the staging folder, as Node reports a read-only parent, is named read-only', async () => {
    // On a read-only mount a recursive mkdir fails with ENOENT (the stat Node tries after EROFS), and `access` with
    // W_OK says EROFS: both are injected, as a test cannot mount a read-only file system.
    const fault: Fault = {
      code: 'ENOENT',
      prefix: path.join(site, 'build.staging'),
      thread: 'main',
      syscalls: ['mkdir'],
      readOnly: site,
    };
    await expectOneLine(['build'], /^read-only file system while creating build\.staging-[^ ]+;/, fault);
  });
});

describe('the folders around --out', () => {
  it('a missing parent of --out is made', async () => {
    const made = docsgen(site, ['build', '--out', 'deploy/site/build'], { threads: 1 });
    expect(made.status, made.output_).toBe(EXIT.ok);
    expect((await snapshot(path.join(site, 'deploy/site/build'))).has('docs/p1/index.html')).toBe(true);
  });

  it('a parent of --out that is a broken symbolic link is named', async () => {
    await symlink(path.join(site, 'gone'), path.join(site, 'dangling'));
    await expectOneLine(
      ['build', '--out', 'dangling/build'],
      /^dangling is a symbolic link to .*gone, which does not exist, while creating dangling\/build\.staging-[^ ]+;/,
    );
  });

  it('ENOTDIR: a file where a parent folder of --out should be is named', async () => {
    await writeFile(path.join(site, 'a-file'), 'not a folder\n');
    await expectOneLine(
      ['build', '--out', 'a-file/build'],
      /^a-file is a file, not a folder, while creating a-file\/build\.staging-[^ ]+;/,
    );
  });

  it('ENOTDIR deeper down: a file where a grandparent folder should be', async () => {
    await mkdir(path.join(site, 'nested'), { recursive: true });
    await writeFile(path.join(site, 'nested/file'), 'not a folder\n');
    await expectOneLine(
      ['build', '--out', 'nested/file/deeper/build'],
      /^nested\/file is a file, not a folder, while creating nested\/file\/deeper\/build\.staging-[^ ]+;/,
    );
  });

  // EXDEV: overlayfs renaming a folder of an image's lower layer; EBUSY: the output folder is a mount point.
  it.each(['EXDEV', 'EBUSY'] as const)('%s on the swap says why', async (code) => {
    const fault: Fault = { code, prefix: path.join(site, 'build.old'), thread: 'main' };
    await expectOneLine(
      ['build'],
      new RegExp(
        `^build is a mount point or on another file system than its parent folder, so the new output cannot be swapped in \\(${code}; build into a folder inside it\\);`,
      ),
      fault,
    );
  });
});

/** Runs `docsgen build` with its stdout or stderr closed at once or after its first line; resolves to its exit. */
async function buildIntoClosedPipe(
  stream: 'stdout' | 'stderr',
  closeAt: 'start' | 'first line',
  fault?: Fault,
): Promise<{ code: number | null; otherStream: string }> {
  const child = spawn(
    process.execPath,
    ['--require', path.join(import.meta.dirname, 'inject-fs.cjs'), bin, 'build'],
    {
      cwd: site,
      env: {
        ...process.env,
        NO_COLOR: '1',
        DOCSGEN_THREADS: '1',
        DOCSGEN_FAULT_FS: fault ? JSON.stringify(fault) : '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const closed = child[stream];
  const other = stream === 'stdout' ? child.stderr : child.stdout;
  let otherStream = '';
  other.on('data', (chunk: Buffer) => (otherStream += chunk.toString()));
  if (closeAt === 'start') closed.destroy();
  else closed.on('data', (chunk: Buffer) => chunk.includes('\n') && closed.destroy());
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, otherStream };
}

describe('a reader of the output that went away (EPIPE)', () => {
  it('stdout closed before the first line: the good build exits 0, quietly', async () => {
    const { code, otherStream } = await buildIntoClosedPipe('stdout', 'start');
    expect(otherStream).not.toMatch(/EPIPE|Error/);
    expect(code, otherStream).toBe(EXIT.ok);
  });

  it('stdout closed after the first line (`docsgen build | head -1`): exit 0, no EPIPE', async () => {
    const { code, otherStream } = await buildIntoClosedPipe('stdout', 'first line');
    expect(otherStream).not.toMatch(/EPIPE|Error/);
    expect(code, otherStream).toBe(EXIT.ok);
  });

  it('stderr closed: a failed build still exits with its own code', async () => {
    const fault: Fault = {
      code: 'ENOSPC',
      prefix: path.join(site, 'build.staging'),
      thread: 'main',
      after: 2,
    };
    const { code, otherStream } = await buildIntoClosedPipe('stderr', 'start', fault);
    expect(otherStream).toBe('');
    expect(code).toBe(EXIT.environment);
    expect(await besideOutput(site)).toEqual([]);
  });
});

describe('out of memory in a worker thread', () => {
  // Above the page count from which a build uses worker threads (MIN_FILES_FOR_WORKERS.renderingPages in src/parallel).
  const POOL_PAGES = 720;
  let large: string;
  beforeAll(async () => {
    large = await makeSite({ pages: POOL_PAGES });
  });
  afterAll(() => removeSite(large));

  it('names the page the worker was rendering, exit 3, the previous output unchanged', async () => {
    const good = docsgen(large, ['build'], { threads: 2 });
    expect(good.status, good.output_).toBe(EXIT.ok);
    const before = await snapshot(path.join(large, 'build'));
    // Without the build cache every page is rendered again, none linked from the last output.
    await rm(path.join(large, '.docsgen-cache'), { recursive: true, force: true });
    const report = path.join(large, 'oom-page.txt');
    const fault: Fault = {
      code: 'OOM',
      prefix: path.join(large, 'build.staging'),
      thread: 'worker',
      after: 40,
      report,
    };
    const failed = docsgen(large, ['build'], { threads: 2, fault });
    expect(failed.status, failed.output_).toBe(EXIT.environment);
    const page = path.relative(large, await readFile(report, 'utf8'));
    expect(page).toMatch(/^build\.staging-[^/]+\/docs\/p\d+\/index\.html$/);
    expect(failed.stderr).toBe(
      `out of memory in a worker thread while rendering ${page}; the previous output is unchanged\n`,
    );
    expect(await besideOutput(large)).toEqual([]);
    expect(await snapshot(path.join(large, 'build'))).toEqual(before);
  });
});

describe('what postBuild may write', () => {
  const config = [
    "import { writeFileSync } from 'node:fs';",
    "import path from 'node:path';",
    'export default {',
    "  title: 'Faults',",
    "  url: 'https://faults.example.com',",
    '  blog: false,',
    '  plugins: [{',
    "    name: 'deploy',",
    '    postBuild: ({ outDir }: { outDir: string }) => {',
    '      if (!process.env.DOCSGEN_TEST_EXTRA) return;',
    "      writeFileSync(path.join(outDir, '..', 'deploy-manifest.txt'), 'pages\\n');",
    "      writeFileSync(path.join(outDir, 'extra.txt'), 'extra\\n');",
    '    },',
    '  }],',
    '};',
  ].join('\n');
  let withHook: string;
  beforeAll(async () => {
    withHook = await makeSite({ config });
  });
  afterAll(() => removeSite(withHook));

  it('writes outside the output folder, which docsgen leaves; what it adds to the output lasts one build', async () => {
    process.env.DOCSGEN_TEST_EXTRA = '1';
    const first = docsgen(withHook, ['build'], { threads: 1 });
    delete process.env.DOCSGEN_TEST_EXTRA;
    expect(first.status, first.output_).toBe(EXIT.ok);
    expect(await readFile(path.join(withHook, 'deploy-manifest.txt'), 'utf8')).toBe('pages\n');
    expect(await readFile(path.join(withHook, 'build/extra.txt'), 'utf8')).toBe('extra\n');

    // The second build's hook writes nothing.
    const second = docsgen(withHook, ['build'], { threads: 1 });
    expect(second.status, second.output_).toBe(EXIT.ok);
    expect(existsSync(path.join(withHook, 'build/extra.txt'))).toBe(false);
    expect(await readFile(path.join(withHook, 'deploy-manifest.txt'), 'utf8')).toBe('pages\n');
    expect(await besideOutput(withHook)).toEqual([]);
  });
});
