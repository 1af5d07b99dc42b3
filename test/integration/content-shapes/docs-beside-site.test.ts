// A docs folder beside the site folder (`docs.path: '../docs'`), as Jest, Prettier, Redux and Babel keep theirs: read
// where it is, its pages linked and checked, while a symbolic link inside it still may not leave it.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../../src/build/build.ts';

let root: string;
let result: MemoryBuildResult;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-beside-'));
  await write(
    'website/docsgen.config.ts',
    "export default { title: 'Beside', url: 'https://beside.example.com', contentDir: '.', blog: false, docs: { path: '../docs' } };\n",
  );
  await write('website/src/pages/index.md', '# Home\n\nRead [the intro](/docs/intro).\n');
  await write('docs/intro.md', '# Intro\n\nThen [install](./install.md#steps).\n');
  await write('docs/install.md', '# Install\n\n## Steps\n\nRun it.\n');
  await write('secret/notes.md', '# Not docs\n');
  await symlink(path.join(root, 'secret'), path.join(root, 'docs/escape'));
  result = await build({ cwd: path.join(root, 'website'), output: 'memory' });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('docs.path outside the content folder', () => {
  it('builds its pages, with their links resolved and checked', () => {
    expect(result.ok).toBe(true);
    const intro = result.memory?.text('docs/intro/index.html') ?? '';
    expect(intro).toContain('href="/docs/install#steps"');
    expect(result.memory?.files.has('docs/install/index.html')).toBe(true);
    expect(result.diagnostics.filter((d) => d.code.startsWith('broken'))).toEqual([]);
  });

  it('does not follow a link inside it that leaves it', () => {
    expect(result.memory?.files.has('docs/escape/notes/index.html')).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}`)).toContain(
      'symlink-outside-root ../docs/escape',
    );
  });
});
