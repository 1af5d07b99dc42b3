// The pages `docsgen serve` shows before a build succeeded (or while the content folder is gone) speak the served
// locale: the config's default one, or `--locale`'s, with the site's own theme strings of that locale.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeConfig } from '../../../src/config/locales.ts';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';
import { createHostPolicy } from '../../../src/server/host-policy.ts';
import { createDevHttpServer, type HandlerContext } from '../../../src/dev/http-handler.ts';
import { problemLocaleOf } from '../../../src/dev/problem-locale.ts';
import { ReloadHub } from '../../../src/dev/reload-hub.ts';
import { escapeHtml } from '../../../src/shared/html-escape.ts';
import { SHIPPED_STRINGS } from '../../../src/strings/index.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const configIn = (
  rootDir: string,
  locales: { default: string; list: string[]; direction?: Record<string, 'rtl'> },
) =>
  resolveConfig(
    validateUserConfig({ title: 'Tide', url: 'https://tide.example.com', locales }, 'docsgen.config.ts'),
    {
      configFile: null,
      rootDir,
    },
  );

/** Serves `ctx` on a free port and answers one GET of `/docs/intro`. */
async function fetchPage(
  ctx: Omit<HandlerContext, 'policy' | 'hub'>,
): Promise<{ status: number; body: string }> {
  const context: HandlerContext = {
    ...ctx,
    hub: new ReloadHub(),
    policy: createHostPolicy({ host: '127.0.0.1', port: 0 }),
  };
  const server = createDevHttpServer(context, () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  context.policy = createHostPolicy({ host: '127.0.0.1', port });
  try {
    const res = await fetch(`http://127.0.0.1:${port}/docs/intro`);
    return { status: res.status, body: await res.text() };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("serve's pages before a build succeeded", () => {
  it("are in the config's default locale", async () => {
    const fr = SHIPPED_STRINGS.fr!;
    const locale = problemLocaleOf(configIn('/virtual/site', { default: 'fr', list: ['fr', 'en'] }));
    const failed = await fetchPage({ site: async () => undefined, locale: () => locale });
    expect(failed.status).toBe(500);
    expect(failed.body).toContain('<html lang="fr" dir="ltr">');
    expect(failed.body).toContain(`<h1 class="error-view__title">${escapeHtml(fr.serveBuildFailed)}</h1>`);
    expect(failed.body).toContain(escapeHtml(fr.serveFirstBuildFailed));
    expect(failed.body).toContain(escapeHtml(fr.serveFixInTerminal));
    expect(failed.body).toContain(`<p>${escapeHtml(fr.serveReloadsItself)}</p>`);
    expect(failed.body).not.toContain('reloads by itself');
    // The reload client's own overlay (a later failed rebuild) reads the locale's words from the page.
    expect(failed.body).toContain(`"crashTitle":"${fr.crashTitle}"`);

    const gone = await fetchPage({
      site: async () => undefined,
      unavailable: () => ({ folder: 'content/', config: 'docsgen.config.ts' }),
      locale: () => locale,
    });
    expect(gone.status).toBe(503);
    expect(gone.body).toContain(`<h1 class="error-view__title">${escapeHtml(fr.serveNothingToServe)}</h1>`);
    expect(gone.body).toContain('Le dossier de contenu content/ est introuvable');
  });

  it("are in --locale's locale, right to left for Arabic", () => {
    const config = configIn('/virtual/site', { default: 'en', list: ['en', 'ar'], direction: { ar: 'rtl' } });
    const ar = problemLocaleOf(localeConfig(config, 'ar'));
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(ar.strings.serveBuildFailed).toBe(SHIPPED_STRINGS.ar!.serveBuildFailed);
    expect(problemLocaleOf(config).strings.serveBuildFailed).toBe('The site could not be built');
  });

  it("take the site's own theme strings of the locale", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-problem-locale-'));
    dirs.push(root);
    await mkdir(path.join(root, 'content/i18n/de'), { recursive: true });
    await writeFile(
      path.join(root, 'content/i18n/de/theme.json'),
      JSON.stringify({ serveBuildFailed: 'Der Bau ging schief' }),
    );
    const de = problemLocaleOf(configIn(root, { default: 'de', list: ['de'] }));
    expect(de.strings.serveBuildFailed).toBe('Der Bau ging schief');
    expect(de.strings.serveFixInTerminal).toBe(SHIPPED_STRINGS.de!.serveFixInTerminal);
  });
});
