// MDX partials, imported files and the values MDX text may name, on a site whose files are held in memory: what
// renders, and the diagnostic of each bad import at its file:line:col.
import { describe, expect, it } from 'vitest';
import type { MarkdownContext, RenderedMarkdown } from '../../../src/markdown/types.ts';
import { render } from './helpers.ts';

const ROOTS = { rootDir: '/site', contentDir: '/site', staticDir: '/site/static', docsDir: '/site/docs' };

const FILES: Record<string, string> = {
  '/site/docs/_tide.md': '## High water\n\nThe tide turns at {props.hour}. See [the chart](./b.md).\n',
  '/site/docs/notes/_berth.mdx':
    "import Rope from './_rope.md';\n\nBerth {props.number} is [beside us](../b.md).\n\n![logo](../img/logo.png)\n\n<Rope />\n",
  '/site/docs/notes/_rope.md': '### Mooring lines\n\nTwo lines, fore and aft.\n',
  '/site/docs/_self.md': "Before.\n\nimport Self from './_self.md';\n\n<Self />\n",
  '/site/docs/_ping.md': "import Pong from './_pong.md';\n\n<Pong />\n",
  '/site/docs/_pong.md': "import Ping from './_ping.md';\n\n<Ping />\n",
  '/site/docs/_fm.md': '---\nvessel: Heron\n---\n\nAboard the {frontMatter.vessel}.\n',
};

const IMAGES: Record<string, { src: string; width?: number; height?: number }> = {
  './img/logo.png': { src: '/assets/files/logo.abc123.png', width: 120, height: 40 },
  '/img/plain.svg': { src: '/img/plain.svg' },
};

function page(
  body: string,
  file = 'docs/page.mdx',
  overrides: Partial<MarkdownContext> = {},
): Promise<RenderedMarkdown> {
  return render(
    body,
    {
      file,
      readFile: (abs) => FILES[abs],
      resolveImage: (src) => IMAGES[src],
      frontMatter: () => ({ title: 'Harbour log', crew: 4 }),
      ...overrides,
    },
    { mdxRoots: ROOTS },
  );
}

