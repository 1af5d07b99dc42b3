// The site-i18n-versions fixture: three locales (en default, fr partly translated, ar right to left) times three docs
// versions (current at /docs/next/, 2.0 the last at /docs/, 1.0 at /docs/1.0/). Every locale has every version; a
// version's translations live under content/i18n/<locale>/versioned_docs/version-<name>/.
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../../src/build/build.ts';
import { runCheck } from '../../../src/cli/commands/run-check.ts';
import { parseManifest } from '../../../src/client/search/engine/index-format.ts';
import { fixtureCopies, placed, textOf } from '../content-shapes/helpers.ts';
import { fixtureCopier, runCli } from '../fixture-copies.ts';

const site = path.resolve(import.meta.dirname, '../../fixtures/site-i18n-versions');
const URL = 'https://tidewater.example.com';
let result: MemoryBuildResult;

beforeAll(async () => {
  result = await build({ cwd: site, output: 'memory' });
});

const text = (file: string): string => textOf(result, file);
const page = (route: string): string => text(`${route.replace(/^\//, '')}/index.html`);
const article = (html: string): string => /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
const canonicalOf = (html: string): string | undefined =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const hreflangsOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"/g)].map((m) => [m[2], m[1]]),
  );
/** The version dropdown's links: label → href. */
const dropdownOf = (html: string): Record<string, string> => {
  const menu = /id="navbar-right-0-menu"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...menu.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]));
};
/** The locale switcher's links: locale → href. */
const switcherOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [
      ...html.matchAll(
        /<a class="dropdown__link[^"]*" href="([^"]+)" role="menuitem" lang="([^"]+)" hrefLang="[^"]+"/g,
      ),
    ].map((m) => [m[2], m[1]]),
  );
const bannerOf = (html: string): string => /<div class="version-banner[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
const notice = 'data-untranslated=""';

