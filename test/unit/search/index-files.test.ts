import { describe, expect, it } from 'vitest';
import { capText, collectSearchPages, createSearchSections } from '../../../src/search/documents.ts';
import { contextFileName, createSearchFiles } from '../../../src/search/index-files.ts';
import { parseManifest, parseShard } from '../../../src/client/search/engine/index-format.ts';
import type { FragmentFile, WordsShard } from '../../../src/shared/search-protocol.ts';
import { resolveSearchContext } from '../../../src/shared/search-protocol.ts';
import { render } from '../markdown/helpers.ts';
import { blogPost, CONTEXTS, createTestSite, docPage, plainPage } from './site-helpers.ts';

const NFC = `Every card carries an **NFC** chip.

## What NFC is

NFC stands for *Near Field Communication*.

### Range

About 1 to 4 cm.

#### Deeper

Folded into Range.

## Empty heading

## Code

\`\`\`js
readCard(nfc);
\`\`\`
`;

describe('section extraction', () => {
  it('makes one section for the intro and one per h2/h3; deeper headings fold in; code is kept', async () => {
    const sections = createSearchSections((await render(NFC)).sections);
    expect(sections).toEqual([
      { anchor: '', heading: '', text: 'Every card carries an NFC chip.' },
      { anchor: 'what-nfc-is', heading: 'What NFC is', text: 'NFC stands for Near Field Communication.' },
      { anchor: 'range', heading: 'Range', text: 'About 1 to 4 cm. Deeper Folded into Range.' },
      { anchor: 'empty-heading', heading: 'Empty heading', text: '' },
      { anchor: 'code', heading: 'Code', text: 'readCard(nfc);' },
    ]);
  });

  it('leaves out an empty intro', async () => {
    const sections = createSearchSections((await render('## Only\n\ntext')).sections);
    expect(sections.map((s) => s.anchor)).toEqual(['only']);
  });

  it('caps huge section text at a space, never inside a surrogate pair', () => {
    expect(capText(`${'a'.repeat(95)} ${'b'.repeat(10)}`, 100)).toBe('a'.repeat(95));
    expect(capText('abcd😀ef', 5)).toBe('abcd');
    expect(capText('x'.repeat(30), 10)).toHaveLength(10);
  });
});

describe('searchable pages', () => {
  it('indexes docs, pages and blog posts; mirror pages stay out', async () => {
    const site = createTestSite([
      await docPage('/docs/api/drawKnob', 'Paints the knob.', {
        title: 'drawKnob',
        description: 'Paints a knob',
        keywords: ['knob', 'canvas'],
      }),
      await docPage('/docs/api/drawKnob', 'Paints the knob.', { title: 'drawKnob' }, '/docs/api/drawKnob'),
      await plainPage('/markdown-page', '## Hello\n\nworld', { title: 'Markdown page' }),
      await blogPost('/blog/welcome', 'Welcome text', { title: 'Welcome' }),
      { kind: 'search', route: '/search' },
    ]);
    const pages = collectSearchPages(site);
    expect(pages.map((p) => [p.route, p.source, p.version, p.context])).toEqual([
      ['/docs/api/drawKnob', 'docs', 'current', 'API Reference'],
      ['/markdown-page', 'pages', '', ''],
      ['/blog/welcome', 'blog', '', ''],
    ]);
    expect(pages[0]).toMatchObject({
      title: 'drawKnob',
      description: 'Paints a knob',
      keywords: ['knob', 'canvas'],
      href: '/docs/api/drawKnob',
    });
    expect(pages[2]?.breadcrumb).toEqual(['Blog']);
  });

  it('leaves blog posts out when indexBlog is off', async () => {
    const site = createTestSite([await blogPost('/blog/welcome', 'Welcome')], [], { indexBlog: false });
    expect(collectSearchPages(site)).toEqual([]);
  });

  it('takes the breadcrumb from the sidebar categories', async () => {
    const route = '/docs/user-guide/ent-cards/nfc';
    const sidebar = [
      {
        type: 'category' as const,
        label: 'ENT Cards',
        route: undefined,
        generatedIndex: undefined,
        collapsible: true,
        collapsed: false,
        items: [{ type: 'doc' as const, docId: 'nfc', label: 'NFC', route }],
      },
    ];
    const site = createTestSite([await docPage(route, NFC, { title: 'NFC' })], sidebar);
    expect(collectSearchPages(site)[0]?.breadcrumb).toEqual(['ENT Cards']);
  });

  it('puts a route in the context with the longest matching path', () => {
    const contexts = [...CONTEXTS, { label: 'Knobs', path: '/docs/api/knobs' }];
    expect(resolveSearchContext('/docs/api/knobs/drawKnob', contexts)).toBe('Knobs');
    expect(resolveSearchContext('/docs/api', contexts)).toBe('API Reference');
    expect(resolveSearchContext('/docs/apix', contexts)).toBe('');
    expect(resolveSearchContext('/', contexts)).toBe('');
  });
});

