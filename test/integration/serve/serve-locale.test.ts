// `docsgen serve --locale fr`: serves the French build under /fr/, its translated pages and its fallbacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, ensureCli, removeCopies, request, startServe, type ServeProcess } from './harness.ts';

let server: ServeProcess;

beforeAll(async () => {
  ensureCli();
  const site = await copyFixture('site-i18n');
  server = await startServe(site, ['--locale', 'fr']);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await removeCopies();
});

describe('serve --locale fr', () => {
  it('serves the French pages under /fr/', async () => {
    expect(new URL(server.url).pathname).toBe('/fr/');
    const intro = await request(`${server.url}docs/intro`);
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('<h1 class="doc__title">Introduction en français</h1>');
    expect(intro.body).toMatch(/<html lang="fr" dir="ltr"/);
    const fallback = await request(`${server.url}docs/guide/advanced`);
    expect(fallback.body).toContain('data-untranslated=""');
  });
});
