// The fuzz suite (issue: hostile input, round two): generated markdown, MDX and front matter, nested, long, repeated
// and mixed, with executable URLs hidden in every place a URL goes. For each generated file: the render ends (no
// crash, whatever the input), in time bounded by its size, and no executable URL reaches the HTML. CI runs a short
// version; `npm run fuzz` runs it long (FUZZ_RUNS, default 2,000 a property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/content/frontmatter.ts';
import type { SourceFile } from '../../src/content/types.ts';
import { render } from '../unit/markdown/helpers.ts';

const RUNS = Number(process.env['FUZZ_RUNS']) || 40;
// A bound on the work per input, not a speed goal: a super-linear construct takes seconds past it, linear work
// milliseconds. Generous for a loaded two-core machine.
const BASE_MS = 1500;
const MS_PER_KB = 60;
const MARK = 'fuzzpwn';

const hiddenScheme = fc.constantFrom(
  'javascript:',
  'JaVaScRiPt:',
  'java&#x09;script:',
  '&#106;avascript:',
  'javascript&colon;',
  '%6Aavascript:',
  'java%0Ascript:',
  'vbscript:',
  'data:text/html,',
  'java\u200bscript:',
);
const evilUrl = hiddenScheme.map((scheme) => `${scheme}${MARK}(1)`);
const safeUrl = fc.constantFrom(
  'https://example.com/a',
  '/docs/x',
  './b.md',
  '#part',
  '//cdn.example.com/i.png',
);
const url = fc.oneof(evilUrl, safeUrl);
const word = fc.constantFrom(
  'alpha',
  'beta',
  'gamma',
  'x',
  '**bold**',
  '`code`',
  '$x^2$',
  '<',
  '{',
  '}',
  '*',
  '_',
  '\\',
);

const inline: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    word,
    url.map((u) => `[l](${u.replace(/ /g, '%20')})`),
    url.map((u) => `![i](${u.replace(/ /g, '%20')})`),
    url.map((u) => `<Link to="${u}">go</Link>`),
    fc.tuple(tie('inline'), tie('inline')).map(([a, b]) => `${a} ${b}`),
    tie('inline').map((a) => `<Details>${a}</Details>`),
    tie('inline').map((a) => `*${a}*`),
    fc
      .tuple(fc.integer({ min: 1, max: 300 }), word)
      .map(([n, w]) => `${'<Details>'.repeat(n)}${w}${'</Details>'.repeat(n)}`),
  ),
})).inline;

const block = fc.oneof(
  inline,
  inline.map((a) => `# ${a}`),
  inline.map((a) => `> ${a}`),
  fc.tuple(fc.integer({ min: 1, max: 400 }), inline).map(([n, a]) => `${'- '.repeat(n)}${a}`),
  fc.tuple(fc.integer({ min: 1, max: 400 }), inline).map(([n, a]) => `${'>'.repeat(n)} ${a}`),
  inline.map((a) => `:::note\n${a}\n:::`),
  inline.map((a) => `<Details>\n\n${a}\n\n</Details>`),
  url.map((u) => `[ref]: ${u.replace(/ /g, '%20')}\n\n[ref]`),
  fc
    .tuple(fc.integer({ min: 1, max: 3000 }), word)
    .map(([n, w]) => Array(n).fill(`[${w}](#nowhere)`).join(' ')),
  fc.integer({ min: 1, max: 200 }).map((n) => `$$\n${'{'.repeat(n)}x${'}'.repeat(n)}\n$$`),
  fc.string({ maxLength: 2000 }),
);
const document = fc.array(block, { minLength: 1, maxLength: 12 }).map((blocks) => blocks.join('\n\n'));

/** Every attribute value of every tag in `html`: double-quoted, single-quoted or bare. */
function attributeValues(html: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(/<[A-Za-z][^>]*>/g)) {
    for (const m of tag.matchAll(/\s[^\s=>"'/]+\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      values.push(m[1] ?? m[2] ?? m[3] ?? '');
    }
  }
  return values;
}

/** Renders `body` and checks the three promises; resolves to nothing, or throws with what broke. */
async function checkRender(body: string, file: string): Promise<void> {
  const started = performance.now();
  const result = await render(body, { file }, { html: file.endsWith('.html.md') });
  const ms = performance.now() - started;
  expect(ms, `render took ${ms.toFixed(0)} ms for ${body.length} characters`).toBeLessThan(
    BASE_MS + (MS_PER_KB * body.length) / 1024,
  );
  // The payload may show as text (a refused link keeps its text; raw HTML shows what it holds), never in an attribute.
  expect(attributeValues(result.html).filter((value) => value.includes(MARK))).toEqual([]);
}

describe('fuzz: markdown and MDX', () => {
  it('renders generated .md and .mdx in bounded time with no executable URL in the HTML', async () => {
    await fc.assert(
      fc.asyncProperty(document, fc.constantFrom('docs/f.md', 'docs/f.mdx', 'docs/f.html.md'), (body, file) =>
        checkRender(body, file),
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});

describe('fuzz: front matter', () => {
  const source: SourceFile = {
    kind: 'doc',
    relPath: 'f.md',
    file: 'content/docs/f.md',
    absPath: '/nowhere/f.md',
  };
  const key = fc.constantFrom(
    'title',
    'image',
    'custom_edit_url',
    'slug',
    'id',
    'tags',
    'authors',
    'hero',
    'x',
  );
  const value: fc.Arbitrary<string> = fc.oneof(
    url.map((u) => JSON.stringify(u)),
    fc.string({ maxLength: 200 }).map((s) => JSON.stringify(s)),
    fc.integer({ min: 1, max: 500 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.integer({ min: 1, max: 500 }).map((n) => `${'{ a: '.repeat(n)}1${' }'.repeat(n)}`),
    url.map((u) => `\n  action: { label: Go, to: ${JSON.stringify(u)} }`),
    url.map((u) => `\n  - { name: A, url: ${JSON.stringify(u)} }`),
  );
  const yaml = fc
    .array(fc.tuple(key, value), { maxLength: 10 })
    .map((pairs) => pairs.map(([k, v]) => `${k}: ${v}`).join('\n'));

  it('parses generated front matter without a crash, and never keeps an executable URL', () => {
    fc.assert(
      fc.property(yaml, (text) => {
        const { parsed } = parseSource(source, `---\n${text}\n---\nbody\n`);
        const kept = (parsed?.frontMatter ?? {}) as Record<string, unknown>;
        // The keys that become URLs of the page; text keys (a title) may say anything.
        // (A plain string in `authors` is a key of the authors file, not a URL.)
        const inlineAuthors = ((kept['authors'] as unknown[] | undefined) ?? []).filter(
          (a) => typeof a !== 'string',
        );
        // (A slug is a path under the site's own route, never a scheme: it may hold any text.)
        for (const urlKey of ['image', 'custom_edit_url', 'hero', 'inlineAuthors']) {
          expect(JSON.stringify(kept[urlKey] ?? ''), urlKey).not.toContain(MARK);
        }
        expect(JSON.stringify(inlineAuthors)).not.toContain(MARK);
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
