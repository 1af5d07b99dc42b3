// `docsgen migrate` on a Starlight site (test/fixtures/site-starlight): the config it writes (snapshot) builds
// src/content/docs/ where it is with 0 errors, the sidebar in Starlight's order, the fr/ locale, the splash home
// with its hero, and Starlight's components, asides and front matter rendered.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('site-starlight');
afterAll(() => copier.removeAll());

describe('docsgen migrate of a Starlight site', () => {
  it('writes a config that builds with no errors and renders Starlight markdown', async () => {
    const { site } = await copier.copy();
    const migrated = runCli(site, ['migrate', '.']);
    expect(migrated.stderr).toBe('');
    expect(migrated.status).toBe(0);
    expect(migrated.stdout).toContain('components (Starlight component overrides: Footer');
    expect(migrated.stdout).toContain('src/components/Diagram.astro: an Astro page or component');
    expect(migrated.stdout).toContain('head <style> with content');
    expect(migrated.stdout).not.toContain('404.md');
    const config = await readFile(path.join(site, 'docsgen.config.ts'), 'utf8');
    expect(config).toMatchSnapshot();

    const built = runCli(site, ['build']);
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const output = built.stdout + built.stderr;
    const diagnostics = output.match(/^\S+:\d+:\d+ {2}\w+ {2}[\w-]+/gm) ?? [];
    expect(diagnostics).toEqual([
      'src/content/docs/components.mdx:8:8  warning  mdx-astro-component',
      'src/content/docs/components.mdx:50:15  warning  markdown-missing-icon',
      'src/content/docs/index.mdx:1:1  warning  markdown-missing-icon',
    ]);

    const pages = await htmlFiles(path.join(site, 'build'));
    const home = pages.get('index.html')!;
    expect(home).toContain('<h1 class="hero__title" id="hero-title">Keep the relay lit</h1>');
    // Every hero action, each in its variant's look, with its icon after the label.
    const actions = /<div class="hero__actions">(.*?)<\/div>/.exec(home)![1]!;
    expect(actions).toMatch(
      /^<a class="button button--primary button--lg" href="\/handbook\/setup\/">Start here<span class="button__icon"><svg [^>]*><path [^>]*d="M5 12h14/,
    );
    expect(actions).toContain(
      '<a class="button button--minimal button--lg" href="https://github.com/example/lantern"',
    );
    expect(actions.match(/button__icon/g)).toHaveLength(1);
    expect(home).toContain('<div class="sl-card-grid sl-card-grid-stagger"><article class="sl-card">');
    // Built-in icon names are inline SVG from the icon sets (Lucide for interface icons, Simple Icons for brands).
    const icon = (html: string, name: string) =>
      new RegExp(
        `<span class="sl-icon" data-icon="${name}"[^>]*>(<svg [^>]*viewBox="0 0 24 24"[^>]*>.*?</svg>)</span>`,
      ).exec(html)?.[1];
    expect(icon(home, 'rocket')).toMatch(/stroke="currentColor"[^>]*><path [^>]*d="M/);
    expect(home).toMatch(
      /data-icon="rocket" aria-hidden="true"><svg [^>]*>.*?<\/svg><\/span><span>Relays<\/span>/,
    );

    const setup = pages.get('setup/index.html')!;
    expect(setup).toContain('<div class="admonition admonition-tip" role="note">');
    expect(setup).toContain('Before you start');
    expect(setup).not.toContain('{icon=');
    expect(setup).toContain('class="admonition admonition-caution"');
    expect(setup).toContain('language-markup');
    expect(setup).not.toContain('class="toc');
    const sidebar = /<nav class="sidebar menu"[\s\S]*?<\/nav>/.exec(setup)![0];
    const labels = [...sidebar.matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels.slice(0, 3)).toEqual(['Start', 'Setup', 'Relay lamps']);
    expect(sidebar).toContain('Guides');
    expect(sidebar).toContain('https://status.example.org');

    const lamps = pages.get('components/index.html')!;
    expect(lamps).toContain('aria-selected="true" tabindex="0">Linux</button>');
    expect(lamps).toContain('>Windows</button>');
    expect(lamps).toContain('<div class="admonition admonition-danger" role="note">');
    expect(lamps).toContain('Hot glass');
    expect(lamps).toMatch(/<div class="sl-steps"><ol>\s*<li>Unlock the case/);
    expect(lamps).toContain('<div class="sl-file-tree"><ul>');
    expect(lamps).toContain('<li class="sl-folder">lantern/');
    expect(lamps).toContain('<li class="sl-file"><strong>relay.toml</strong>');
    expect(lamps).toContain('<li class="sl-placeholder">...');
    expect(lamps).toContain('<span class="sl-badge sl-badge-tip sl-badge-small">New</span>');
    expect(lamps).toContain('<span class="sl-icon" data-icon="star" role="img" aria-label="Star"><svg ');
    expect(icon(lamps, 'star')).toMatch(/<path [^>]*d="M/);
    expect(icon(lamps, 'github')).toMatch(/^<svg [^>]*><path fill="currentColor" d="M12 \.297/);
    expect(lamps).toContain(
      'href="https://github.com/example/lantern"><span class="sl-icon" data-icon="github"',
    );
    expect(lamps).toContain('<span class="sl-icon" data-icon="lantern-glow" aria-hidden="true"></span>');
    expect(lamps).toContain('start.sh');
    expect(lamps).toContain('language-bash');
    expect(lamps).toContain('<a class="sl-link-card" href="/handbook/guides/rota/">');
    expect(lamps).toContain(
      '<a class="sl-link-button sl-link-button-secondary" href="/handbook/setup/">Back to setup</a>',
    );
    expect(lamps).not.toContain('Diagram');

    // The components' stylesheet: written once, linked by the pages that use a styled component and by no other.
    const sheets = (html: string) => [
      ...html.matchAll(/href="\/handbook\/(assets\/css\/starlight\.\w+\.css)"/g),
    ];
    const [link] = sheets(lamps);
    expect(link).toBeDefined();
    expect(sheets(home).map((m) => m[1])).toEqual([link![1]]);
    expect(sheets(setup)).toEqual([]);
    const css = await readFile(path.join(site, 'build', link![1]!), 'utf8');
    for (const rule of [
      '.sl-card-grid',
      '.sl-link-button-secondary',
      '.sl-steps>ol>li:before',
      '.sl-badge-tip',
    ])
      expect(css).toContain(rule);

    // A `?raw` import is the file's text: `/x` from the project folder.
    expect(lamps).toMatch(
      /data-language="toml"[\s\S]*?relay<\/span>\]<\/span>\n<span class="line">[^\n]*lamps/,
    );

    // A French .mdx page translates the English .md one (matched without the extension), and its relative `?raw`
    // import still names the same file from docsgen's copy of it, one folder up.
    const copy = await readFile(path.join(site, 'i18n/fr/src/content/docs/guides/rota.mdx'), 'utf8');
    expect(copy).toContain("import rota from '../../../../../../snippets/rota-fr.txt?raw';");
    const rota = pages.get('fr/guides/rota/index.html')!;
    expect(rota).toContain('La rota change chaque lundi.');
    expect(rota).toContain('Lundi : équipe A');

    const french = pages.get('fr/setup/index.html')!;
    expect(french).toContain('Installez le relais avant la nuit.');
    // Starlight writes a locale's root links with the locale in them: the locale's base is not added twice.
    expect(french).toContain('<a href="/handbook/fr/setup/">Recommencer</a>');

    // The site's own 404.md is its not-found page: 404.html, in no sitemap, sidebar or search index.
    const notFound = pages.get('404.html')!;
    expect(notFound).toContain('This lamp is out.');
    expect(pages.has('404/index.html')).toBe(false);
    const sitemap = await readFile(path.join(site, 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('404');
    expect(sidebar).not.toContain('Lamp not found');
    const searchDir = path.join(site, 'build', 'assets', 'search');
    const indexes = (await readdir(searchDir)).filter((name) => name !== 'manifest.json');
    expect(indexes.length).toBeGreaterThan(0);
    for (const name of indexes)
      expect(await readFile(path.join(searchDir, name), 'utf8')).not.toContain('This lamp is out');
  });

  it('shows the images of src/assets/: relative, through the tsconfig alias, imported in MDX and in the hero', async () => {
    const { site } = await copier.copy();
    expect(runCli(site, ['migrate', '.']).status).toBe(0);
    const config = await readFile(path.join(site, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("assetsDir: 'src/assets'");
    expect(config).toContain("pathAliases: { '~/': 'src/' }");
    const built = runCli(site, ['build']);
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(built.stdout + built.stderr).not.toMatch(/missing-image|mdx-unsupported/);
    const pages = await htmlFiles(path.join(site, 'build'));
    // Each <img src> names a file of the output whose bytes are the asset's (under its content-hashed name).
    const shown = async (html: string, alt: string, file: string) => {
      const src = new RegExp(`<img src="/handbook/([^"]+)" alt="${alt}"`).exec(html)?.[1];
      expect(src, alt).toMatch(/^assets\/files\/[\w-]+\.[0-9a-f]{12}\.svg$/);
      const written = await readFile(path.join(site, 'build', src!), 'utf8');
      expect(written).toBe(await readFile(path.join(site, 'src/assets', file), 'utf8'));
    };
    const handover = pages.get('guides/handover/index.html')!;
    await shown(handover, 'The wick gauge', 'images/wick-gauge.svg');
    await shown(handover, 'The lens, by its alias', 'lens.svg');
    await shown(pages.get('components/index.html')!, 'The lens, imported', 'lens.svg');
    const home = pages.get('index.html')!;
    await shown(home, 'A lit beacon', 'beacon.svg');
    // The hero image is drawn no wider than the hero allows, in its own proportions.
    expect(home).toMatch(/alt="A lit beacon" width="400" height="300"/);
  });
});
