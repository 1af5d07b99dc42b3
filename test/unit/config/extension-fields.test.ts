// theme.customCss, head and redirects in the config: what each accepts, and the error each wrong value gets.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.ts';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';
import { validateFrontMatter } from '../../../src/content/frontmatter-schema.ts';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';

const minimal = { title: 'Site', url: 'https://docs.example.com' };

function errorsOf(extra: Record<string, unknown>, source = ''): string[] {
  try {
    validateUserConfig({ ...minimal, ...extra }, 'docsgen.config.ts', source);
  } catch (error) {
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).exitCode).toBe(2);
    return (error as DiagnosticError).diagnostics.map((d) => `${d.code} ${d.line} ${d.message}`);
  }
  return [];
}

const temps: string[] = [];
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

describe('extension fields of the config', () => {
  it('defaults to no custom CSS or theme components, no head tags and no redirects', () => {
    const config = resolveConfig(validateUserConfig(minimal, 'docsgen.config.ts'), {
      configFile: null,
      rootDir: '/site',
    });
    expect(config.theme).toEqual({ customCss: [], components: {} });
    expect(config.head).toEqual([]);
    expect(config.redirects).toEqual([]);
  });

  it('accepts the documented shapes as written', () => {
    const head = [
      { tag: 'meta', attributes: { name: 'google-site-verification', content: 'abc' } },
      {
        tag: 'link',
        attributes: { rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: 'anonymous' },
      },
      { tag: 'script', attributes: { src: '/js/analytics.js', defer: true } },
    ];
    const redirects = [
      { from: '/docs/old', to: '/docs/new#setup' },
      { from: '/chat', to: 'https://chat.example.com/invite' },
    ];
    const user = validateUserConfig(
      { ...minimal, theme: { customCss: ['theme/brand.css'] }, head, redirects },
      'c.ts',
    );
    const config = resolveConfig(user, { configFile: null, rootDir: '/site' });
    expect(config.head).toEqual(head);
    expect(config.redirects).toEqual(redirects);
    expect(config.theme.customCss).toEqual(['theme/brand.css']);
  });

  it.each([
    [{ theme: { customCss: ['brand.scss'] } }, 'theme.customCss[0]: expected the path of a .css file'],
    [{ theme: { customCss: 'brand.css' } }, 'theme.customCss:'],
    [{ theme: { colours: {} } }, 'theme.colours: unknown field "colours"; remove or rename it'],
    [{ head: [{ tag: 'style', attributes: {} }] }, "head[0].tag: expected 'meta', 'link' or 'script'"],
    [
      { head: [{ tag: 'script', attributes: { src: '/a.js' }, content: 'alert(1)' }] },
      'head[0].content: "content" is not allowed: a head tag has attributes only, no inline content',
    ],
    [
      { head: [{ tag: 'script', attributes: { type: 'module' } }] },
      'head[0].attributes: a script needs attributes.src; inline scripts are not allowed',
    ],
    [
      { head: [{ tag: 'meta', attributes: { name: 'x', content: 'y', onload: 'go()' } }] },
      'head[0].attributes.onload: event handler attribute "onload" is not allowed',
    ],
    [
      { head: [{ tag: 'link', attributes: { rel: 'icon', href: 'javascript:alert(1)' } }] },
      'head[0].attributes.href: href uses the "javascript:" scheme',
    ],
    [
      { head: [{ tag: 'link', attributes: { rel: 'icon' } }] },
      'head[0].attributes: a link needs attributes.rel and attributes.href',
    ],
    [
      { redirects: [{ from: 'docs/old', to: '/docs/new' }] },
      "redirects[0].from: expected a site path starting with '/'",
    ],
    [
      { redirects: [{ from: '/docs/../x', to: '/docs/new' }] },
      'redirects[0].from: the path /docs/../x contains a ".." segment',
    ],
    [
      { redirects: [{ from: '/old.html', to: '/docs/new' }] },
      'redirects[0].from: expected a path without .html',
    ],
    [
      { redirects: [{ from: '/old', to: 'docs/new' }] },
      "redirects[0].to: expected a route of the site ('/docs/intro'",
    ],
    [
      { redirects: [{ from: '/old', to: 'javascript:alert(1)' }] },
      'redirects[0].to: expected a route of the site',
    ],
    [{ redirects: [{ from: '/old' }] }, 'redirects[0].to:'],
  ])('rejects %j', (extra, expected) => {
    const errors = errorsOf(extra);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(`config-invalid 1 config field ${expected}`);
  });

  it('points at the line of the wrong field', () => {
    const source =
      "export default {\n  title: 'Site',\n  redirects: [\n    { from: 'old', to: '/docs/new' },\n  ],\n};\n";
    expect(errorsOf({ redirects: [{ from: 'old', to: '/docs/new' }] }, source)[0]).toMatch(
      /^config-invalid 4 /,
    );
  });
});

describe('head in front matter', () => {
  const ctx = { file: 'content/docs/a.md', yamlText: 'title: A\nhead: []\n', firstLine: 2 };

  it('keeps valid tags', () => {
    const head = [{ tag: 'meta', attributes: { property: 'og:locale', content: 'en_GB' } }];
    const { frontMatter, diagnostics } = validateFrontMatter({ title: 'A', head }, ctx);
    expect(diagnostics).toEqual([]);
    expect(frontMatter.head).toEqual(head);
  });

  it('rejects an inline script with the key and its line', () => {
    const head = [{ tag: 'script', attributes: {} }];
    const { frontMatter, diagnostics } = validateFrontMatter({ title: 'A', head }, ctx);
    expect(frontMatter.head).toBeUndefined();
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'error frontmatter-invalid content/docs/a.md:3 head[0].attributes a script needs attributes.src; inline scripts are not allowed (the Content Security Policy blocks them)',
    ]);
  });
});

describe('theme.customCss when the config is loaded', () => {
  async function project(config: string, files: Record<string, string> = {}): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-css-'));
    temps.push(dir);
    await writeFile(path.join(dir, 'docsgen.config.ts'), config);
    for (const [rel, text] of Object.entries(files)) await writeFile(path.join(dir, rel), text);
    return dir;
  }
  const config = (css: string): string =>
    `export default {\n  title: 'Site',\n  url: 'https://docs.example.com',\n  theme: {\n    customCss: [${css}],\n  },\n};\n`;

  it('is a config error naming the field, the path and its line when a file is missing', async () => {
    const dir = await project(config("'brand.css', 'missing.css'"), { 'brand.css': 'a{}' });
    const error = await loadConfig({ cwd: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).exitCode).toBe(2);
    expect(
      (error as DiagnosticError).diagnostics.map(
        (d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`,
      ),
    ).toEqual([
      'config-invalid docsgen.config.ts:5:31 config field theme.customCss: missing.css is not a file (paths are relative to the project root)',
    ]);
  });

  it('lists the custom CSS files among what serve watches', async () => {
    const dir = await project(config("'brand.css'"), { 'brand.css': 'a{}' });
    const loaded = await loadConfig({ cwd: dir });
    expect(loaded.dependencies).toContain(path.join(dir, 'brand.css'));
    expect(loaded.dependencies).toContain(path.join(dir, 'docsgen.config.ts'));
  });
});
