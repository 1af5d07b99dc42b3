import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';
import { createMdxState, mayHoldMdx } from '../../../src/markdown/mdx/state.ts';

const mdx = (body: string) => render(body, { file: 'docs/page.mdx' });

describe('MDX: supported constructs', () => {
  it('renders Tabs and TabItem as an ARIA tablist, the default tab selected, markdown and fences inside', async () => {
    const result = await mdx(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '<Tabs>',
        '<TabItem value="npm" label="npm">',
        '',
        '```bash',
        'npm i widget => ok',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="yarn" label="Yarn" default>',
        '',
        'Run **yarn**.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<div class="tabs" data-tabs><div class="tabs-list" role="tablist">');
    expect(result.html).toContain(
      'id="mdx-tabs-1-1-tab" aria-controls="mdx-tabs-1-1" aria-selected="false" tabindex="-1">npm</button>',
    );
    expect(result.html).toContain('aria-selected="true" tabindex="0">Yarn</button>');
    expect(result.html).toMatch(
      /id="mdx-tabs-1-1" aria-labelledby="mdx-tabs-1-1-tab" tabindex="0" hidden><p class="tab-panel-label">npm<\/p>\n<div class="code-block" data-language="bash">/,
    );
    expect(result.html).toContain('<p>Run <strong>yarn</strong>.</p>');
  });

  it('closes a tab after a list even when its closing tag is indented into the last item', async () => {
    const result = await mdx(
      '<Tabs>\n  <TabItem value="a">\n\n- one\n- two\n\n  </TabItem>\n  <TabItem value="b">\n\nB\n\n  </TabItem>\n</Tabs>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toMatch(/two(<\/p>)?\n<\/li>\n<\/ul>\n<\/div>\n<div class="tab-panel"/);
    expect(result.html).not.toContain('</li>\n<p>B');
    expect(result.html.match(/<\/ul>/g)).toHaveLength(1);
    expect(result.html).toMatch(/<p>B<\/p>\n<\/div>\n<\/div>\n$/);
  });

  it('renders details with its summary as :::details does, and a default summary without one', async () => {
    const withSummary = await mdx('<details>\n<summary>More *here*</summary>\n\nBody.\n\n</details>');
    expect(withSummary.html).toBe(
      '<details class="details"><summary>More <em>here</em></summary><div class="details-content"><p>Body.</p>\n</div></details>\n',
    );
    const bare = await mdx('<details>\n\nBody.\n\n</details>');
    expect(bare.html).toContain('<summary>Details</summary><div class="details-content"><p>Body.</p>');
  });

  it('renders Admonition as :::tip does, on one line or around markdown blocks', async () => {
    const oneLine = await mdx('<Admonition type="tip" title="Hint">Use *this*.</Admonition>');
    expect(oneLine.html).toBe(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Hint</p><div class="admonition-content">Use <em>this</em>.</div></div>\n',
    );
    const block = await mdx('<Admonition type="danger">\n\n- one\n- two\n\n</Admonition>');
    expect(block.html).toContain('admonition-danger');
    expect(block.html).toContain('Danger</p><div class="admonition-content"><ul>');
  });

  it('highlights CodeBlock like a fence, with its title and line numbers', async () => {
    const result = await mdx(
      '<CodeBlock language="ts" title="a.ts" showLineNumbers>{`const a = 1;`}</CodeBlock>',
    );
    expect(result.html).toContain(
      '<div class="code-block has-line-numbers" data-language="ts"><div class="code-block-title">a.ts</div>',
    );
    expect(result.html).toContain('<span class="tok-keyword">const</span>');
  });

  it('drops {/* comments */} and resolves <Link to> like a markdown link', async () => {
    const result = await mdx(
      '{/* hidden note */}\n\nSee <Link to="/docs/intro">the intro</Link> {/* x */}now.',
    );
    expect(result.html).toBe('<p>See <a href="/base/docs/intro">the intro</a> now.</p>\n');
    expect(result.links).toEqual([
      { kind: 'link', raw: '/docs/intro', href: '/base/docs/intro', line: 3, column: 15 },
    ]);
  });

  it('leaves autolinks alone and accepts import lines of known components in .md pages', async () => {
    const autolink = await mdx('<https://example.org/x> and <me@example.org>');
    expect(autolink.diagnostics).toEqual([]);
    expect(autolink.html).toContain('<a href="mailto:me@example.org">me@example.org</a>');
    const md = await render("import Tabs from '@theme/Tabs';\n\nPlain text.");
    expect(md.diagnostics).toEqual([]);
    expect(md.html).toBe('<p>Plain text.</p>\n');
  });

  it('leaves .md pages without MDX untouched, and treats unknown capitalised tags there as before', async () => {
    const plain = await render('Returns `Promise<Group>` or Array<Item> here.');
    expect(plain.diagnostics).toEqual([]);
    expect(plain.html).toBe('<p>Returns <code>Promise&lt;Group&gt;</code> or Array&lt;Item&gt; here.</p>\n');
    const known = await render('<Admonition type="note">In a .md page.</Admonition>');
    expect(known.html).toContain('admonition-note');
  });
});

describe('MDX: refused constructs are errors at their position', () => {
  const cases: [string, string, number, number, RegExp][] = [
    [
      'unknown component',
      'Text\n\n<Chart data="x" />',
      3,
      1,
      /the component <Chart> is unknown: register .* markdown\.mdxComponents/,
    ],
    [
      'expression',
      'Value: {props.count} items.',
      1,
      8,
      /the JavaScript expression \{props\.count\} is not supported/,
    ],
    [
      'spread',
      '<Admonition {...props}>Hi</Admonition>',
      1,
      13,
      /a spread \("\.\.\."\) in <Admonition> is not supported/,
    ],
    [
      'variable prop',
      '<Admonition type={kind}>Hi</Admonition>',
      1,
      19,
      /the variable "kind" in the prop "type" of <Admonition> is not supported/,
    ],
    ['export', 'export function meta() { return 1; }', 1, 1, /"export" is not supported/],
    [
      'unknown import',
      "import Chart from './Chart';",
      1,
      8,
      /the import of Chart from "\.\/Chart" is not supported: register it/,
    ],
    [
      'tab outside tabs',
      '<TabItem value="a">\n\nx\n\n</TabItem>',
      1,
      1,
      /<TabItem> must sit directly inside <Tabs>/,
    ],
    ['unclosed element', '<Tabs>\n\ntext', 1, 1, /<Tabs> is never closed/],
    ['stray closing tag', 'text\n\n</Tabs>', 3, 1, /the closing tag <\/Tabs> matches no opening tag/],
    [
      'bad admonition type',
      '<Admonition type="nope">x</Admonition>',
      1,
      1,
      /is not a known type: use one of note, tip/,
    ],
  ];
  it.each(cases)('%s', async (_name, body, line, column, message) => {
    const result = await mdx(body);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'mdx-unsupported', file: 'docs/page.mdx', line, column });
    expect(errors[0]!.message).toMatch(message);
  });

  it('reads literal props only: arrays and objects of literals work as Tabs values', async () => {
    const result = await mdx(
      '<Tabs values={[{ label: "One", value: "a" }, { label: "Two", value: "b" }]} defaultValue="b">\n<TabItem value="a">\n\nA\n\n</TabItem>\n<TabItem value="b">\n\nB\n\n</TabItem>\n</Tabs>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('aria-selected="true" tabindex="0">Two</button>');
  });
});

