// Damaged caches, configs and plugins that throw, and hostile pages: each ends in a clear message and the documented
// exit code; a failed build leaves the previous output byte-identical, and the next good build succeeds.
import { readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docsgen, EXIT, makeSite, removeSite, snapshot } from './harness.ts';

const CONFIG = "export default { title: 'Faults', url: 'https://faults.example.com', blog: false };\n";
let site: string;
beforeEach(async () => {
  site = await makeSite({ pages: 20 });
  const first = docsgen(site, ['build'], { threads: 1 });
  expect(first.status, first.output_).toBe(EXIT.ok);
});
afterEach(() => removeSite(site));

const output = (): Promise<Map<string, string>> => snapshot(path.join(site, 'build'));

/** A build that must fail with `code`, printing `message`, and leave the previous output as it was. */
async function expectFailedBuild(code: number, message: RegExp): Promise<string> {
  const before = await output();
  const failed = docsgen(site, ['build'], { threads: 1 });
  expect(failed.status, failed.output_).toBe(code);
  expect(failed.output_).toMatch(message);
  expect(failed.output_).not.toMatch(/crashed|Please report/);
  expect(await output()).toEqual(before);
  expect((await readdir(site)).filter((name) => name.startsWith('build.'))).toEqual([]);
  return failed.output_;
}

/** The next build, with the site repaired: succeeds and matches a build into a fresh folder. */
async function expectGoodBuild(): Promise<void> {
  const next = docsgen(site, ['build'], { threads: 1 });
  expect(next.status, next.output_).toBe(EXIT.ok);
  const fresh = docsgen(site, ['build', '--out', 'fresh'], { threads: 1 });
  expect(fresh.status).toBe(EXIT.ok);
  expect(await output()).toEqual(await snapshot(path.join(site, 'fresh')));
}

async function cacheFiles(): Promise<string[]> {
  const dir = path.join(site, '.docsgen-cache');
  const names = await readdir(dir, { recursive: true });
  return names.filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
}

describe('damaged caches', () => {
  it('a corrupt cache file: the build succeeds and its output is correct', async () => {
    await writeFile(path.join(site, 'content/docs/p3.md'), '# Page 3\n\n## Part\n\nNew text of page 3.\n');
    const files = await cacheFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const bytes = await readFile(file);
      for (let i = 0; i < bytes.length; i += 97) bytes[i] = (bytes[i]! + 13) % 256;
      await writeFile(file, bytes);
    }
    await expectGoodBuild();
    expect(await readFile(path.join(site, 'build/docs/p3/index.html'), 'utf8')).toContain(
      'New text of page 3.',
    );
  });

  it('a truncated cache: the build succeeds and its output is correct', async () => {
    await writeFile(path.join(site, 'content/docs/p4.md'), '# Page 4\n\n## Part\n\nNew text of page 4.\n');
    for (const file of await cacheFiles())
      await truncate(file, Math.floor((await readFile(file)).length / 2));
    await expectGoodBuild();
    expect(await readFile(path.join(site, 'build/docs/p4/index.html'), 'utf8')).toContain(
      'New text of page 4.',
    );
  });
});

describe('configs and plugins that throw', () => {
  it('a config that throws: exit 2, the message names the config', async () => {
    await writeFile(path.join(site, 'docsgen.config.ts'), `throw new Error('config exploded');\n${CONFIG}`);
    await expectFailedBuild(EXIT.usage, /^docsgen\.config\.ts:1:1 +error +config-load +.*config exploded/m);
    await writeFile(path.join(site, 'docsgen.config.ts'), CONFIG);
    await expectGoodBuild();
  });

  it('a plugin hook that throws: exit 1, the message names the plugin and the hook', async () => {
    const plugin = "{ name: 'changelog', routes() { throw new Error('no routes today'); } }";
    await writeFile(
      path.join(site, 'docsgen.config.ts'),
      CONFIG.replace('blog: false', `blog: false, plugins: [${plugin}]`),
    );
    await expectFailedBuild(EXIT.content, /plugin "changelog" failed in routes\(\): no routes today/);
    await writeFile(path.join(site, 'docsgen.config.ts'), CONFIG);
    await expectGoodBuild();
  });

  it('a markdown-it plugin that throws: exit 1, an error at each page it failed on', async () => {
    const config = CONFIG.replace(
      'blog: false',
      "blog: false, markdown: { plugins: [(md: any) => md.core.ruler.push('explode', () => { throw new Error('plugin blew up'); })] }",
    );
    await writeFile(path.join(site, 'docsgen.config.ts'), config);
    const out = await expectFailedBuild(
      EXIT.content,
      /^content\/docs\/p1\.md:1:1 +error +markdown-failed +rendering the markdown failed: plugin blew up/m,
    );
    // One error per page: 21 pages, the first five printed and the rest counted in one line.
    expect(out).toMatch(/^ +markdown-failed: 21 errors, the first 5 shown/m);
    expect(out.match(/^content\/docs\/\S+ +error +markdown-failed /gm)).toHaveLength(5);
    await writeFile(path.join(site, 'docsgen.config.ts'), CONFIG);
    await expectGoodBuild();
  });
});

describe('hostile pages', () => {
  it('10,000 levels of nested lists and quotes: a warning naming each file, and the build succeeds', async () => {
    await writeFile(path.join(site, 'content/docs/lists.md'), `# Lists\n\n${'- '.repeat(10_000)}deep\n`);
    await writeFile(path.join(site, 'content/docs/quotes.md'), `# Quotes\n\n${'>'.repeat(10_000)} deep\n`);
    const built = docsgen(site, ['build'], { threads: 1 });
    expect(built.status, built.output_).toBe(EXIT.ok);
    expect(built.output_).toMatch(/^content\/docs\/lists\.md:3:1 +warning +markdown-max-nesting/m);
    expect(built.output_).toMatch(/^content\/docs\/quotes\.md:3:1 +warning +markdown-max-nesting/m);
    expect(await readFile(path.join(site, 'build/docs/lists/index.html'), 'utf8')).toContain('<ul>');
    await rm(path.join(site, 'content/docs/lists.md'));
    await rm(path.join(site, 'content/docs/quotes.md'));
    await expectGoodBuild();
  });

  it('a 50 MB page: an error naming the file and the limit, exit 1', async () => {
    const paragraph = 'Words of a very large page, with **bold** text and a [link](/docs/p1).\n\n';
    await writeFile(
      path.join(site, 'content/docs/huge.md'),
      `# Huge\n\n${paragraph.repeat(Math.ceil((50 * 1024 * 1024) / paragraph.length))}`,
    );
    await expectFailedBuild(
      EXIT.content,
      /^content\/docs\/huge\.md:1:1 +error +file-too-large +file is 50\.0 MB, more than the 16 MB a page may have/m,
    );
    await rm(path.join(site, 'content/docs/huge.md'));
    await expectGoodBuild();
  });
});
