// `docsgen serve --locale fr`: serves the French build under /fr/, its translated pages and its fallbacks.
import { describe, expect, it } from 'vitest';
import { request, useServe } from './harness.ts';

const { server } = useServe('site-i18n', ['--locale', 'fr']);

describe('serve --locale fr', () => {
  it('serves the French pages under /fr/', async () => {
    expect(new URL(server().url).pathname).toBe('/fr/');
    const intro = await request(`${server().url}docs/intro`);
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('<h1 class="doc__title">Introduction en français</h1>');
    expect(intro.body).toMatch(/<html lang="fr" dir="ltr"/);
    const fallback = await request(`${server().url}docs/guide/advanced`);
    expect(fallback.body).toContain('data-untranslated=""');
  });
});
