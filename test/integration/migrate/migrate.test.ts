// `docsgen migrate` on a Docusaurus site (test/fixtures/docusaurus-project): the config it writes type-checks, builds
// and checks cleanly with the content left where it is; its French translations under i18n/fr/ are copied into
// docsgen's layout and built under /fr/; it names each thing it left out with the file it came from; --dry-run writes
// nothing and a second run changes nothing.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const copier = fixtureCopier('docusaurus-project');
afterAll(() => copier.removeAll());

/** Every file of the site (not node_modules) with its text, to see that nothing but the new config changed. */
async function snapshot(site: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(site, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(site, full).split(path.sep).join('/');
    if (!entry.isFile() || rel.startsWith('node_modules/')) continue;
    files.set(rel, await readFile(full, 'utf8'));
  }
  return files;
}

/** The lines of the "Not carried over" list: `file: what`. */
const notes = (stdout: string): string[] =>
  stdout
    .slice(stdout.indexOf('Not carried over'))
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());

describe('docsgen migrate', () => {
  it('writes a config that type-checks, builds and checks, and lists what it left out by file', async () => {
    const { dir, site } = await copier.copy();
    const before = await snapshot(site);
    const result = runCli(site, ['migrate', '.']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const after = await snapshot(site);
    // The config, and the translations copied into docsgen's layout beside the Docusaurus ones (which stay).
    expect([...after.keys()].filter((file) => !before.has(file)).sort()).toEqual([
      'docsgen.config.ts',
      'i18n/fr/blog/2026-03-14-first-chain.md',
      'i18n/fr/docs/intro.md',
      'i18n/fr/docs/setup/light.md',
      'i18n/fr/pages/about.md',
      'i18n/fr/theme.json',
      'i18n/fr/versioned_docs/version-2.0/intro.md',
    ]);
    for (const [file, text] of before) expect(after.get(file), file).toBe(text);
    expect(after.get('i18n/fr/docs/setup/light.md')).toBe(
      before.get('i18n/fr/docusaurus-plugin-content-docs/current/setup/light.md'),
    );
    // Only the code.json ids docsgen has; the arrow Docusaurus writes into the back label is the theme's own.
    expect(JSON.parse(after.get('i18n/fr/theme.json')!)).toEqual({
      editThisPage: 'Proposer une correction',
      next: 'Page suivante',
      backToMainMenu: 'Retour au menu',
      // current.json's label of the docs being written ("Next"), the locale's word for it.
      versionCurrentLabel: 'Prochaine',
    });
    expect(result.stdout).toContain(
      'i18n/fr/docusaurus-plugin-content-docs/current/ → i18n/fr/docs/ (2 files)',
    );
    expect(result.stdout).toContain(
      'i18n/fr/code.json, i18n/fr/docusaurus-plugin-content-docs/current.json → i18n/fr/theme.json (4 theme strings)',
    );
    // The docs folder is at the site's top, so docsgen reads the versions where Docusaurus keeps them.
    expect(result.stdout).toContain(
      'Docs versions (2 versions: 2.0, 1.0): docsgen reads versions.json, versioned_docs/ and versioned_sidebars/ where they are.',
    );

    const listed = notes(result.stdout);
    const byFile = (prefix: string) => listed.filter((line) => line.startsWith(prefix));
    expect(byFile('docusaurus.config.js:').join('\n')).toMatch(/package prism-react-renderer/);
    expect(byFile('docusaurus.config.js:').join('\n')).toMatch(/plugin @docusaurus\/plugin-ideal-image/);
    expect(byFile('docusaurus.config.js:').join('\n')).toMatch(/localeDropdown/);
    expect(byFile('i18n/fr/code.json:')).toEqual([
      'i18n/fr/code.json: 3 theme translations with no docsgen equivalent: homepage.hero.tagline, theme.blog.post.readingTime.plurals, theme.docs.versionBadge.label',
    ]);
    expect(byFile('i18n/fr/docusaurus-theme-classic/:')[0]).toMatch(/navbar and footer labels/);
    expect(byFile('i18n/fr/docusaurus-plugin-content-docs/current.json:')).toEqual([
      'i18n/fr/docusaurus-plugin-content-docs/current.json: translated sidebar and category labels (docsgen has no per-locale labels for them)',
    ]);
    // The versioning keys docsgen has are carried; the per-version ones it lacks, and the docsVersion link, are listed.
    expect(byFile('docusaurus.config.js:').filter((line) => /[Vv]ersion/.test(line))).toEqual([
      'docusaurus.config.js: presets.classic.docs.versions.1.0.badge (docsgen shows the version badge on every doc of a site with versions)',
      "docusaurus.config.js: presets.classic.docs.versions.1.0.noIndex (docsgen's older versions give their pages the last version's canonical URL; no per-version noindex)",
      "docusaurus.config.js: themeConfig.navbar.items[2]: navbar item of type 'docsVersion' (docsgen has no such item; a { type: 'docsVersionDropdown' } item lists the versions, or a { type: 'doc', docId } item links the last version's doc)",
    ]);
    expect(listed.filter((line) => /versioned_|versions\.json/.test(line))).toEqual([]);
    expect(byFile('i18n/fr/docusaurus-plugin-content-blog/options.json:')[0]).toMatch(
      /blog's translated title/,
    );
    expect(byFile('src/pages/index.js:')).toEqual([
      'src/pages/index.js: React page (docsgen builds markdown pages; write it as a .md page)',
    ]);
    expect(byFile('src/theme/Footer/index.js:')[0]).toMatch(/swizzled theme component Footer/);
    // Tabs and TabItem are MDX components docsgen renders itself: their imports and elements carry over unlisted.
    expect(byFile('docs/setup/wind.mdx')).toEqual([]);
    expect(byFile('src/css/custom.css:')[0]).toMatch(/--ifm-/);
    // What was carried is not listed: the sidebars, the markdown page, the classic preset.
    expect(
      listed.filter((line) =>
        /sidebars\.js|about\.md|: preset \S*classic|presets\.classic(?!\.docs\.versions\.1\.0\.(?:badge|noIndex))/.test(
          line,
        ),
      ),
    ).toEqual([]);

    const config = after.get('docsgen.config.ts')!;
    expect(config).toContain("locales: { default: 'en', list: ['en', 'fr'] }");
    expect(config).toContain("pages: { path: 'src/pages' }");
    expect(config).toContain("contentDir: '.'");
    expect(config).toContain(
      "lastVersion: 'current',\n    versions: {\n      '2.0': { label: '2.0 (two lamps)', banner: 'none' },\n      '1.0': { label: '1.0 (oil)', path: 'oil' },\n    },",
    );
    expect(config).toContain("{ type: 'docsVersionDropdown', position: 'right' }");

    // Type-checked against docsgen's own types, as a user's editor would.
    await writeFile(
      path.join(site, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          skipLibCheck: true,
          allowImportingTsExtensions: true,
          types: ['node'],
          paths: { docsgen: [path.join(repo, 'src/index.ts')] },
        },
        files: ['docsgen.config.ts'],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', site],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout).toBe('');
    expect(tsc.status).toBe(0);

    const build = runCli(site, ['build']);
    expect(build.stderr).toBe('');
    expect(build.stdout).not.toMatch(/warning|error/);
    expect(build.status).toBe(0);
    const check = runCli(site, ['check']);
    expect(check.stdout).not.toMatch(/warning|error/);
    expect(check.status).toBe(0);

    const pages = await htmlFiles(path.join(site, 'build'));
    for (const route of [
      'docs/intro',
      'docs/setup/light',
      'docs/setup/wind',
      'docs/category/setting-up',
      'about',
      'blog',
      'blog/2026/03/14/first-chain',
    ])
      expect(pages.has(`${route}/index.html`), route).toBe(true);
    // The releases of versions.json: 2.0 under its name, 1.0 under the path its config gives it.
    for (const route of ['docs/2.0/intro', 'docs/2.0/setup/light', 'docs/oil/intro', 'fr/docs/2.0/intro'])
      expect(pages.has(`${route}/index.html`), route).toBe(true);
    expect(pages.has('docs/1.0/intro/index.html')).toBe(false);
    const intro = pages.get('docs/intro/index.html')!;
    // The version dropdown lists every version, current first, each leading to this doc in it.
    expect(
      [...intro.matchAll(/<a class="dropdown__link[^"]*" href="([^"]+)" role="menuitem">([^<]+)<\/a>/g)]
        .map((m) => `${m[2]} ${m[1]}`)
        .filter((line) => line.includes('/docs/')),
    ).toEqual(['Next /docs/intro', '2.0 (two lamps) /docs/2.0/intro', '1.0 (oil) /docs/oil/intro']);
    const old = pages.get('docs/oil/intro/index.html')!;
    expect(old).toContain('Relay 1.0 used one oil lamp per hill');
    expect(old).toContain('version-banner--unmaintained');
    // The 1.0 sidebars file is read as it is: its doc item's own label.
    expect(old).toContain('Start here (1.0)');
    const stable = pages.get('docs/2.0/intro/index.html')!;
    expect(stable).toContain('two lamps to a hill');
    expect(stable).not.toContain('version-banner');
    expect(stable).toContain(
      'href="https://git.example.net/lantern/relay/edit/main/versioned_docs/version-2.0/intro.md"',
    );
    expect(pages.get('fr/docs/2.0/intro/index.html')).toContain('deux lampes par colline');
    expect(pages.get('fr/docs/intro/index.html')).toContain('Prochaine');
    expect(intro).toContain('href="https://git.example.net/lantern/relay/edit/main/docs/intro.md"');
    expect(intro).toContain('>Handbook</a>');
    expect(pages.get('docs/category/setting-up/index.html')).toContain('Setting up a relay');
    expect(pages.get('about/index.html')).toContain('The relay is kept by volunteers on seven hills.');
    expect(pages.get('blog/2026/03/14/first-chain/index.html')).toContain('Maren Holt');
    // The React home page is not built: / sends readers to the first doc.
    expect(pages.get('index.html')).toContain('url=/docs/intro');
    // The French translations are built under /fr/, with the theme strings code.json carried.
    const frIntro = pages.get('fr/docs/intro/index.html')!;
    expect(frIntro).toContain('Par où commencer');
    expect(frIntro).toContain('>Proposer une correction<');
    expect(pages.get('fr/docs/setup/light/index.html')).toContain('Allumer la première lampe');
    expect(pages.get('fr/about/index.html')).toContain('Des bénévoles tiennent le relais sur sept collines.');
    expect(pages.get('fr/blog/2026/03/14/first-chain/index.html')).toContain('La première chaîne complète');
    expect(dir).not.toBe(site);
  }, 240_000);

  it('prints the config with --dry-run and writes nothing', async () => {
    const { site } = await copier.copy();
    const before = await snapshot(site);
    const result = runCli(site, ['migrate', '.', '--dry-run']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^\/\/ Made by `docsgen migrate` from docusaurus\.config\.js and sidebars\.js/,
    );
    expect(result.stdout).toContain("sidebars: {\n      handbook: [\n        'intro',");
    expect(result.stderr).toContain('src/pages/index.js: React page');
    expect(result.stderr).toContain("Translations would be copied into docsgen's layout");
    expect(await snapshot(site)).toEqual(before);
  });

  it('refuses to run where a docsgen.config.ts exists, and changes nothing', async () => {
    const { site } = await copier.copy();
    expect(runCli(site, ['migrate', '.']).status).toBe(0);
    const before = await snapshot(site);
    const again = runCli(path.dirname(site), ['migrate', 'site']);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('site/docsgen.config.ts already exists; nothing was changed');
    expect(await snapshot(site)).toEqual(before);
  });

  it('says so when the folder holds no site of a tool it knows', async () => {
    const { site } = await copier.copy();
    const result = runCli(site, ['migrate', 'docs']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /no docusaurus\.config\.\{js,mjs,cjs,ts\}, mkdocs\.yml, \.vitepress\/config\.\*, astro\.config\.\* with Starlight or book\.toml in .*docs; pass the folder of a Docusaurus, MkDocs, VitePress, Starlight or mdBook site/,
    );
  });
});
