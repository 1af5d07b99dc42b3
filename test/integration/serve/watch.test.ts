// Watch-mode robustness (RELIABILITY §5.5) against a running `docsgen serve`: atomic saves, truncate-then-write,
// saves during a build, storms of changes, folder renames, deletions, and files that must not trigger a rebuild.
// Nothing here asserts a duration: every check waits for an event or for the served site to match the disk.
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countMatches, LONG, openEvents, request, useServe, waitUntil } from './harness.ts';

const { site, server } = useServe('serve-basic');
const REBUILD = /: (?:rebuilt \d+ pages|build failed) in/;
let sentinelCount = 0;

const file = (rel: string) => path.join(site(), rel);
const body = async (route: string) => (await request(new URL(route, server().url).href)).body;
const status = async (route: string) => (await request(new URL(route, server().url).href)).status;
const rebuilds = () => countMatches(server().output(), REBUILD);
/** The text of a page's plain paragraphs, to compare with what the test wrote to its markdown file. */
const paragraphs = async (route: string) =>
  [...(await body(route)).matchAll(/<p>([^<]*)<\/p>/g)].map((match) => match[1]);

/**
 * Waits until a route's HTML contains `text` (the served site matches the disk). On a timeout, the error carries what
 * serve printed, to tell a change the watcher never reported from a rebuild that went wrong.
 */
