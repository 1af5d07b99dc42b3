// A site in four locales: en (default), fr (partly translated, with its own theme strings and an orphan translation),
// ar (right to left) and ja. Each locale has every page of the default one under its prefix.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../../src/build/build.ts';
import { formatDate } from '../../../src/model/blog.ts';

const site = path.resolve(import.meta.dirname, '../../fixtures/site-i18n');
let result: MemoryBuildResult;

const text = (file: string): string => {
  const contents = result.memory?.files.get(file);
  if (contents === undefined) throw new Error(`no ${file} in the output`);
  return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
};
const attr = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].map((m) => m[1] ?? '');

beforeAll(async () => {
  result = await build({ cwd: site, output: 'memory' });
});

describe('routes of each locale', () => {
  it('puts the default locale at the root and the others under their prefix', () => {
    expect(result.ok).toBe(true);
    for (const prefix of ['', 'fr/', 'ar/', 'ja/']) {
      for (const page of [
        'index.html',
        'docs/intro/index.html',
        'docs/guide/setup/index.html',
        'docs/guide/advanced/index.html',
      ]) {
        expect(result.memory?.files.has(`${prefix}${page}`), `${prefix}${page}`).toBe(true);
      }
    }
    expect(text('docs/intro/index.html')).toContain('<h1 class="doc__title">Introduction</h1>');
    expect(text('fr/docs/intro/index.html')).toContain('Introduction en français');
    expect(text('ja/docs/intro/index.html')).toContain('提灯');
  });

  it('resolves links inside a locale to that locale', () => {
    expect(text('fr/docs/intro/index.html')).toContain('href="/fr/docs/guide/setup"');
    expect(text('docs/intro/index.html')).toContain('href="/docs/guide/setup"');
  });

  it('writes lang and dir on <html>, right to left for ar with no direction set', () => {
    expect(text('fr/docs/intro/index.html')).toMatch(/<html lang="fr" dir="ltr"/);
    expect(text('ar/docs/intro/index.html')).toMatch(/<html lang="ar" dir="rtl"/);
    expect(text('docs/intro/index.html')).toMatch(/<html lang="en" dir="ltr"/);
  });
});

describe('untranslated pages', () => {
  it("show the original's content under the locale's URL, with a notice linking the original", () => {
    const html = text('fr/docs/guide/advanced/index.html');
    expect(html).toContain('Light the wick from the side');
    expect(html).toMatch(
      /<div class="translation-notice" role="note" data-untranslated="">Cette page n&#x27;est pas encore traduite/,
    );
    expect(html).toMatch(/translation-notice[^]*?<a href="\/docs\/guide\/advanced" hrefLang="en"/);
  });

  it("keep the locale's chrome and mark the borrowed title and body with the original's language and direction", () => {
    const html = text('ar/docs/guide/advanced/index.html');
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toMatch(/<h1 class="doc__title" lang="en" dir="ltr">/);
    expect(html).toMatch(/<div class="markdown" lang="en" dir="ltr">[^]*Light the wick from the side/);
    // A translated page's content is the locale's own: no marks.
    expect(text('ar/docs/intro/index.html')).toMatch(/<div class="markdown">/);
    expect(text('docs/guide/advanced/index.html')).toMatch(/<div class="markdown">/);
  });

  it('have the original as their canonical URL; translated pages keep their own', () => {
    const canonical = (file: string) => attr(text(file), /<link rel="canonical" href="([^"]+)"/g);
    expect(canonical('fr/docs/guide/advanced/index.html')).toEqual([
      'https://polyglot.example.com/docs/guide/advanced',
    ]);
    expect(canonical('fr/docs/intro/index.html')).toEqual(['https://polyglot.example.com/fr/docs/intro']);
    expect(text('fr/docs/intro/index.html')).not.toContain('translation-notice');
    expect(text('docs/guide/advanced/index.html')).not.toContain('translation-notice');
  });

  it('are counted per locale in one summary, not one warning each', () => {
    expect(result.translations).toEqual([
      { locale: 'fr', total: 4, untranslated: 2 },
      { locale: 'ar', total: 4, untranslated: 3 },
      { locale: 'ja', total: 4, untranslated: 3 },
    ]);
    expect(result.diagnostics.map((d) => d.code).sort()).toEqual(['broken-anchor', 'translation-orphan']);
  });

  it('warn about a translation with no original, naming its path', () => {
    const orphan = result.diagnostics.find((d) => d.code === 'translation-orphan');
    expect(orphan?.severity).toBe('warning');
    expect(orphan?.file).toBe('content/i18n/fr/docs/guide/orphan.md');
    expect(orphan?.message).toContain('content/docs/guide/orphan.md');
    expect(result.memory?.files.has('fr/docs/guide/orphan/index.html')).toBe(false);
  });
});

