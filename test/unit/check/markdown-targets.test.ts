// The "did you mean" that `docsgen check` adds to the markdown stage's broken `.md` links and missing images.
import { describe, expect, it } from 'vitest';
import { addSuggestions } from '../../../src/check/markdown-targets.ts';
import { createDiagnostic, type Diagnostic } from '../../../src/diagnostics/diagnostic.ts';
import type { LinkRef } from '../../../src/markdown/types.ts';
import type { Site } from '../../../src/model/site-types.ts';

const ref = (kind: LinkRef['kind'], raw: string, line: number, column: number): LinkRef => ({
  kind,
  raw,
  href: raw,
  line,
  column,
});
const source = (file: string, links: LinkRef[]) => ({
  entry: { source: { source: { file } } },
  markdown: { links },
});

const intro = 'content/docs/guide/intro.md';
const about = 'content/pages/about.md';
const post = 'content/blog/2024-01-01-hello.md';

const site = {
  config: { contentDir: 'content/' },
  docsById: new Map([
    ['guide/intro', source(intro, [ref('link', './setup.md', 3, 5), ref('image', '/img/logo.pn', 4, 1)])],
    ['guide/set-up', source('content/docs/guide/set-up.md', [])],
    ['api/thing', source('content/docs/api/thing.md', [])],
  ]),
  pages: [
    { kind: 'page', page: source(about, [ref('link', '../docs/api/thin.md#x', 7, 2)]) },
    { kind: 'doc' },
  ],
  posts: [source(post, [ref('link', '/docs/guide/intro.mdd', 9, 11)])],
  staticAssets: [{ relPath: 'img/logo.png' }, { relPath: 'img/other.svg' }],
} as unknown as Site;

const broken = (file: string, line: number, column: number, raw: string): Diagnostic =>
  createDiagnostic(
    'warning',
    'broken-markdown-link',
    file,
    `The link "${raw}" does not name a page; check the path relative to this file.`,
    line,
    column,
  );
const missingImage = (file: string, line: number, column: number): Diagnostic =>
  createDiagnostic(
    'warning',
    'missing-image',
    file,
    'The image /img/logo.pn is not in static/.',
    line,
    column,
  );

describe('addSuggestions', () => {
  it('suggests the closest markdown file, written relative to the linking file', () => {
    const out = addSuggestions(site, [
      broken(intro, 3, 5, './setup.md'),
      broken(about, 7, 2, '../docs/api/thin.md#x'),
      broken(post, 9, 11, '/docs/guide/intro.mdd'),
    ]);
    expect(out.map((d) => d.message)).toEqual([
      'The link "./setup.md" does not name a page; check the path relative to this file; did you mean ./set-up.md?',
      'The link "../docs/api/thin.md#x" does not name a page; check the path relative to this file; did you mean ../docs/api/thing.md?',
      'The link "/docs/guide/intro.mdd" does not name a page; check the path relative to this file; did you mean ../docs/guide/intro.md?',
    ]);
    expect(out.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      [intro, 3, 5, 'broken-markdown-link'],
      [about, 7, 2, 'broken-markdown-link'],
      [post, 9, 11, 'broken-markdown-link'],
    ]);
  });

  it('suggests the closest static file for a missing image', () => {
    expect(addSuggestions(site, [missingImage(intro, 4, 1)])[0]!.message).toBe(
      'The image /img/logo.pn is not in static/; did you mean /img/logo.png?',
    );
  });

  it('leaves a diagnostic alone without a matching link of its kind, a close target, or when it has a hint', () => {
    const alone = [
      // An image sits at 4:1, not a link.
      broken(intro, 4, 1, '/img/logo.pn'),
      // A link sits at 3:5, not an image.
      missingImage(intro, 3, 5),
      broken(intro, 30, 1, './setup.md'),
      broken('content/docs/unknown.md', 3, 5, './setup.md'),
      { ...broken(intro, 3, 5, './setup.md'), message: 'x; did you mean ./y.md?' },
      createDiagnostic('warning', 'broken-link', intro, 'link ./setup.md points to no page', 3, 5),
    ];
    expect(addSuggestions(site, alone)).toEqual(alone);
    const far = {
      ...site,
      docsById: new Map([['guide/intro', source(intro, [ref('link', './zzzzzzzz.md', 3, 5)])]]),
    };
    const unmatched = [broken(intro, 3, 5, './zzzzzzzz.md')];
    expect(addSuggestions(far as unknown as Site, unmatched)).toEqual(unmatched);
  });

  it('returns a new list, unchanged, when nothing needs a suggestion', () => {
    const list = [createDiagnostic('error', 'config-syntax', 'docsgen.config.ts', 'bad', 1, 1)];
    const out = addSuggestions(site, list);
    expect(out).toEqual(list);
  });
});
