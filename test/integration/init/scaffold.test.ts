// `docsgen init`: the starter site it writes, its flags, and its refusal to write into a full folder.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initCommand, type InitFlags } from '../../../src/cli/commands/init.ts';
import { loadConfig } from '../../../src/config/load.ts';
import { captureIo, cli, repo, type Captured } from './helpers.ts';

const version = (JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as { version: string })
  .version;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-init-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

async function init(dir: string, flags: Partial<InitFlags> = {}): Promise<{ code: number } & Captured> {
  const captured = captureIo(work, false);
  const code = await initCommand(dir, { yes: true, blog: true, ...flags }, captured.io);
  return { code, ...captured };
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function frontMatter(markdown: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!match) throw new Error('no front matter');
  return yaml.load(match[1]!) as Record<string, unknown>;
}

describe('docsgen init', () => {
  it('writes the starter site with a blog, and tells what to run next', async () => {
    const { code, stdout } = await init('handbook');
    expect(code).toBe(0);
    const site = path.join(work, 'handbook');
    const files = await filesBelow(site);
    const today = new Date().toISOString().slice(0, 10);
    for (const file of [
      '.gitignore',
      'docsgen.config.ts',
      'package.json',
      'tsconfig.json',
      'content/docs/index.md',
      'content/docs/01-guides/_category_.json',
      'content/pages/index.md',
      'content/blog/authors.yml',
      `content/blog/${today}-welcome.md`,
      'content/static/img/favicon.svg',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => file.includes('{{'))).toEqual([]);
    expect(files).not.toContain('gitignore');
    for (const file of files) {
      const text = await readFile(path.join(site, file), 'utf8');
      expect(text, file).not.toMatch(/\{\{|#if|#endif/);
    }
    expect(stdout()).toContain('cd handbook && npm install\n  npx docsgen serve');

    const manifest = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(manifest.name).toBe('handbook');
    expect(manifest.dependencies).toEqual({ docsgen: `^${version}` });
    expect(manifest.scripts).toMatchObject({
      build: 'docsgen build',
      serve: 'docsgen serve',
      check: 'docsgen check',
    });
    const ignored = (await readFile(path.join(site, '.gitignore'), 'utf8')).split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['build/', '.docsgen-cache/', 'node_modules/']));
    const { config } = await loadConfig({ cwd: site });
    expect(config.title).toBe('Handbook');
    expect(config.blog).not.toBe(false);
    expect(config.navbar.items).toContainEqual({ label: 'Blog', to: '/blog' });
  });

  it('builds and checks the starter site with no warnings', async () => {
    expect((await init('built')).code).toBe(0);
    const site = path.join(work, 'built');
    const build = cli(['build'], site);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toBe('');
    expect(build.stdout).not.toMatch(/warn/i);
    expect(existsSync(path.join(site, 'build/blog/rss.xml'))).toBe(true);
    const check = cli(['check', '--format', 'json'], site);
    expect(JSON.parse(check.stdout)).toMatchObject({ ok: true, errors: 0, warnings: 0 });
  });

  it('puts the --title into the config, the home page and package.json, whatever its quotes', async () => {
    const title = `Ann's "Field" Notes \\ 2`;
    expect((await init('notes', { title })).code).toBe(0);
    const site = path.join(work, 'notes');
    expect((await loadConfig({ cwd: site })).config.title).toBe(title);
    const home = frontMatter(await readFile(path.join(site, 'content/pages/index.md'), 'utf8'));
    expect(home).toMatchObject({ layout: 'home', hero: { title } });
    const manifest = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as {
      description: string;
    };
    expect(manifest.description).toContain(title);
  });

  it('leaves the blog out with --no-blog: no folder, no config, no link, and a build without warnings', async () => {
    expect((await init('no-blog', { blog: false })).code).toBe(0);
    const site = path.join(work, 'no-blog');
    expect(existsSync(path.join(site, 'content/blog'))).toBe(false);
    const { config } = await loadConfig({ cwd: site });
    expect(config.blog).toBe(false);
    const links = [...config.navbar.items, ...config.footer.columns.flatMap((column) => column.items)];
    expect(links.filter((item) => 'to' in item && item.to.startsWith('/blog'))).toEqual([]);
    const build = cli(['build'], site);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toBe('');
    expect(build.stdout).not.toMatch(/warn/i);
    expect(existsSync(path.join(site, 'build/blog'))).toBe(false);
    expect(await readFile(path.join(site, 'build/index.html'), 'utf8')).not.toContain('href="/blog');
    expect(cli(['check', '--strict'], site).code).toBe(0);
  });

  it('refuses a folder that is not empty with exit 2, says why and what to do, and writes nothing', async () => {
    const full = path.join(work, 'full');
    await mkdir(full);
    await writeFile(path.join(full, 'notes.txt'), 'mine');
    const { code, stderr } = await init('full');
    expect(code).toBe(2);
    expect(stderr()).toContain('full is not empty (it holds notes.txt)');
    expect(stderr()).toContain('never overwrites');
    expect(stderr()).toContain('docsgen init my-docs');
    expect(await filesBelow(full)).toEqual(['notes.txt']);
    expect(await readFile(path.join(full, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('refuses a file, and an empty --title, with exit 2', async () => {
    await writeFile(path.join(work, 'a-file'), '');
    const file = await init('a-file');
    expect(file.code).toBe(2);
    expect(file.stderr()).toContain('a-file is a file');
    const empty = await init('untitled', { title: '  ' });
    expect(empty.code).toBe(2);
    expect(empty.stderr()).toContain('--title');
    expect(existsSync(path.join(work, 'untitled'))).toBe(false);
  });

  it('writes into an empty folder, or one that holds only .git', async () => {
    await mkdir(path.join(work, 'repo/.git'), { recursive: true });
    expect((await init('repo')).code).toBe(0);
    expect(existsSync(path.join(work, 'repo/docsgen.config.ts'))).toBe(true);
  });

  it('is listed in the help', () => {
    const help = cli(['--help'], work);
    expect(help.stdout).toMatch(/init \[options\] \[dir\]\s+create a starter site/);
    expect(cli(['init', '--help'], work).stdout).toContain('--no-blog');
  });
});
