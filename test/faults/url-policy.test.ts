// The URL policy at every entry point a URL has into a page (issue: hostile input, round two): each attribute and prop
// name the policy knows (URL_ATTRIBUTES, read from the code, so a new one is tested the day it is added) × the ways
// an executable scheme is hidden. The oracle is independent of the policy: the payload never appears in the HTML.
import { describe, expect, it } from 'vitest';
import { executableScheme, URL_ATTRIBUTES } from '../../src/base/url-policy.ts';
import { validateUserConfig } from '../../src/config/resolve.ts';
import { parseSource } from '../../src/content/frontmatter.ts';
import type { SourceFile } from '../../src/content/types.ts';
import { DiagnosticError } from '../../src/diagnostics/diagnostic.ts';
import { render } from '../unit/markdown/helpers.ts';

// Each hides `javascript:`, `vbscript:`, `data:` or `file:` another way; PAYLOAD marks what must never be shipped.
const PAYLOAD = 'pwned(1)';
const BYPASSES = [
  `javascript:${PAYLOAD}`,
  `JaVaScRiPt:${PAYLOAD}`,
  `JAVASCRIPT:${PAYLOAD}`,
  `java&#x09;script:${PAYLOAD}`,
  `java&#9;script:${PAYLOAD}`,
  `&#106;avascript:${PAYLOAD}`,
  `&#x6A;avascript:${PAYLOAD}`,
  `javascript&colon;${PAYLOAD}`,
  `%6Aavascript:${PAYLOAD}`,
  `java%09script:${PAYLOAD}`,
  `java%250Ascript:${PAYLOAD}`,
  `java\u200bscript:${PAYLOAD}`,
  `vbscript:${PAYLOAD}`,
  `VBScript:${PAYLOAD}`,
  `data:text/html;base64,${PAYLOAD}`,
  `DATA:text/html,${PAYLOAD}`,
  `file:///etc/${PAYLOAD}`,
];
const SAFE = [
  'https://example.com/a',
  '//cdn.example.com/a.png',
  '/docs/javascript-tips',
  'mailto:a@b.example',
];

const componentSources = [
  {
    name: 'Card',
    file: '/site/components/Card.js',
    code: "const { jsx } = require('react/jsx-runtime'); module.exports = { default: () => jsx('div', { className: 'card' }) };",
  },
  {
    name: 'Go',
    file: '/site/components/Go.js',
    code: "const { jsx } = require('react/jsx-runtime'); module.exports = { default: (p) => jsx('a', { href: p.target, children: 'go' }) };",
  },
];
const mdx = (body: string, file = 'docs/page.mdx') =>
  render(body, { file }, { mdxComponents: {}, mdxComponentSources: componentSources });

function expectRefused(result: Awaited<ReturnType<typeof render>>): void {
  expect(result.html).not.toContain(PAYLOAD);
  expect(result.diagnostics.some((d) => d.code === 'url-unsafe' && d.severity === 'error')).toBe(true);
  for (const d of result.diagnostics.filter((d) => d.code === 'url-unsafe')) {
    expect(d.line).toBeGreaterThan(0);
    expect(d.column).toBeGreaterThan(0);
  }
}

describe('the policy sees through every bypass, and leaves safe URLs alone', () => {
  it.each(BYPASSES)('%j is executable', (url) => {
    expect(executableScheme(url)).toMatch(/^(javascript|vbscript|data|file)$/);
  });
  it.each([...SAFE, 'data:image/png;base64,iVBORw0KGgo=', 'javascript-tips.md', 'file-list'])(
    '%j is not',
    (url) => expect(executableScheme(url)).toBeUndefined(),
  );
});

describe('markdown links and images', () => {
  it.each(BYPASSES)('[x](%s), ![x](…), a reference and an autolink are refused at the URL', async (url) => {
    const encoded = url.replace(/ /g, '%20');
    for (const body of [`Intro [x](${encoded}) end`, `![x](${encoded})`, `[x]\n\n[x]: ${encoded}`]) {
      const result = await render(body);
      expectRefused(result);
    }
    const link = await render(`Intro\n\nSee [x](${encoded})`);
    // markdown-it hands over a destination with its entities decoded, which is then found only by its line.
    const column = url.includes('&') ? 1 : 9;
    expect(link.diagnostics.find((d) => d.code === 'url-unsafe')).toMatchObject({ line: 3, column });
    expect(link.html).toBe('<p>Intro</p>\n<p>See <a>x</a></p>\n');
  });

  it.each(SAFE)('[x](%s) is linked', async (url) => {
    const result = await render(`[x](${url})`);
    expect(result.html).toMatch(new RegExp(`href="[^"]*${url.slice(2)}"`));
    expect(result.diagnostics.filter((d) => d.code === 'url-unsafe')).toEqual([]);
  });
});