describe('index files', () => {
  it('writes one chunked index per context and version, and a manifest under a fixed name listing its shards', async () => {
    const site = createTestSite([
      await docPage('/docs/user-guide/nfc', NFC, { title: 'NFC' }),
      await docPage('/docs/api/drawKnob', 'Paints the knob.', { title: 'drawKnob' }),
      await docPage('/docs/', 'Start here.', { title: 'Docs' }),
      await plainPage('/markdown-page', 'A page.', { title: 'Page' }),
    ]);
    const { files, manifestPath } = createSearchFiles(site);
    expect(manifestPath).toBe('assets/search/manifest.json');
    const manifest = parseManifest(files.find((f) => f.path === manifestPath)!.contents as string);
    expect(manifest.versions).toEqual([{ name: 'current', label: 'Next' }]);
    expect(manifest.indexes.map((i) => [i.context, i.version, i.tags, i.pages])).toEqual([
      ['User Guide', 'current', ['docs'], 1],
      ['API Reference', 'current', ['docs'], 1],
      ['', 'current', ['docs'], 1],
      ['', '', ['pages'], 1],
    ]);
    const named = new Map(files.map((f) => [f.path, f.contents as string]));
    // Small indexes: one file each, which every list of the parsed manifest names.
    for (const index of manifest.indexes) {
      expect(index.file).toMatch(/^[a-z0-9-]+\.i\.[0-9a-f]{10}\.json$/);
      for (const [, file] of [...index.words, ...index.postings, ...index.fragments])
        expect(file).toBe(index.file);
      expect(named.has(`assets/search/${index.file}`)).toBe(true);
    }
    expect(files).toHaveLength(1 + manifest.indexes.length);
    const userGuide = manifest.indexes[0]!;
    const fragment = JSON.parse(named.get(`assets/search/${userGuide.fragments[0]![1]}`)!) as FragmentFile;
    expect(fragment.pages[0]!.slice(0, 6)).toEqual([
      '/docs/user-guide/nfc',
      'NFC',
      [],
      '',
      [],
      'Every card carries an NFC chip.',
    ]);
    expect(fragment.pages[0]![6][0]).toEqual([
      'what-nfc-is',
      'What NFC is',
      'NFC stands for Near Field Communication.',
    ]);
    // The file holds the pages only; the worker computes the vocabulary from them.
    expect(Object.keys(fragment).sort()).toEqual(['pages', 'v']);
    const words = parseShard(userGuide.file!, named.get(`assets/search/${userGuide.file!}`)!) as WordsShard;
    expect(words.words).toContain('nfc');
    expect(words.words).toEqual([...words.words].sort());
  });

  it('is deterministic', async () => {
    const make = async () =>
      createSearchFiles(createTestSite([await docPage('/docs/api/x', 'text', { title: 'X' })]));
    expect((await make()).files).toEqual((await make()).files);
  });

  it('names files after the context label', () => {
    expect(contextFileName('API Reference')).toBe('api-reference');
    expect(contextFileName('')).toBe('default');
    expect(contextFileName('Übersicht')).toBe('ubersicht');
    expect(contextFileName('日本')).toBe('context');
  });
});