describe('checks of a translation', () => {
  it('find a link to an anchor that only the original has', () => {
    const broken = result.diagnostics.find((d) => d.code === 'broken-anchor');
    expect(broken?.file).toBe('content/i18n/fr/docs/guide/setup.md');
    expect(broken?.message).toContain('before-you-start');
  });
});

describe('alternates', () => {
  it('link every locale and x-default from every page', () => {
    for (const file of ['docs/intro/index.html', 'fr/docs/guide/advanced/index.html', 'ar/index.html']) {
      const route = file
        .replace(/^(fr|ar)\//, '')
        .replace(/index\.html$/, '')
        .replace(/\/$/, '');
      const links = [
        ...text(file).matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"\/>/g),
      ].map((m) => `${m[2]} ${m[1]}`);
      const at = (prefix: string) => `https://polyglot.example.com${prefix}${route ? `/${route}` : '/'}`;
      expect(links, file).toEqual([
        `en ${at('')}`,
        `fr ${at('/fr')}`,
        `ar ${at('/ar')}`,
        `ja ${at('/ja')}`,
        `x-default ${at('')}`,
      ]);
    }
  });

  it('list xhtml:link alternates in each sitemap, leaving out untranslated pages', () => {
    const sitemap = text('fr/sitemap.xml');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(attr(sitemap, /<loc>([^<]+)<\/loc>/g)).toEqual([
      'https://polyglot.example.com/fr/docs/guide/setup',
      'https://polyglot.example.com/fr/docs/intro',
    ]);
    expect(sitemap).toContain(
      '<url><loc>https://polyglot.example.com/fr/docs/intro</loc><xhtml:link rel="alternate" hreflang="en" href="https://polyglot.example.com/docs/intro"/><xhtml:link rel="alternate" hreflang="fr" href="https://polyglot.example.com/fr/docs/intro"/>',
    );
    expect(attr(text('sitemap.xml'), /<loc>([^<]+)<\/loc>/g)).toHaveLength(4);
    expect(text('robots.txt')).toContain('Sitemap: https://polyglot.example.com/ar/sitemap.xml');
  });
});

describe('the locale switcher', () => {
  it('leads to the same page in each locale', () => {
    const html = text('fr/docs/guide/setup/index.html');
    const menu = /<ul class="dropdown__menu" id="navbar-locale-menu"[^]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(attr(menu, /href="([^"]+)"/g)).toEqual([
      '/docs/guide/setup',
      '/fr/docs/guide/setup',
      '/ar/docs/guide/setup',
      '/ja/docs/guide/setup',
    ]);
    expect(menu).toMatch(/dropdown__link--active" href="\/fr\/docs\/guide\/setup"/);
  });
});

describe('theme strings', () => {
  it("use the locale's table, with the site's theme.json over it", () => {
    const fr = text('fr/docs/intro/index.html');
    expect(fr).toContain('Aller au contenu principal');
    expect(fr).toContain('<p class="toc__title">Dans cette page</p>');
    expect(fr).toContain('Proposer une modification');
    expect(fr).toContain('<span class="visually-hidden"> (s&#x27;ouvre dans un nouvel onglet)</span>');
    expect(fr).toContain('<span class="pagination-nav__sublabel">Suivant</span>');
    expect(fr).toContain('aria-label="Langue : Français"');
    expect(text('fr/404.html')).toContain('<h1>Page introuvable</h1>');
    expect(text('ja/search/index.html')).toContain('<h1>ドキュメントを検索</h1>');
    expect(text('ar/docs/intro/index.html')).toContain('انتقل إلى المحتوى الرئيسي');
    expect(text('docs/intro/index.html')).toContain('Edit this page');
  });

  it('give markdown its admonition titles and copy button in the locale', () => {
    const en = text('docs/guide/advanced/index.html');
    expect(en).toMatch(/<span class="admonition-icon" aria-hidden="true"><\/span>Note<\/p>/);
    expect(en).toContain('aria-label="Copy code to clipboard" data-copy>Copy</button>');
    const fr = text('fr/docs/guide/advanced/index.html');
    expect(fr).toMatch(/<span class="admonition-icon" aria-hidden="true"><\/span>Remarque<\/p>/);
    expect(fr).toContain('aria-label="Copier le code dans le presse-papiers" data-copy>Copier</button>');
    expect(text('ja/docs/guide/advanced/index.html')).toMatch(/<\/span>注記<\/p>/);
  });
});

describe('dates', () => {
  it("are written in the locale's words with Intl.DateTimeFormat, English without it", () => {
    expect(formatDate('2024-03-04', 'fr')).toBe('4 mars 2024');
    expect(formatDate('2024-03-04', 'de')).toBe('4. März 2024');
    expect(formatDate('2024-03-04', 'ja')).toBe('2024年3月4日');
    expect(formatDate('2024-03-04')).toBe('March 4, 2024');
  });
});