describe('routes of every locale and version', () => {
  it('builds each version under each locale, the last version at /<locale>/docs/', () => {
    expect(result.ok).toBe(true);
    const docs = (prefix: string): string[] =>
      [...result.memory!.files.keys()]
        .filter((f) => f.startsWith(`${prefix}docs/`) && f.endsWith('/index.html'))
        .map((f) => f.slice(prefix.length))
        .sort();
    // Each version's root (`/docs/`, `/docs/1.0/`, `/docs/next/`) redirects to its first doc.
    const expected = [
      'docs/1.0/almanac/index.html',
      'docs/1.0/index.html',
      'docs/1.0/install/index.html',
      'docs/1.0/intro/index.html',
      'docs/guide/reading-tables/index.html',
      'docs/index.html',
      'docs/install/index.html',
      'docs/intro/index.html',
      'docs/next/guide/reading-tables/index.html',
      'docs/next/index.html',
      'docs/next/install/index.html',
      'docs/next/intro/index.html',
      'docs/next/whats-new/index.html',
    ];
    for (const prefix of ['', 'fr/', 'ar/']) expect(docs(prefix), prefix || 'en').toEqual(expected);
  });

  it("shows each version's own translation, never another version's", () => {
    expect(article(page('/fr/docs/1.0/intro'))).toContain(
      "Tidewater 1.0 affiche la prochaine pleine mer d'un",
    );
    expect(article(page('/fr/docs/intro'))).toContain('Tidewater 2.0 affiche');
    expect(article(page('/fr/docs/next/intro'))).toContain('Tidewater (prochaine version) affiche');
    expect(article(page('/ar/docs/intro'))).toContain('يعرض Tidewater 2.0');
    // ar translated current and 2.0 only: its 1.0 intro is the English 1.0 one.
    expect(article(page('/ar/docs/1.0/intro'))).toContain('Tidewater 1.0 prints the next high water');
    expect(page('/ar/docs/1.0/intro')).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("resolves a translation's relative .md links inside its locale and version", () => {
    expect(article(page('/fr/docs/1.0/intro'))).toContain('href="/fr/docs/1.0/almanac"');
    expect(article(page('/fr/docs/intro'))).toContain('href="/fr/docs/install"');
    expect(article(page('/fr/docs/next/intro'))).toContain('href="/fr/docs/next/install"');
  });

  it('counts translations per version and warns of an orphan under a version folder', () => {
    expect(result.translations).toEqual([
      { locale: 'fr', total: 11, untranslated: 7 },
      { locale: 'ar', total: 11, untranslated: 9 },
    ]);
    expect(placed(result.diagnostics)).toEqual([
      'warning translation-orphan content/i18n/fr/versioned_docs/version-1.0/ghost.md:1:1',
    ]);
    expect(result.diagnostics[0]?.message).toContain('no content/versioned_docs/version-1.0/ghost.md');
  });
});

describe('fallbacks and canonical URLs', () => {
  it('shows an untranslated page of a version with the notice, canonical to the original in that version', () => {
    const html = page('/fr/docs/1.0/install');
    expect(article(html)).toContain('Version 1.0 came as a source archive');
    expect(html).toContain(notice);
    expect(html).toMatch(/translation-notice[^]*?<a href="\/docs\/1.0\/install" hrefLang="en"/);
    expect(canonicalOf(html)).toBe(`${URL}/docs/1.0/install`);
    expect(page('/fr/docs/1.0/intro')).not.toContain(notice);
  });

  it("points an old version's translated page at the same doc in the locale's last version", () => {
    expect(canonicalOf(page('/fr/docs/1.0/intro'))).toBe(`${URL}/fr/docs/intro`);
    expect(canonicalOf(page('/fr/docs/next/intro'))).toBe(`${URL}/fr/docs/intro`);
    expect(canonicalOf(page('/fr/docs/intro'))).toBe(`${URL}/fr/docs/intro`);
    expect(canonicalOf(page('/docs/1.0/intro'))).toBe(`${URL}/docs/intro`);
  });
});

describe('alternates, navigation and banners', () => {
  it('links the same page of the same version in every locale (hreflang)', () => {
    expect(hreflangsOf(page('/fr/docs/1.0/intro'))).toEqual({
      en: `${URL}/docs/1.0/intro`,
      fr: `${URL}/fr/docs/1.0/intro`,
      ar: `${URL}/ar/docs/1.0/intro`,
      'x-default': `${URL}/docs/1.0/intro`,
    });
    expect(hreflangsOf(page('/docs/next/whats-new'))).toEqual({
      en: `${URL}/docs/next/whats-new`,
      fr: `${URL}/fr/docs/next/whats-new`,
      ar: `${URL}/ar/docs/next/whats-new`,
      'x-default': `${URL}/docs/next/whats-new`,
    });
  });

  it('lists the alternates in each sitemap, leaving out the pages shown untranslated', () => {
    const sitemap = text('fr/sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${URL}/fr/docs/1.0/intro`,
      `${URL}/fr/docs/intro`,
      `${URL}/fr/docs/next/install`,
      `${URL}/fr/docs/next/intro`,
    ]);
    const entry = /<url><loc>[^<]*\/fr\/docs\/1\.0\/intro<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      `en ${URL}/docs/1.0/intro`,
      `fr ${URL}/fr/docs/1.0/intro`,
      `ar ${URL}/ar/docs/1.0/intro`,
      `x-default ${URL}/docs/1.0/intro`,
    ]);
    expect(text('sitemap.xml')).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${URL}/fr/docs/next/whats-new"/>`,
    );
  });

  it('keeps the version dropdown in the locale and the locale switcher in the version', () => {
    // The current version's label is the locale's word: the config sets no docs.versionLabel.
    expect(dropdownOf(page('/fr/docs/1.0/intro'))).toEqual({
      'À venir': '/fr/docs/next/intro',
      '2.0': '/fr/docs/intro',
      '1.0 (ancienne)': '/fr/docs/1.0/intro',
    });
    // 1.0's label is given in en and fr: ar shows the default locale's (1.0 has no whats-new: its first page).
    expect(dropdownOf(page('/ar/docs/next/whats-new'))).toMatchObject({
      القادم: '/ar/docs/next/whats-new',
      '1.0 (old)': '/ar/docs/1.0/intro',
    });
    expect(dropdownOf(page('/docs/next/install'))).toMatchObject({ Next: '/docs/next/install' });
    expect(switcherOf(page('/fr/docs/1.0/intro'))).toEqual({
      en: '/docs/1.0/intro',
      fr: '/fr/docs/1.0/intro',
      ar: '/ar/docs/1.0/intro',
    });
    expect(switcherOf(page('/docs/next/install'))).toEqual({
      en: '/docs/next/install',
      fr: '/fr/docs/next/install',
      ar: '/ar/docs/next/install',
    });
  });

  it("writes the version banners in the locale's words, linking the locale's last version", () => {
    const fr = bannerOf(page('/fr/docs/1.0/intro'));
    expect(fr).toContain('Tidewater 1.0 (ancienne)');
    expect(fr).toContain('qui n&#x27;est plus activement maintenue');
    expect(fr).toContain(
      'consultez la <a href="/fr/docs/intro" class="version-banner__latest">dernière version</a> (2.0).',
    );
    expect(bannerOf(page('/ar/docs/next/intro'))).toContain('هذه وثائق غير منشورة بعد');
    expect(bannerOf(page('/ar/docs/next/intro'))).toContain('href="/ar/docs/intro"');
    expect(bannerOf(page('/docs/1.0/intro'))).toContain(
      'This is documentation for Tidewater 1.0 (old), which is no longer actively maintained.',
    );
    expect(page('/fr/docs/intro')).not.toContain('version-banner');
  });
});