describe("MDX: the site's own components", () => {
  const sources = [
    {
      name: 'Badge',
      file: '/site/components/Badge.js',
      code: "const { jsx } = require('react/jsx-runtime'); module.exports = { default: (p) => jsx('span', { className: 'badge', 'data-n': p.count, children: [p.text, ':', p.tags.join('+')] }) };",
    },
    {
      name: 'Box',
      file: '/site/components/Box.js',
      code: "const { jsx } = require('react/jsx-runtime'); module.exports = { default: (p) => jsx('section', { className: 'box', children: p.children }) };",
    },
    {
      name: 'Broken',
      file: '/site/components/Broken.js',
      code: "module.exports = { default: () => { throw new Error('no data'); } };",
    },
    {
      name: 'Bare',
      file: '/site/components/Bare.js',
      code: "const { jsx } = require('react/jsx-runtime'); module.exports = { default: () => jsx('hr', {}) };",
    },
  ];
  const site = (body: string) =>
    render(body, { file: 'docs/page.mdx' }, { mdxComponents: {}, mdxComponentSources: sources });

  it('renders a component with literal props, inline and around markdown blocks', async () => {
    const inline = await site('Tag: <Badge text="hot" count={3} tags={["a", "b"]} />.');
    expect(inline.diagnostics).toEqual([]);
    expect(inline.html).toBe('<p>Tag: <span class="badge" data-n="3">hot:a+b</span>.</p>\n');
    const block = await site('<Box>\n\n**Inside** the box.\n\n</Box>');
    expect(block.html).toBe('<section class="box"><p><strong>Inside</strong> the box.</p>\n</section>');
  });

  it('reports a component that throws, and one that drops its children', async () => {
    const broken = await site('Intro.\n\n<Broken />');
    expect(broken.diagnostics).toMatchObject([
      { severity: 'error', code: 'mdx-component-failed', line: 3, column: 1 },
    ]);
    expect(broken.diagnostics[0]!.message).toContain('<Broken> threw while rendering: no data');
    const bare = await site('<Bare>\n\nText.\n\n</Bare>');
    expect(bare.diagnostics).toMatchObject([{ severity: 'warning', code: 'mdx-children-dropped', line: 1 }]);
  });
});

describe('MDX pre-check', () => {
  it('gives a page without MDX no MDX state, so its rules do nothing', () => {
    expect(mayHoldMdx('Plain text with a < b, <em>html</em>, {braces} and `Array<T>`... no: Array<T>')).toBe(
      true,
    );
    expect(mayHoldMdx('Plain text with a < b, <em>html</em> and {braces}.\n\nWe import data.')).toBe(false);
    expect(mayHoldMdx('Text\n\n</Tabs>')).toBe(true);
    expect(mayHoldMdx('x {/* note */}')).toBe(true);
    expect(mayHoldMdx("intro\nimport A from 'a';")).toBe(true);
    expect(createMdxState('docs/a.md', 'Just *markdown*.', new Map(), false)).toBeUndefined();
    expect(createMdxState('docs/a.mdx', 'Just *markdown*.', new Map(), false)?.isMdxFile).toBe(true);
  });
});
