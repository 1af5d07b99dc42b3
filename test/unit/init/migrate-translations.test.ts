// `docsgen migrate` and a Docusaurus site's i18n/ folder: which folders go where in docsgen's layout, which code.json
// ids become theme strings, and what is left out (with the file it came from).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { themeStringsOfCodeJson } from '../../../src/init/migrate/code-json.ts';
import { planTranslations, writeTranslations } from '../../../src/init/migrate/translations.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A site folder holding `files` (slash path → text). */
async function siteWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-migrate-i18n-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

const layout = { docsPath: 'guides', blogPath: 'news', defaultLocale: 'en', locales: ['en', 'nl', 'ko'] };

describe('planTranslations', () => {
  it("maps each plugin folder to docsgen's layout, versions included, and writes it without touching the originals", async () => {
    const site = await siteWith({
      'i18n/nl/docusaurus-plugin-content-docs/current/kilns/firing.md': '# Stoken\n',
      'i18n/nl/docusaurus-plugin-content-docs/current/kilns/glaze.png': 'png',
      'i18n/nl/docusaurus-plugin-content-docs/version-2.1/kilns/firing.md': '# Stoken (2.1)\n',
      'i18n/nl/docusaurus-plugin-content-docs/version-2.1.json': '{}',
      'i18n/nl/docusaurus-plugin-content-blog/2025-05-01-open-day.md': '# Open dag\n',
      'i18n/nl/docusaurus-plugin-content-blog/options.json': '{}',
      'i18n/nl/docusaurus-plugin-content-pages/visit.md': '# Bezoek\n',
      'i18n/nl/docusaurus-plugin-content-pages/index.tsx': 'export default () => null;\n',
      'i18n/nl/code.json': JSON.stringify({ 'theme.common.editThisPage': { message: 'Bewerk deze pagina' } }),
      'i18n/ko/docusaurus-theme-classic/footer.json': '{}',
      'i18n/en/code.json': JSON.stringify({ 'theme.CodeBlock.copy': { message: 'Copy it' } }),
      'i18n/en/docusaurus-plugin-content-docs/current/kilns/firing.md': '# Firing\n',
      'i18n/sv/code.json': '{}',
    });
    const plan = planTranslations(site, layout);
    expect(plan.copies).toEqual([
      {
        from: 'i18n/nl/docusaurus-plugin-content-blog',
        to: 'i18n/nl/news',
        files: ['2025-05-01-open-day.md'],
      },
      {
        from: 'i18n/nl/docusaurus-plugin-content-docs/current',
        to: 'i18n/nl/guides',
        files: ['kilns/firing.md', 'kilns/glaze.png'],
      },
      {
        from: 'i18n/nl/docusaurus-plugin-content-docs/version-2.1',
        to: 'i18n/nl/versioned_docs/version-2.1',
        files: ['kilns/firing.md'],
      },
      { from: 'i18n/nl/docusaurus-plugin-content-pages', to: 'i18n/nl/pages', files: ['visit.md'] },
    ]);
    // The default locale's code.json customises its English words: docsgen's theme.json does that too.
    expect(plan.themeFiles).toEqual([
      { from: 'i18n/en/code.json', to: 'i18n/en/theme.json', strings: { copyCode: 'Copy it' } },
      {
        from: 'i18n/nl/code.json',
        to: 'i18n/nl/theme.json',
        strings: { editThisPage: 'Bewerk deze pagina' },
      },
    ]);
    expect(plan.notes.map((n) => n.file)).toEqual([
      'i18n/en/docusaurus-plugin-content-docs/',
      'i18n/ko/docusaurus-theme-classic/',
      'i18n/nl/docusaurus-plugin-content-blog/options.json',
      'i18n/nl/docusaurus-plugin-content-pages/index.tsx',
      'i18n/sv/',
    ]);

    await writeTranslations(site, plan);
    expect(
      await readFile(path.join(site, 'i18n/nl/versioned_docs/version-2.1/kilns/firing.md'), 'utf8'),
    ).toBe('# Stoken (2.1)\n');
    expect(await readFile(path.join(site, 'i18n/nl/guides/kilns/glaze.png'), 'utf8')).toBe('png');
    expect(JSON.parse(await readFile(path.join(site, 'i18n/nl/theme.json'), 'utf8'))).toEqual({
      editThisPage: 'Bewerk deze pagina',
    });
    // The Docusaurus folders stay where they were.
    expect(await readFile(path.join(site, 'i18n/nl/docusaurus-plugin-content-pages/visit.md'), 'utf8')).toBe(
      '# Bezoek\n',
    );
  });

  it('leaves a file that is already in place as it is, and says so', async () => {
    const site = await siteWith({
      'i18n/nl/docusaurus-plugin-content-docs/current/a.md': '# A (docusaurus)\n',
      'i18n/nl/docusaurus-plugin-content-docs/current/b.md': '# B\n',
      'i18n/nl/guides/a.md': '# A (mine)\n',
      'i18n/nl/code.json': JSON.stringify({ 'theme.common.editThisPage': { message: 'Bewerk' } }),
      'i18n/nl/theme.yml': 'editThisPage: Wijzig\n',
    });
    const plan = planTranslations(site, layout);
    expect(plan.copies).toEqual([
      { from: 'i18n/nl/docusaurus-plugin-content-docs/current', to: 'i18n/nl/guides', files: ['b.md'] },
    ]);
    expect(plan.themeFiles).toEqual([]);
    expect(plan.notes).toEqual([
      { file: 'i18n/nl/code.json', what: 'not carried over: i18n/nl/theme.yml is there already' },
      {
        file: 'i18n/nl/docusaurus-plugin-content-docs/current/a.md',
        what: 'not copied: i18n/nl/guides/a.md is there already',
      },
    ]);
    await writeTranslations(site, plan);
    expect(await readFile(path.join(site, 'i18n/nl/guides/a.md'), 'utf8')).toBe('# A (mine)\n');
  });

  it("makes current.json's version label the locale's versionCurrentLabel, unless the config names it for all", async () => {
    const files = {
      'i18n/nl/code.json': JSON.stringify({ 'theme.common.editThisPage': { message: 'Bewerk' } }),
      'i18n/nl/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'version.label': { message: 'Volgende', description: 'The label for version current' },
        'sidebar.kilns.category.Glazes': { message: 'Glazuren' },
      }),
      'i18n/ko/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'version.label': { message: '다음' },
      }),
    };
    const plan = planTranslations(await siteWith(files), layout);
    expect(plan.themeFiles).toEqual([
      {
        from: 'i18n/ko/docusaurus-plugin-content-docs/current.json',
        to: 'i18n/ko/theme.json',
        strings: { versionCurrentLabel: '다음' },
      },
      {
        from: 'i18n/nl/code.json, i18n/nl/docusaurus-plugin-content-docs/current.json',
        to: 'i18n/nl/theme.json',
        strings: { editThisPage: 'Bewerk', versionCurrentLabel: 'Volgende' },
      },
    ]);
    expect(plan.notes).toEqual([
      {
        file: 'i18n/nl/docusaurus-plugin-content-docs/current.json',
        what: 'translated sidebar and category labels (docsgen has no per-locale labels for them)',
      },
    ]);
    expect(plan.versionLabels).toEqual({});
    // With a label in the config, each locale's becomes that label's entry for the locale.
    const named = planTranslations(await siteWith(files), { ...layout, configLabels: { current: 'Canary' } });
    expect(named.themeFiles.map((f) => f.strings)).toEqual([{ editThisPage: 'Bewerk' }]);
    expect(named.versionLabels).toEqual({ current: { ko: '다음', nl: 'Volgende' } });
  });

  it("keeps a released version's translated label where it differs from the one every locale shows", async () => {
    const label = (message: string) => JSON.stringify({ 'version.label': { message } });
    const plan = planTranslations(
      await siteWith({
        'i18n/nl/docusaurus-plugin-content-docs/version-2.1.json': label('2.1 (oud)'),
        'i18n/nl/docusaurus-plugin-content-docs/version-1.0.json': label('1.0'),
        'i18n/ko/docusaurus-plugin-content-docs/version-2.1.json': label('2.1 (LTS)'),
        'i18n/ko/docusaurus-plugin-content-docs/version-3.0.json': JSON.stringify({
          'version.label': { message: '3.0' },
          'sidebar.kilns.category.Glazes': { message: '유약' },
        }),
      }),
      { ...layout, configLabels: { '2.1': '2.1 (LTS)' } },
    );
    // nl's 1.0 and ko's 3.0 are the versions' names, ko's 2.1 the config's label: nothing to keep.
    expect(plan.versionLabels).toEqual({ '2.1': { nl: '2.1 (oud)' } });
    expect(plan.notes).toEqual([
      {
        file: 'i18n/ko/docusaurus-plugin-content-docs/version-3.0.json',
        what: 'translated sidebar and category labels (docsgen has no per-locale labels for them)',
      },
    ]);
  });

  it('plans nothing for a site without i18n/', async () => {
    const site = await siteWith({ 'docs/intro.md': '# Intro\n' });
    expect(planTranslations(site, layout)).toEqual({
      copies: [],
      themeFiles: [],
      versionLabels: {},
      notes: [],
    });
  });
});

describe('themeStringsOfCodeJson', () => {
  it('carries the ids docsgen has, with placeholders it fills, and lists the others', () => {
    const mapped = themeStringsOfCodeJson({
      'theme.blog.post.readMoreLabel': { message: 'Meer over {title}' },
      'theme.docs.versionBadge.label': { message: 'Versie: {versionLabel}' },
      'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': { message: '← Terug' },
      'theme.admonition.tip': { message: 'Tip' },
      'homepage.title': { message: 'Welkom' },
      'theme.common.editThisPage': { description: 'no message' },
    });
    expect(mapped).toEqual({
      strings: { readMoreAbout: 'Meer over {title}', backToMainMenu: 'Terug', admonitionTip: 'Tip' },
      leftOut: ['homepage.title', 'theme.docs.versionBadge.label'],
    });
    expect(themeStringsOfCodeJson(['not', 'an', 'object'])).toBeUndefined();
  });
});
