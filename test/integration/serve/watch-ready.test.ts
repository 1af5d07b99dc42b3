// The watch is ready only once the whole content folder is watched: a file made right after serve starts is seen.
// chokidar counted a watched path that does not exist twice toward 'ready' and so announced it early, and the config's
// dependencies held one (the virtual module of the `docsgen` import): a page added at once was missed (a flaky test).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.ts';
import { watchSite, type WatchChange } from '../../../src/dev/watcher.ts';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the watch of serve', () => {
  it("lists the config's local files as its dependencies: files that exist, no virtual module", async () => {
    const cwd = path.resolve(import.meta.dirname, '../../fixtures/serve-basic');
    const { dependencies } = await loadConfig({ cwd });
    expect([...dependencies].sort()).toEqual([
      path.join(cwd, 'docsgen.config.ts'),
      path.join(cwd, 'navbar.ts'),
    ]);
  });

  it('is ready once every folder is watched, even with a config file that does not exist', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-watch-ready-'));
    made.push(root);
    const contentRoot = path.join(root, 'content');
    // Enough folders that reading them takes longer than noticing that the missing file is missing.
    const folders = Array.from({ length: 300 }, (_, i) =>
      path.join(contentRoot, 'docs', `part-${i}`, 'pages'),
    );
    for (const folder of folders) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'page.md'), '# Page\n');
    }
    const changes: WatchChange[] = [];
    const watcher = await watchSite(
      {
        projectRoot: root,
        contentRoot,
        configFiles: [path.join(root, 'no-such-config.ts')],
        outDir: path.join(root, 'build'),
      },
      (change) => changes.push(change),
      () => undefined,
    );
    try {
      const added = path.join(folders.at(-1)!, 'added.md');
      await writeFile(added, '# Added\n');
      const deadline = Date.now() + 10_000;
      while (!changes.some((c) => c.file === added) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(changes.map((c) => `${c.event} ${c.file}`)).toContain(`add ${added}`);
    } finally {
      await watcher.close();
    }
  }, 30_000);
});
