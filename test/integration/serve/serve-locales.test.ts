// `docsgen serve` without --locale serves every locale as `build` writes them, each under its prefix, and rebuilds a
// translation when it changes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { request, useServe, waitUntil } from './harness.ts';

const { site, server } = useServe('site-i18n');

describe('serve with every locale', () => {
  it('serves the default locale at the root and each other locale under its prefix', async () => {
    const url = server().url;
    expect(new URL(url).pathname).toBe('/');
    expect((await request(`${url}docs/intro`)).body).toContain('<h1 class="doc__title">Introduction</h1>');
    const fr = await request(`${url}fr/docs/intro`);
    expect(fr.status).toBe(200);
    expect(fr.body).toContain('<h1 class="doc__title">Introduction en français</h1>');
    expect(fr.body).toMatch(/<html lang="fr" dir="ltr"/);
    const ar = await request(`${url}ar/docs/guide/advanced`);
    expect(ar.status).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(ar.body).toContain('data-untranslated=""');
    expect((await request(`${url}ja/`)).status).toBe(200);
    expect((await request(`${url}de/docs/intro`)).status).toBe(404);
  });

  it('rebuilds a translation when its file changes', async () => {
    const file = path.join(site(), 'content/i18n/fr/docs/intro.md');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace('# Introduction en français', '# Introduction revue'));
    await waitUntil(
      async () =>
        (await request(`${server().url}fr/docs/intro`)).body.includes('Introduction revue')
          ? true
          : undefined,
      'the French page to be rebuilt',
    );
    expect((await request(`${server().url}docs/intro`)).body).toContain('>Introduction</h1>');
  });
});
