// `docsgen serve` as a process: it serves the memory build, reloads open pages after an edit, shows a failed
// rebuild in the browser while serving the last good build, and recovers on the next good save.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, LONG, openEvents, removeCopies, request, startServe, useServe } from './harness.ts';

const { site, server } = useServe('serve-basic');
// The broken site's copy, made in its test.
afterAll(removeCopies);

const page = (route: string) => request(new URL(route, server().url).href);

describe('docsgen serve', () => {
  it('prints its URL on 127.0.0.1 and the first build with its time', () => {
    expect(server().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server().output()).toMatch(/✔ built \d+ pages in \d+ ms/);
  });

  it('serves pages with the reload client before </body>, as an external script', async () => {
    const res = await page('/docs/guide/first');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('The original text of the first page.');
    expect(res.body).toMatch(/<script src="\/__docsgen\/client\.js\?build=[\w-]+" defer><\/script><\/body>/);
    const client = await page('/__docsgen/client.js');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(client.body).toContain("new EventSource('/__docsgen/events')");
    expect(client.body).toContain('The site could not be built');
  });

  it('serves both spellings of an & route, static files and the 404 page with status 404', async () => {
    expect((await page('/docs/guide/Terms&Conditions')).status).toBe(200);
    expect((await page('/docs/guide/Terms%26Conditions')).status).toBe(200);
    const svg = await page('/img/logo.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const missing = await page('/docs/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('/__docsgen/client.js');
  });

  it(
    'rebuilds after an edit, sends a reload event and serves the new text',
    async () => {
      const events = await openEvents(server().url);
      try {
        const hello = await events.nth('hello', 0);
        expect(hello.data.error).toBeNull();
        const file = path.join(site(), 'content/docs/guide/first.md');
        await writeFile(file, (await readFile(file, 'utf8')).replace('The original text', 'The edited text'));
        const reload = await events.nth('reload', 0);
        expect(reload.data.build).not.toBe(hello.data.build);
        expect((await page('/docs/guide/first')).body).toContain('The edited text of the first page.');
        expect(server().output()).toMatch(
          /↻ content\/docs\/guide\/first\.md changed: rebuilt \d+ pages in \d+ ms/,
        );
      } finally {
        events.close();
      }
    },
    LONG * 2,
  );

  it(
    'shows a failed rebuild in the browser, keeps serving the last good build, and recovers',
    async () => {
      const events = await openEvents(server().url);
      try {
        const file = path.join(site(), 'content/docs/guide/first.md');
        const good = await readFile(file, 'utf8');
        await writeFile(file, '---\ntitle: [unclosed\n---\n\nBroken.\n');
        const error = await events.nth('error', 0);
        expect(error.data.message).toMatch(
          /^content\/docs\/guide\/first\.md:\d+:\d+ {2}error {2}frontmatter-yaml/,
        );
        expect(server().output()).toContain('still serving the last good build');
        const stale = await page('/docs/guide/first');
        expect(stale.status).toBe(200);
        expect(stale.body).toContain('of the first page.');
        // A page opened now learns about the error from the greeting.
        const late = await openEvents(server().url);
        expect((await late.nth('hello', 0)).data.error).toBe(error.data.message);
        late.close();

        await writeFile(file, good.replace('of the first page', 'after the fix'));
        await events.nth('reload', 0);
        expect((await page('/docs/guide/first')).body).toContain('after the fix');
        const fresh = await openEvents(server().url);
        expect((await fresh.nth('hello', 0)).data.error).toBeNull();
        fresh.close();
        expect(server().child.exitCode).toBeNull();
      } finally {
        events.close();
      }
    },
    LONG * 3,
  );

  it(
    'reloads the config when a file it imports changes',
    async () => {
      const events = await openEvents(server().url);
      try {
        const file = path.join(site(), 'navbar.ts');
        await writeFile(file, (await readFile(file, 'utf8')).replace("label: 'Guide'", "label: 'Handbook'"));
        await events.nth('reload', 0);
        await server().waitForOutput(/↻ navbar\.ts changed: rebuilt \d+ pages/);
        const navbar = /<nav class="navbar"[\s\S]*?<\/nav>/.exec((await page('/docs/')).body)?.[0] ?? '';
        expect(navbar).toContain('>Handbook</a>');
        expect(navbar).not.toContain('>Guide</a>');
      } finally {
        events.close();
      }
    },
    LONG * 2,
  );

  it(
    'stops with exit 0 on SIGINT',
    async () => {
      const other = await startServe(site());
      expect(await other.stop()).toBe(0);
    },
    LONG * 2,
  );
});

describe('docsgen serve with a broken site at start', () => {
  it(
    'keeps running, answers 500 with the reload client, and serves the site once it is fixed',
    async () => {
      const dir = await copyFixture('serve-basic');
      const file = path.join(dir, 'content/docs/guide/first.md');
      const good = await readFile(file, 'utf8');
      await writeFile(file, '---\ntitle: [unclosed\n---\n');
      const broken = await startServe(dir);
      try {
        expect(broken.output()).toContain('nothing to serve until a build succeeds');
        const res = await request(new URL('/docs/guide/first', broken.url).href);
        expect(res.status).toBe(500);
        expect(res.body).toContain('/__docsgen/client.js');
        const events = await openEvents(broken.url);
        expect((await events.nth('hello', 0)).data.error).toMatch(/frontmatter-yaml/);
        await writeFile(file, good);
        await events.nth('reload', 0).catch((error: Error) => {
          throw new Error(`${error.message}\n${broken.output()}`);
        });
        events.close();
        expect((await request(new URL('/docs/guide/first', broken.url).href)).status).toBe(200);
      } finally {
        await broken.stop();
      }
    },
    LONG * 3,
  );
});