const served = async (route: string, text: string) => {
  try {
    await waitUntil(
      async () => ((await body(route)).includes(text) ? true : undefined),
      `${route} to show "${text}"`,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\nserve printed:\n${server().output().slice(-6000)}`);
  }
};

/**
 * Edits a sentinel page and waits for its rebuild; returns the rebuild lines since `before`. Anything that should
 * not have caused a rebuild would show up there, before or inside the sentinel's own rebuild.
 */
async function linesUntilSentinel(before: number): Promise<string[]> {
  sentinelCount++;
  await writeFile(
    file('content/docs/sentinel.md'),
    `---\ntitle: Sentinel\n---\n\nSentinel ${sentinelCount}.\n`,
  );
  await served('/docs/sentinel', `Sentinel ${sentinelCount}.`);
  await server().waitForOutput(REBUILD, before + 1);
  return server()
    .output()
    .split('\n')
    .filter((line) => REBUILD.test(line))
    .slice(before);
}

// A rebuild for the sentinel alone: a busy machine may read the sentinel between the truncate and the write of its
// save and rebuild it once more when the stamps are compared.
const SENTINEL_ONLY = /^↻ content\/docs\/sentinel\.md changed: rebuilt/;
const withoutSentinel = (lines: string[]) => lines.filter((line) => !SENTINEL_ONLY.test(line));

describe('docsgen serve watching', () => {
  it(
    'rebuilds once for an atomic save (write a temp file, rename it over the page)',
    async () => {
      await linesUntilSentinel(rebuilds());
      const before = rebuilds();
      const events = await openEvents(server().url);
      await writeFile(
        file('content/docs/guide/first.md.tmp-save'),
        '---\ntitle: First page\n---\n\nSaved atomically.\n',
      );
      await rename(file('content/docs/guide/first.md.tmp-save'), file('content/docs/guide/first.md'));
      await events.nth('reload', 0);
      events.close();
      await served('/docs/guide/first', 'Saved atomically.');
      const lines = await linesUntilSentinel(before);
      expect(withoutSentinel(lines), server().output()).toEqual([
        expect.stringContaining('↻ content/docs/guide/first.md changed: rebuilt'),
      ]);
    },
    LONG * 3,
  );

  it(
    'renders the final text of a truncate-then-write in three chunks',
    async () => {
      const handle = await open(file('content/docs/guide/first.md'), 'w');
      await handle.write('---\ntitle: First page\n---\n\n');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await handle.write('Written in ');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await handle.write('three chunks.\n');
      await handle.close();
      const before = rebuilds();
      // Rebuilds run one after another: once a later save of the sentinel is served, every rebuild for the chunks is done.
      await linesUntilSentinel(before);
      expect(await paragraphs('/docs/guide/first')).toEqual(['Written in three chunks.']);
    },
    LONG * 2,
  );

  it(
    "renders the last write of a save that falls inside the 50 ms in which the watcher folds a file's changes",
    async () => {
      const before = rebuilds();
      const handle = await open(file('content/docs/guide/first.md'), 'w');
      await handle.write('---\ntitle: First page\n---\n\nHalf');
      // The rebuild starts 10 ms after the first change and reads half a page; chokidar reports no change for the
      // write below, so only comparing the file with what the rebuild read brings the rest in.
      await new Promise((resolve) => setTimeout(resolve, 25));
      await handle.write(' and whole.\n');
      await handle.close();
      await served('/docs/guide/first', 'Half and whole.');
      expect(rebuilds()).toBeGreaterThan(before);
    },
    LONG * 2,
  );

  it(
    'follows a save made during a build with another build, so the served page matches the disk',
    async () => {
      const page = file('content/docs/guide/first.md');
      await writeFile(page, '---\ntitle: First page\n---\n\nVersion one.\n');
      // Long enough for the first rebuild to be under way on most machines; correct either way.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await writeFile(page, '---\ntitle: First page\n---\n\nVersion two.\n');
      await served('/docs/guide/first', 'Version two.');
      await linesUntilSentinel(rebuilds());
      expect(await body('/docs/guide/first')).toContain('Version two.');
    },
    LONG * 2,
  );

  it(
    'ignores temp files, dot-files and writes into the output folder',
    async () => {
      const before = rebuilds();
      const dir = file('content/docs/guide');
      for (const name of [
        'first.md.tmp',
        'first.md~',
        '.#first.md',
        '#first.md#',
        '4913',
        'first.md.swp',
        '.hidden.md',
      ]) {
        await writeFile(path.join(dir, name), 'not content\n');
      }
      await mkdir(file('build'), { recursive: true });
      await writeFile(file('build/index.html'), '<p>output</p>\n');
      const lines = await linesUntilSentinel(before);
      expect(withoutSentinel(lines), server().output()).toEqual([]);
    },
    LONG * 2,
  );

  it(
    'coalesces a storm of changes (like a branch switch) into one rebuild with every new page',
    async () => {
      const before = rebuilds();
      await mkdir(file('content/docs/storm'), { recursive: true });
      // Synchronous writes in a tight loop, as git writes a checkout.
      for (let i = 0; i < 300; i++) {
        writeFileSync(
          file(`content/docs/storm/page-${i}.md`),
          `---\ntitle: Storm ${i}\n---\n\nStorm page ${i}.\n`,
        );
      }
      writeFileSync(file('content/docs/guide/first.md'), '---\ntitle: First page\n---\n\nAfter the storm.\n');
      await served('/docs/storm/page-299', 'Storm page 299.');
      await served('/docs/guide/first', 'After the storm.');
      const lines = await linesUntilSentinel(before);
      // One rebuild for the storm is the expectation. Under load the watcher may report the new folder, stall past its
      // settle time, and report the files later: those then come as a second rebuild or join the sentinel's. 301
      // changed files must never take more than two rebuilds.
      const storm = withoutSentinel(lines);
      expect(storm.length, server().output()).toBeGreaterThanOrEqual(1);
      expect(storm.length, server().output()).toBeLessThanOrEqual(2);
      expect(storm.join('\n')).toContain('content/docs/storm');
      expect(lines.join('\n'), server().output()).toMatch(/and \d{2,} more changed/);
      for (const i of [0, 150, 299]) expect(await status(`/docs/storm/page-${i}`)).toBe(200);
    },
    LONG * 3,
  );

  it(
    'drops old routes and serves new ones after a folder of 200 pages is renamed',
    async () => {
      await rm(file('content/docs/storm'), { recursive: true });
      await mkdir(file('content/docs/many'));
      for (let i = 0; i < 200; i++)
        writeFileSync(
          file(`content/docs/many/page-${i}.md`),
          `---\ntitle: Many ${i}\n---\n\nMany page ${i}.\n`,
        );
      await served('/docs/many/page-199', 'Many page 199.');
      await rename(file('content/docs/many'), file('content/docs/moved'));
      await served('/docs/moved/page-199', 'Many page 199.');
      await waitUntil(
        async () => ((await status('/docs/many/page-0')) === 404 ? true : undefined),
        'the old route to be gone',
      );
      expect(await status('/docs/moved/page-0')).toBe(200);
      expect(server().child.exitCode).toBeNull();
    },
    LONG * 3,
  );

  it(
    'reports the broken links when a linked page is deleted, and serves 404 for it',
    async () => {
      await writeFile(
        file('content/docs/guide/first.md'),
        '---\ntitle: First page\n---\n\nSee the [terms](./Terms&Conditions.md).\n',
      );
      await served('/docs/guide/first', 'See the');
      // The watcher holds a deletion back a moment (it could be the first half of an atomic save), so a later sentinel
      // save can overtake it: the rebuild that names the file is awaited instead.
      const terms = /content\/docs\/guide\/Terms&Conditions\.md[^\n]*changed: rebuilt/;
      await rm(file('content/docs/guide/Terms&Conditions.md'));
      await server().waitForOutput(terms, 1);
      expect(await status('/docs/guide/Terms&Conditions')).toBe(404);
      // The link checks of a rebuild are printed a moment after it (so they never delay the reload).
      const warning = /content\/docs\/guide\/first\.md:5:\d+ {2}warning {2}broken-markdown-link.*/;
      await server().waitForOutput(warning);
      expect(warning.exec(server().output())?.[0]).toContain(
        'The link "./Terms&Conditions.md" does not name a page',
      );

      await writeFile(
        file('content/docs/guide/Terms&Conditions.md'),
        '---\ntitle: Terms & Conditions\n---\n\nBack again.\n',
      );
      await server().waitForOutput(terms, 2);
      expect(await status('/docs/guide/Terms&Conditions')).toBe(200);
      expect(await paragraphs('/docs/guide/Terms&Conditions')).toEqual(['Back again.']);
      // After the first list, serve prints only what changed: the warning, fixed.
      await server().waitForOutput(
        /fixed {2}content\/docs\/guide\/first\.md:5:\d+ {2}warning {2}broken-markdown-link/,
      );
    },
    LONG * 2,
  );

  it(
    'recovers from a syntax error in a file the config imports, without exiting',
    async () => {
      const events = await openEvents(server().url);
      const navbar = file('navbar.ts');
      const good = await readFile(navbar, 'utf8');
      await writeFile(navbar, 'export const navbarItems = [{ label: ;\n');
      const error = await events.nth('error', 0);
      expect(error.data.message).toMatch(/config-syntax|cannot compile the config/);
      await writeFile(navbar, good);
      await events.nth('reload', 0);
      events.close();
      expect(server().child.exitCode).toBeNull();
    },
    LONG * 2,
  );
});
