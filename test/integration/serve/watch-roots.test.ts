// The watch of serve survives its targets vanishing: the content folder, a config file, a folder of theme files and a
// config import outside the project can each be removed or renamed and put back, and changes after that are still
// seen. chokidar stops watching a root that is removed and does not watch it again when it returns, so serve watches
// the folders above its targets (watchRoots); these tests drive the real watcher on real folders.
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watch } from 'chokidar';
import {
  isIgnoredPath,
  unwatchedFolders,
  watchRoots,
  watchSite,
  type SiteWatcher,
  type WatchChange,
  type WatchTargets,
} from '../../../src/dev/watcher.ts';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

let outside: string;
let root: string;
let targets: WatchTargets;
let watcher: SiteWatcher;
let changes: WatchChange[];

const at = (rel: string) => path.join(root, ...rel.split('/'));

// A file that comes back within 100 ms of going is reported as changed (chokidar takes it for an atomic save).
const BACK = 'add|change';

/** Waits until the watcher reported `event` (or one of `a|b`) for `rel` (a path under the project, or absolute). */
async function seen(event: string, rel: string): Promise<void> {
  const file = path.isAbsolute(rel) ? rel : at(rel);
  const events = event.split('|');
  const deadline = Date.now() + 10_000;
  while (!changes.some((c) => events.includes(c.event) && c.file === file)) {
    if (Date.now() > deadline)
      throw new Error(`no ${event} ${rel}; seen: ${changes.map((c) => `${c.event} ${c.file}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  outside = await mkdtemp(path.join(os.tmpdir(), 'docsgen-watch-roots-'));
  made.push(outside);
  root = path.join(outside, 'project');
  await mkdir(path.join(root, 'content/docs/guide'), { recursive: true });
  await mkdir(path.join(root, 'content/static'), { recursive: true });
  await mkdir(path.join(root, 'theme'), { recursive: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  await mkdir(path.join(outside, 'shared'), { recursive: true });
  await writeFile(at('content/docs/guide/a.md'), '# A\n');
  await writeFile(at('content/docs/guide/_category_.json'), '{"label":"Guide"}\n');
  await writeFile(at('docsgen.config.ts'), 'export default {};\n');
  await writeFile(at('theme/Footer.tsx'), 'export default () => null;\n');
  await writeFile(at('src/tool.ts'), 'export {};\n');
  await writeFile(path.join(outside, 'shared/navbar.ts'), 'export const items = [];\n');
  targets = {
    projectRoot: root,
    contentRoot: at('content'),
    configFiles: [at('docsgen.config.ts'), at('theme/Footer.tsx'), path.join(outside, 'shared/navbar.ts')],
    outDir: at('build'),
  };
  changes = [];
  watcher = await watchSite(
    targets,
    (change) => changes.push(change),
    () => undefined,
  );
});

afterEach(() => watcher.close());

describe('the watch roots of serve', () => {
  it('watches the project folder and the folder of a config import outside it, never a target itself', () => {
    expect(watchRoots(targets)).toEqual([root, path.join(outside, 'shared')]);
    // The rest of the project folder is never walked; the folders on the way to a target are.
    expect(isIgnoredPath(at('src'), targets)).toBe(true);
    expect(isIgnoredPath(at('theme'), targets)).toBe(false);
    expect(isIgnoredPath(at('theme/Header.tsx'), targets)).toBe(true);
    expect(isIgnoredPath(path.join(outside, 'shared/other.ts'), targets)).toBe(true);
  });

  it('sees edits after the content folder is removed and put back', async () => {
    await rm(at('content'), { recursive: true });
    await seen('unlinkDir', 'content');
    await mkdir(at('content/docs/guide'), { recursive: true });
    await writeFile(at('content/docs/guide/a.md'), '# A again\n');
    await seen(BACK, 'content/docs/guide/a.md');
    await writeFile(at('content/docs/guide/a.md'), '# A edited\n');
    await seen('change', 'content/docs/guide/a.md');
  });

  it('sees edits after the content folder is renamed away and another takes its place', async () => {
    await rename(at('content'), at('content-old'));
    await seen('unlinkDir', 'content');
    await mkdir(at('content-new/docs'), { recursive: true });
    await writeFile(at('content-new/docs/b.md'), '# B\n');
    await rename(at('content-new'), at('content'));
    await seen(BACK, 'content/docs/b.md');
    await writeFile(at('content/docs/b.md'), '# B edited\n');
    await seen('change', 'content/docs/b.md');
    // The old folder is not content any more.
    await writeFile(at('content-old/docs/guide/a.md'), '# stale\n');
    await writeFile(at('content/docs/c.md'), '# C\n');
    await seen('add', 'content/docs/c.md');
    expect(changes.some((c) => c.file.includes('content-old'))).toBe(false);
  });

  it('sees a category file, static/ and the config removed and put back, and edits after that', async () => {
    await rm(at('content/docs/guide/_category_.json'));
    await seen('unlink', 'content/docs/guide/_category_.json');
    await writeFile(at('content/docs/guide/_category_.json'), '{"label":"Back"}\n');
    await seen(BACK, 'content/docs/guide/_category_.json');

    await rm(at('content/static'), { recursive: true });
    await seen('unlinkDir', 'content/static');
    await mkdir(at('content/static/img'), { recursive: true });
    await writeFile(at('content/static/img/x.png'), 'png');
    await seen(BACK, 'content/static/img/x.png');

    await rename(at('docsgen.config.ts'), at('config.bak'));
    await seen('unlink', 'docsgen.config.ts');
    await rename(at('config.bak'), at('docsgen.config.ts'));
    await seen(BACK, 'docsgen.config.ts');
    changes.length = 0;
    await writeFile(at('docsgen.config.ts'), 'export default { title: "x" };\n');
    await seen('change', 'docsgen.config.ts');
    expect(changes.find((c) => c.file === at('docsgen.config.ts'))?.kind).toBe('config');
  });

  it('sees a theme override folder and a config import outside the project removed and put back', async () => {
    await rm(at('theme'), { recursive: true });
    await seen('unlink', 'theme/Footer.tsx');
    await mkdir(at('theme'));
    await writeFile(at('theme/Footer.tsx'), 'export default () => "back";\n');
    await seen(BACK, 'theme/Footer.tsx');
    await writeFile(at('theme/Footer.tsx'), 'export default () => "edited";\n');
    await seen('change', 'theme/Footer.tsx');

    const navbar = path.join(outside, 'shared/navbar.ts');
    await rm(navbar);
    await seen('unlink', navbar);
    await writeFile(navbar, 'export const items = [1];\n');
    await seen(BACK, navbar);
    await writeFile(navbar, 'export const items = [2];\n');
    await seen('change', navbar);
  });

  it('re-arms: a fresh watch sees every folder, and new targets replace the old ones', async () => {
    await watcher.rearm();
    await writeFile(at('content/docs/guide/a.md'), '# After the re-arm\n');
    await seen('change', 'content/docs/guide/a.md');
    // The old watch is closed: one change is reported once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes.filter((c) => c.file === at('content/docs/guide/a.md'))).toHaveLength(1);

    await mkdir(at('docs2'));
    await watcher.rearm({ ...targets, contentRoot: at('docs2') });
    await writeFile(at('docs2/b.md'), '# B\n');
    await seen('add', 'docs2/b.md');
    changes.length = 0;
    await writeFile(at('content/docs/guide/a.md'), '# Not content any more\n');
    await writeFile(at('docs2/c.md'), '# C\n');
    await seen('add', 'docs2/c.md');
    expect(changes.some((c) => c.file.startsWith(at('content')))).toBe(false);
  });

  it('lists the folders of the content tree a watch does not know', async () => {
    const partial = watch(root, {
      ignoreInitial: true,
      depth: 1,
      ignored: (p) => isIgnoredPath(path.resolve(p), targets),
    });
    await new Promise<void>((resolve) => partial.once('ready', () => resolve()));
    try {
      // Depth 1 from the project folder stops at content/docs; the folder below is on disk but not watched.
      expect(unwatchedFolders(partial, targets)).toEqual([at('content/docs/guide')]);
    } finally {
      await partial.close();
    }
  });

  it('starts watching a file the config imports from now on, and ignores other files', async () => {
    await writeFile(at('src/tool.ts'), 'export const a = 1;\n');
    await writeFile(at('theme/Header.tsx'), 'export default () => null;\n');
    watcher.setConfigFiles([...targets.configFiles, at('src/tool.ts')]);
    await writeFile(at('src/tool.ts'), 'export const a = 2;\n');
    await seen('change', 'src/tool.ts');
    expect(changes.every((c) => c.file !== at('theme/Header.tsx'))).toBe(true);
  });
});