describe('search per locale and version', () => {
  it("indexes each locale's versions apart, each with its own text", () => {
    const manifest = parseManifest(text('fr/assets/search/manifest.json'));
    expect(manifest.versions.map((v) => v.name)).toEqual(['2.0', 'current', '1.0']);
    const labelsIn = (prefix: string): string[] =>
      parseManifest(text(`${prefix}assets/search/manifest.json`)).versions.map((v) => v.label);
    expect(labelsIn('fr/')).toEqual(['2.0', 'À venir', '1.0 (ancienne)']);
    expect(labelsIn('')).toEqual(['2.0', 'Next', '1.0 (old)']);
    const fragmentsOf = (version: string, prefix: string): string => {
      const index = parseManifest(text(`${prefix}assets/search/manifest.json`)).indexes.find(
        (i) => i.version === version,
      )!;
      return index.fragments.map(([, file]) => text(`${prefix}assets/search/${file}`)).join('\n');
    };
    expect(fragmentsOf('current', 'fr/')).toContain('prochaine version');
    expect(fragmentsOf('current', 'fr/')).not.toContain('prochaine pleine mer');
    expect(fragmentsOf('1.0', 'fr/')).toContain('prochaine pleine mer');
    expect(fragmentsOf('1.0', 'fr/')).toContain('Almanac format');
    expect(fragmentsOf('1.0', 'fr/')).not.toContain('Tidewater 2.0');
    expect(fragmentsOf('2.0', 'ar/')).toContain('يعرض Tidewater 2.0');
    expect(fragmentsOf('1.0', '')).not.toContain('affiche');
    expect(page('/fr/docs/1.0/intro')).toContain('<meta name="docsgen:docs-version" content="1.0"/>');
  });
});