const problems = (result: RenderedMarkdown): string[] =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`);

describe('MDX partials', () => {
  it.each(['docs/page.mdx', 'docs/page.md'])('render in place with their props, in %s', async (file) => {
    const result = await page(
      'import Tide from \'./_tide.md\';\n\n## Morning\n\n<Tide hour="six" />\n\n## Evening\n',
      file,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<p>The tide turns at six. See <a href="/docs/b">the chart</a>.</p>');
    expect(result.html.indexOf('Morning')).toBeLessThan(result.html.indexOf('High water'));
    expect(result.html.indexOf('High water')).toBeLessThan(result.html.indexOf('Evening'));
    expect(result.headings.map((h) => h.id)).toEqual(['morning', 'high-water', 'evening']);
    // The partial's text is the page's for search, under its own heading.
    expect(result.sections.map((s) => [s.id, s.text])).toEqual([
      ['morning', ''],
      ['high-water', 'The tide turns at six. See the chart.'],
      ['evening', ''],
    ]);
  });

  it("read links, images and their own partials from their folder, and report the page's links at the use", async () => {
    const result = await page("import Berth from './notes/_berth.mdx';\n\nText.\n\n<Berth number={7} />\n");
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<p>Berth 7 is <a href="/docs/b">beside us</a>.</p>');
    expect(result.html).toContain(
      '<img src="/assets/files/logo.abc123.png" alt="logo" width="120" height="40"',
    );
    expect(result.html).toContain('<h3 id="mooring-lines">');
    expect(result.links.map((l) => [l.raw, l.href, l.line, l.column])).toEqual([
      ['../b.md', '/docs/b', 5, 1],
      ['../img/logo.png', '/assets/files/logo.abc123.png', 5, 1],
    ]);
  });

  it('give their headings ids no heading of the page has, and keep a leading heading as a heading', async () => {
    const result = await page('import Tide from \'./_tide.md\';\n\n## High water\n\n<Tide hour="ten" />\n');
    expect(result.headings.map((h) => h.id)).toEqual(['high-water', 'high-water-1']);
    expect(result.title).toBeUndefined();
  });

  it('read their own front matter as frontMatter', async () => {
    const result = await page("import Fm from './_fm.md';\n\n<Fm />\n");
    expect(result.html).toContain('<p>Aboard the Heron.</p>');
  });

  it('used twice render twice, each with its props', async () => {
    const result = await page(
      'import Tide from \'./_tide.md\';\n\n<Tide hour="six" />\n\n<Tide hour="noon" />\n',
    );
    expect(result.html).toContain('turns at six');
    expect(result.html).toContain('turns at noon');
    expect(result.headings.map((h) => h.id)).toEqual(['high-water', 'high-water-1']);
  });
});

describe('bad partials', () => {
  it('a partial that imports itself is an error at its import, and renders what it can', async () => {
    const result = await page("import Self from './_self.md';\n\n<Self />\n");
    expect(problems(result)).toEqual(['docs/_self.md:3:19 error mdx-unsupported']);
    expect(result.diagnostics[0]!.message).toContain('docs/_self.md imports itself');
    expect(result.html).toContain('<p>Before.</p>');
  });

  it('a cycle of partials is an error at the import that closes it, naming the cycle', async () => {
    const result = await page("import Ping from './_ping.md';\n\n<Ping />\n");
    expect(problems(result)).toEqual(['docs/_pong.md:1:19 error mdx-unsupported']);
    expect(result.diagnostics[0]!.message).toContain('docs/_ping.md → docs/_pong.md → docs/_ping.md');
  });

  it('a page that imports itself is a cycle too', async () => {
    const result = await page("import Me from './page.mdx';\n\n<Me />\n", 'docs/page.mdx', {
      readFile: () => "import Me from './page.mdx';\n",
    });
    expect(problems(result)).toEqual(['docs/page.mdx:1:17 error mdx-unsupported']);
  });

  it('a missing partial is an error at its path, and its uses render nothing more', async () => {
    const result = await page("Text.\n\nimport Gone from './_gone.mdx';\n\n<Gone />\n");
    expect(problems(result)).toEqual(['docs/page.mdx:3:19 error mdx-unsupported']);
    expect(result.diagnostics[0]!.message).toContain('"./_gone.mdx" was not found (no file docs/_gone.mdx)');
  });

  it('a partial outside the site folder is refused', async () => {
    const result = await page("import Far from '../../elsewhere/_far.md';\n");
    expect(result.diagnostics[0]!.message).toContain("outside the site's folder");
  });
});

describe('imported files', () => {
  it('an imported image is its URL, with its size on <img>', async () => {
    const result = await page(
      'import logo from \'./img/logo.png\';\nimport plain from \'@site/static/img/plain.svg\';\n\n<img src={logo} alt="Logo" />\n\n<img src={plain} alt="Plain" />\n',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<img src="/assets/files/logo.abc123.png" alt="Logo" width="120" height="40"/>',
    );
    expect(result.html).toContain('<img src="/img/plain.svg" alt="Plain"/>');
    expect(result.links.map((l) => [l.raw, l.href, l.line])).toEqual([
      ['./img/logo.png', '/assets/files/logo.abc123.png', 1],
      ['@site/static/img/plain.svg', '/img/plain.svg', 2],
    ]);
  });

  it("require('…').default in a prop is the file's URL; IdealImage is its <img>", async () => {
    const result = await page(
      "import IdealImage from '@theme/IdealImage';\n\n<img src={require('./img/logo.png').default} alt=\"A\" />\n\n<IdealImage img={require('./img/logo.png')} alt=\"B\" />\n",
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<img src="/assets/files/logo.abc123.png" alt="A" width="120" height="40"/>',
    );
    expect(result.html).toContain(
      '<img alt="B" src="/assets/files/logo.abc123.png" width="120" height="40"/>',
    );
  });

  it('a missing image is an error at its path, in an import or a require', async () => {
    const result = await page(
      "import gone from './img/gone.png';\n\n<img src={require('./img/lost.png').default} alt=\"x\" />\n",
    );
    expect(problems(result)).toEqual([
      'docs/page.mdx:1:19 error mdx-unsupported',
      'docs/page.mdx:3:20 error mdx-unsupported',
    ]);
    expect(result.diagnostics[0]!.message).toContain(
      '"./img/gone.png" was not found (no file docs/img/gone.png)',
    );
  });
});

describe('values MDX text may name', () => {
  it('{frontMatter.key} in text and props, {literals} too; a missing key is a warning', async () => {
    const result = await page(
      "# {frontMatter.title}\n\nA crew of {frontMatter.crew}{' '}sailors. <span title={frontMatter.title}>Log</span>\n\nNo {frontMatter.ship} here.\n",
    );
    expect(result.title).toBe('Harbour log');
    expect(result.html).toContain('<p>A crew of 4 sailors. <span title="Harbour log">Log</span></p>');
    expect(problems(result)).toEqual(['docs/page.mdx:5:4 warning mdx-undefined']);
    expect(result.diagnostics[0]!.message).toContain('frontMatter.ship has no value here');
  });

  it('in .md, {frontMatter.key} is read; other braces, and HTML, stay what they were', async () => {
    const result = await page('Crew: {frontMatter.crew}, {not this}.\n\n<b>bold</b>\n', 'docs/page.md');
    expect(result.html).toContain('<p>Crew: 4, {not this}.</p>');
    const plain = await page('Crew: 4, {not this}.\n\n<b>bold</b>\n', 'docs/page.md');
    expect(result.html).toBe(plain.html);
  });

  it('an expression that names an object is an error: text cannot show it', async () => {
    const result = await page('Here: {frontMatter}.\n');
    expect(problems(result)).toEqual(['docs/page.mdx:1:7 error mdx-unsupported']);
  });
});

describe('DocCardList', () => {
  it('leaves the mark the render stage fills with the cards of its sidebar category', async () => {
    const result = await page(
      "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n<DocCardList />\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n",
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html.split('<docsgen-doc-card-list></docsgen-doc-card-list>')).toHaveLength(3);
  });

  it('refuses other items', async () => {
    const result = await page(
      "import DocCardList from '@theme/DocCardList';\n\n<DocCardList items={[]} />\n",
    );
    expect(problems(result)).toEqual(['docs/page.mdx:3:1 error mdx-unsupported']);
  });
});

describe('toc for a component of the site', () => {
  const sources = [
    {
      name: 'Contents',
      file: '/site/src/components/Contents.js',
      code:
        "const { createElement: h } = require('react');\n" +
        "exports.default = (props) => h('ol', null, props.toc.map((t) => h('li', { key: t.id }, `${t.id}:${t.level}:${t.value}`)));\n",
    },
  ];

  it('is the page’s headings (its partials’ too) as Docusaurus gives them: { value, id, level }', async () => {
    const result = await render(
      'import Tide from \'./_tide.md\';\n\n<Contents toc={toc} />\n\n## A & B\n\n<Tide hour="one" />\n\n<Contents toc={toc.slice(1)} />\n',
      { file: 'docs/page.mdx', readFile: (abs) => FILES[abs] },
      { mdxRoots: ROOTS, mdxComponents: {}, mdxComponentSources: sources },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<ol><li>a--b:2:A &amp;amp; B</li><li>high-water:2:High water</li></ol>');
    expect(result.html).toContain('<ol><li>high-water:2:High water</li></ol>');
  });
});
