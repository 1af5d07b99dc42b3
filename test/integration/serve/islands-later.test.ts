// `docsgen serve` on a site whose pages had no island when it started: the first client: directive saved makes the
// components' browser bundle (as a config change would), and the page then serves the island with its loader and
// chunk, instead of an error that asks for a restart.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { request, useServe, waitUntil } from './harness.ts';

const { site, server } = useServe('site-mdx');

describe('serve with a first island mid-session', () => {
  it('bundles the components for the browser when a page first gives one a client: directive', async () => {
    const before = await request(new URL('/docs/setup', server().url).href);
    expect(before.body).toContain('tide-badge--tip');
    expect(before.body).not.toContain('<docsgen-island');
    const file = path.join(site(), 'content/docs/setup.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace('<Badge text="new" tone="tip" />', '<Badge text="new" tone="tip" client:load />'),
    );
    const body = await waitUntil(async () => {
      const page = await request(new URL('/docs/setup', server().url).href);
      return page.body.includes('<docsgen-island') ? page.body : undefined;
    }, 'the island on /docs/setup');
    expect(body).toContain('tide-badge--tip');
    const loader = /<script type="module" src="([^"]+)"/.exec(body)?.[1];
    expect(loader).toBeDefined();
    const script = await request(new URL(loader!, server().url).href);
    expect(script.status).toBe(200);
    expect(server().output()).not.toContain('restart serve');
  });
});