describe('MDX props', () => {
  it.each(BYPASSES)(
    '<Link to>, <Link href={…}> and a template literal with %j, in .mdx and .md',
    async (url) => {
      for (const file of ['docs/page.mdx', 'docs/page.md']) {
        expectRefused(await mdx(`Go <Link to="${url}">there</Link>.`, file));
        expectRefused(await mdx(`<Link href={"${url}"}>there</Link>`, file));
        expectRefused(await mdx(`<Link to={\`${url}\`}>there</Link>`, file));
      }
    },
  );

  it.each(URL_ATTRIBUTES.filter((name) => !name.includes(':')))(
    'the prop %s of a site component, directly and nested in a list',
    async (name) => {
      for (const url of BYPASSES) {
        expectRefused(await mdx(`<Card ${name}="${url}" />`));
        expectRefused(await mdx(`<Card items={[{ label: "a", ${name}: "${url}" }]} />`));
      }
    },
  );

  it('a URL in a style prop, as a string or an object', async () => {
    expectRefused(await mdx(`<Card style={{ backgroundImage: "url(javascript:${PAYLOAD})" }} />`));
    expectRefused(await mdx(`<Card style="background: url('vbscript:${PAYLOAD}')" />`));
  });

  it('a URL a component builds from a prop that is not a URL', async () => {
    const result = await mdx(`Text.\n\n<Go target="javascript:${PAYLOAD}" />`);
    expectRefused(result);
    expect(result.html).toContain('<a href="">go</a>');
    expect(result.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
  });

  it('leaves a prop that merely mentions a scheme alone when its name is not a URL', async () => {
    const result = await mdx('<Card title="javascript: the basics" href="https://example.com/" />');
    expect(result.diagnostics).toEqual([]);
  });
});

describe('raw HTML (markdown.html on)', () => {
  it.each(URL_ATTRIBUTES)('the attribute %s of any element', async (name) => {
    for (const url of BYPASSES) {
      const result = await render(`<div>\n<a ${name}="${url}">x</a>\n</div>\n`, {}, { html: true });
      expectRefused(result);
      expect(result.html).toContain(`${name}=""`);
    }
  });

  it('a url() in a style attribute', async () => {
    const result = await render(
      `<div style="background:url(javascript:${PAYLOAD})">x</div>\n`,
      {},
      { html: true },
    );
    expectRefused(result);
  });
});

describe('the config', () => {
  const errorsOf = (extra: Record<string, unknown>): string[] => {
    try {
      validateUserConfig({ title: 'Site', url: 'https://docs.example.com', ...extra }, 'docsgen.config.ts');
    } catch (error) {
      return (error as DiagnosticError).diagnostics.map((d) => d.message);
    }
    return [];
  };
  const places: [string, (url: string) => Record<string, unknown>][] = [
    ['a navbar href', (url) => ({ navbar: { items: [{ label: 'x', href: url }] } })],
    ['a navbar to', (url) => ({ navbar: { items: [{ label: 'x', to: url }] } })],
    [
      'a dropdown item',
      (url) => ({
        navbar: { items: [{ type: 'dropdown', label: 'x', items: [{ label: 'y', href: url }] }] },
      }),
    ],
    ['a footer link', (url) => ({ footer: { links: [{ label: 'x', href: url }] } })],
    ['the logo', (url) => ({ navbar: { logo: { src: url, alt: 'x' } } })],
    ['the favicon', (url) => ({ favicon: url })],
    ['the social image', (url) => ({ image: url })],
    ['a head tag', (url) => ({ head: [{ tag: 'link', attributes: { rel: 'icon', href: url } }] })],
  ];
  it.each(places)('%s is refused for every bypass', (_, place) => {
    for (const url of BYPASSES.filter((u) => !u.startsWith('data:image'))) {
      const errors = errorsOf(place(url));
      expect(
        errors.some((m) => /scheme/.test(m)),
        `${url}: ${errors.join('; ')}`,
      ).toBe(true);
    }
    expect(errorsOf(place('https://example.com/x.png'))).toEqual([]);
  });
});

describe('front matter', () => {
  const source: SourceFile = {
    kind: 'page',
    relPath: 'p.md',
    file: 'content/pages/p.md',
    absPath: '/nowhere/p.md',
  };
  const diagnosticsOf = (yaml: string) => parseSource(source, `---\n${yaml}\n---\nbody\n`).diagnostics;
  it.each([
    (url: string) => `custom_edit_url: ${JSON.stringify(url)}`,
    (url: string) => `image: ${JSON.stringify(url)}`,
    (url: string) => `layout: home\nhero:\n  action: { label: Go, to: ${JSON.stringify(url)} }`,
    (url: string) => `authors:\n  - { name: A, url: ${JSON.stringify(url)} }`,
    (url: string) => `authors:\n  - { name: A, image_url: ${JSON.stringify(url)} }`,
  ])('%s is refused for every bypass', (place) => {
    for (const url of BYPASSES) {
      const diagnostics = diagnosticsOf(place(url));
      expect(
        diagnostics.map((d) => d.code),
        url,
      ).toContain('frontmatter-unsafe-link');
    }
  });
});