describe('docs that machines can read, per locale and version', () => {
  it('writes a markdown twin of every page of every locale and version', () => {
    for (const prefix of ['', 'fr/', 'ar/'])
      for (const twin of ['docs/1.0/almanac.md', 'docs/intro.md', 'docs/next/whats-new.md'])
        expect(result.memory!.files.has(`${prefix}${twin}`), `${prefix}${twin}`).toBe(true);
    expect(text('fr/docs/1.0/intro.md')).toContain(`[le format d'almanach](${URL}/fr/docs/1.0/almanac)`);
    expect(text('fr/docs/1.0/install.md')).toContain('Version 1.0 came as a source archive');
  });

  it('writes llms files per locale and version, each listing only its version', () => {
    const links = (file: string): string[] => [...text(file).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links('fr/llms.txt')).toEqual([
      `${URL}/fr/docs/intro.md`,
      `${URL}/fr/docs/install.md`,
      `${URL}/fr/docs/guide/reading-tables.md`,
      `${URL}/fr/docs/next/llms.txt`,
      `${URL}/fr/docs/1.0/llms.txt`,
    ]);
    expect(text('fr/llms.txt')).toContain('## Other versions');
    expect(links('fr/docs/1.0/llms.txt')).toEqual([
      `${URL}/fr/docs/1.0/intro.md`,
      `${URL}/fr/docs/1.0/install.md`,
      `${URL}/fr/docs/1.0/almanac.md`,
    ]);
    expect(text('fr/docs/1.0/llms.txt')).toMatch(/^# Tidewater 1\.0 \(ancienne\)\n/);
    expect(links('docs/next/llms.txt')).toEqual([
      `${URL}/docs/next/intro.md`,
      `${URL}/docs/next/install.md`,
      `${URL}/docs/next/whats-new.md`,
      `${URL}/docs/next/guide/reading-tables.md`,
    ]);
    const full = text('fr/docs/next/llms-full.txt');
    expect([...full.matchAll(/^url: (.+)$/gm)].map((m) => m[1])).toEqual([
      `${URL}/fr/docs/next/intro`,
      `${URL}/fr/docs/next/install`,
      `${URL}/fr/docs/next/whats-new`,
      `${URL}/fr/docs/next/guide/reading-tables`,
    ]);
    expect(full).toContain('Tidewater (prochaine version)');
    expect(text('ar/llms-full.txt')).toContain('يعرض Tidewater 2.0');
    expect(text('ar/llms-full.txt')).not.toContain('/ar/docs/1.0/');
  });
});

describe('switches and checks', () => {
  const copies = fixtureCopies('site-i18n-versions');
  afterAll(() => copies.cleanup());

  it('turns the llms files off in every locale and version, keeping the twins', async () => {
    const dir = await copies.copy();
    const config = path.join(dir, 'docsgen.config.mjs');
    const source = await readFile(config, 'utf8');
    expect(source).toContain('blog: false,');
    await writeFile(config, source.replace('blog: false,', 'blog: false, llms: { txt: false },'));
    const off = await build({ cwd: dir, output: 'memory' });
    const files = [...off.memory!.files.keys()];
    expect(files.filter((f) => f.endsWith('llms.txt'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('llms-full.txt')).sort()).toEqual([
      'ar/docs/1.0/llms-full.txt',
      'ar/docs/next/llms-full.txt',
      'ar/llms-full.txt',
      'docs/1.0/llms-full.txt',
      'docs/next/llms-full.txt',
      'fr/docs/1.0/llms-full.txt',
      'fr/docs/next/llms-full.txt',
      'fr/llms-full.txt',
      'llms-full.txt',
    ]);
    expect(files).toContain('fr/docs/1.0/intro.md');
  });

  it('warns of a folder of versioned translations that names no listed version', async () => {
    const dir = await copies.copy();
    const folder = path.join(dir, 'content/i18n/ar/versioned_docs/version-0.9');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'intro.md'), '# مقدمة\n\nإصدار قديم جدا.\n');
    const built = await build({ cwd: dir, output: 'memory' });
    const orphans = built.diagnostics.filter((d) => d.code === 'translation-orphan');
    expect(orphans.map((d) => `${d.file} ${d.severity}`)).toEqual([
      'content/i18n/fr/versioned_docs/version-1.0/ghost.md warning',
      'content/i18n/ar/versioned_docs/version-0.9 warning',
    ]);
    expect(orphans[1]?.message).toContain('(versions: 2.0, 1.0)');
    expect(built.ok).toBe(true);
  });

  it('reports a broken cross-version link in a translated 1.0 page at its file, line and column (a version llms file is no broken link)', async () => {
    const dir = await copies.copy();
    await appendFile(
      path.join(dir, 'content/i18n/fr/versioned_docs/version-1.0/intro.md'),
      '\nLe format a changé : [voir la suite](/docs/next/almanac).\n\nPour les machines : [llms](/docs/1.0/llms.txt).\n',
    );
    const report = await runCheck({ cwd: dir });
    const broken = report.diagnostics.filter((d) => d.code === 'broken-link');
    expect(placed(broken)).toEqual([
      'error broken-link content/i18n/fr/versioned_docs/version-1.0/intro.md:9:38',
    ]);
    expect(broken[0]?.message).toContain('/docs/next/almanac');
    expect(report.errors).toBe(1);
  });
});

describe('docsgen version on a site with locales', () => {
  const copier = fixtureCopier('site-i18n-versions');
  afterAll(() => copier.removeAll());

  it("snapshots each locale's translated docs as the new version's translations", async () => {
    const { site: dir } = await copier.copy();
    const made = runCli(dir, ['version', '3.0']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('translations  content/i18n/fr/versioned_docs/version-3.0/');
    expect(made.stdout).toContain('translations  content/i18n/ar/versioned_docs/version-3.0/');
    expect(
      await readFile(path.join(dir, 'content/i18n/fr/versioned_docs/version-3.0/install.md'), 'utf8'),
    ).toContain('# Installation');
    const built = await build({ cwd: dir, output: 'memory' });
    expect(built.ok).toBe(true);
    // 3.0 is the last version now: /fr/docs/ shows its (copied) translation, 2.0 moved to /fr/docs/2.0/.
    expect(textOf(built, 'fr/docs/install/index.html')).toContain('Téléchargez le binaire unique');
    expect(textOf(built, 'fr/docs/install/index.html')).not.toContain('data-untranslated');
    expect(textOf(built, 'fr/docs/2.0/intro/index.html')).toContain('Tidewater 2.0 affiche');

    const again = runCli(dir, ['version', '4.0']);
    expect(again.status).toBe(0);
    await mkdir(path.join(dir, 'content/i18n/fr/versioned_docs/version-5.0'), { recursive: true });
    const refused = runCli(dir, ['version', '5.0']);
    expect(refused.status).toBe(2);
    expect(refused.stdout + refused.stderr).toContain('version "5.0"\'s translations exists already');
    expect(JSON.parse(await readFile(path.join(dir, 'content/versions.json'), 'utf8'))[0]).toBe('4.0');
    expect(existsSync(path.join(dir, 'content/versioned_docs/version-5.0'))).toBe(false);
  });
});
