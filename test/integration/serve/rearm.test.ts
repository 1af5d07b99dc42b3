// `docsgen serve` ends up matching the disk after its sources vanish and return (issue: a `git checkout`, an editor's
// atomic save of a folder, a sync tool): the content folder, the config, static/, a category file and a theme override
// are each removed or renamed and put back, and edits made after that are served. While the content folder is gone,
// every route answers the error overlay. Nothing here asserts a duration: every check waits for the served site.
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFixture,
  ensureCli,
  LONG,
  openEvents,
  removeCopies,
  request,
  type Response,
  type ServeProcess,
  startServe,
  useServe,
  waitUntil,
} from './harness.ts';

beforeAll(() => ensureCli(), 120_000);
afterAll(removeCopies);

const page = (title: string, text: string) => `---\ntitle: ${title}\n---\n\n${text}\n`;

/** Waits until `route` answers with `status` and a body containing `text`; on a timeout, says what serve printed. */
async function answers(server: ServeProcess, route: string, status: number, text: string): Promise<Response> {
  try {
    return await waitUntil(async () => {
      const res = await request(new URL(route, server.url).href);
      return res.status === status && res.body.includes(text) ? res : undefined;
    }, `${route} to answer ${status} with "${text}"`);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nserve printed:\n${server.output().slice(-4000)}`);
  }
}

describe('docsgen serve after its sources vanish and return', () => {
  const { site, server } = useServe('serve-basic');
  const file = (rel: string) => path.join(site(), rel);

  it(
    'answers every route with the error overlay while the content folder is missing, then serves edits again',
    async () => {
      const events = await openEvents(server().url);
      await rename(file('content'), file('content-away'));
      for (const route of ['/docs/guide/first', '/img/logo.svg', '/no/such/page', '/']) {
        const res = await answers(server(), route, 503, 'content folder content/ is missing');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('class="error-view error-view--crash docsgen-dev-error"');
        expect(res.body).toContain('reloads by itself');
        expect(res.body).toContain('/__docsgen/client.js');
      }
      // Open pages are told too.
      expect((await events.nth('error', 0)).data.message).toMatch(/content/);

      await rename(file('content-away'), file('content'));
      await events.nth('reload', 0);
      events.close();
      await answers(server(), '/docs/guide/first', 200, 'First page');
      expect((await request(new URL('/img/logo.svg', server().url).href)).status).toBe(200);
      // The bug this guards against: the watch died with the folder, and edits were never seen again.
      await writeFile(file('content/docs/guide/first.md'), page('First page', 'Edited after the return.'));
      await answers(server(), '/docs/guide/first', 200, 'Edited after the return.');
    },
    LONG * 3,
  );

  it(
    'serves a content folder that replaced the old one (removed, then copied back with changes)',
    async () => {
      await cp(file('content'), file('content-next'), { recursive: true });
      await writeFile(file('content-next/docs/guide/first.md'), page('First page', 'From the other branch.'));
      await writeFile(file('content-next/docs/guide/added.md'), page('Added', 'Only on the other branch.'));
      await rm(file('content'), { recursive: true });
      await answers(server(), '/docs/guide/first', 503, 'is missing');
      await rename(file('content-next'), file('content'));
      await answers(server(), '/docs/guide/first', 200, 'From the other branch.');
      await answers(server(), '/docs/guide/added', 200, 'Only on the other branch.');
      await writeFile(file('content/docs/guide/added.md'), page('Added', 'Edited on the new folder.'));
      await answers(server(), '/docs/guide/added', 200, 'Edited on the new folder.');
    },
    LONG * 3,
  );

  it(
    'follows static/ and a category file removed and put back',
    async () => {
      await rename(file('content/static'), file('static-away'));
      await answers(server(), '/img/logo.svg', 404, '');
      await rename(file('static-away'), file('content/static'));
      await answers(server(), '/img/logo.svg', 200, '<svg');
      await writeFile(
        file('content/static/img/new.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" id="new"/>',
      );
      await answers(server(), '/img/new.svg', 200, 'id="new"');

      await mkdir(file('content/docs/guide/deep'));
      await writeFile(file('content/docs/guide/deep/inner.md'), page('Inner', 'Inside a category.'));
      const category = file('content/docs/guide/deep/_category_.json');
      await writeFile(category, JSON.stringify({ label: 'Deep Waters' }));
      await answers(server(), '/docs/guide/deep/inner', 200, 'Deep Waters');
      await rename(category, file('category-away.json'));
      await waitUntil(async () => {
        const res = await request(new URL('/docs/guide/deep/inner', server().url).href);
        return res.status === 200 && !res.body.includes('Deep Waters') ? true : undefined;
      }, 'the category label to go');
      await rename(file('category-away.json'), category);
      await answers(server(), '/docs/guide/deep/inner', 200, 'Deep Waters');
      await writeFile(category, JSON.stringify({ label: 'Shallow Waters' }));
      await answers(server(), '/docs/guide/deep/inner', 200, 'Shallow Waters');
    },
    LONG * 3,
  );

  it(
    'follows the config renamed away and back, and keeps watching content after it',
    async () => {
      const config = file('docsgen.config.ts');
      const events = await openEvents(server().url);
      await rename(config, file('config-away.ts.txt'));
      expect((await events.nth('error', 0)).data.message).toMatch(/config/i);
      // The last good build stays served meanwhile.
      await answers(server(), '/docs/guide/first', 200, 'From the other branch.');
      await rename(file('config-away.ts.txt'), config);
      await events.nth('reload', 0);
      events.close();
      await writeFile(config, (await readFile(config, 'utf8')).replace("'Serve basic'", "'Serve renamed'"));
      await answers(server(), '/docs/guide/first', 200, 'Serve renamed');
      await writeFile(file('content/docs/guide/first.md'), page('First page', 'After the config came back.'));
      await answers(server(), '/docs/guide/first', 200, 'After the config came back.');

      // Renamed to another name a config may have: that one is loaded, and its later edits are seen.
      const mts = file('docsgen.config.mts');
      await rename(config, mts);
      await writeFile(mts, (await readFile(mts, 'utf8')).replace("'Serve renamed'", "'Serve as mts'"));
      await answers(server(), '/docs/guide/first', 200, 'Serve as mts');
      await writeFile(mts, (await readFile(mts, 'utf8')).replace("'Serve as mts'", "'Serve edited mts'"));
      await answers(server(), '/docs/guide/first', 200, 'Serve edited mts');
      expect(server().child.exitCode).toBeNull();
    },
    LONG * 3,
  );
});

describe('docsgen serve with a theme override that vanishes and returns', () => {
  it(
    'serves the override put back, and its later edits',
    async () => {
      const site = await copyFixture('site-theme');
      const server = await startServe(site);
      try {
        const footer = path.join(site, 'theme/Footer.tsx');
        await answers(server, '/docs/wicks', 200, 'lantern-footer__motto');
        const events = await openEvents(server.url);
        await rename(path.join(site, 'theme'), path.join(site, 'theme-away'));
        await events.nth('error', 0);
        await rename(path.join(site, 'theme-away'), path.join(site, 'theme'));
        await events.nth('reload', 0);
        events.close();
        await writeFile(
          footer,
          "import Original, { type FooterProps } from 'docsgen/theme/Footer';\n\n" +
            'export default function Footer(props: FooterProps) {\n' +
            '  return <div className="lantern-footer"><Original {...props} /><p className="lantern-footer__back">Back.</p></div>;\n}\n',
        );
        const res = await answers(server, '/docs/wicks', 200, 'lantern-footer__back');
        expect(res.body).not.toContain('lantern-footer__motto');
      } finally {
        await server.stop();
      }
    },
    LONG * 3,
  );
});
