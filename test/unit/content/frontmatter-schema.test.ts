import { describe, expect, it } from 'vitest';
import { isValidDateText } from '../../../src/content/frontmatter-rules.ts';
import { parseSource } from '../../../src/content/frontmatter.ts';
import type { FrontMatter, SourceFile } from '../../../src/content/types.ts';

const source: SourceFile = {
  kind: 'page',
  relPath: 'p.md',
  file: 'content/pages/p.md',
  absPath: '/nowhere/p.md',
};

function parse(yaml: string) {
  const { parsed, diagnostics } = parseSource(source, `---\n${yaml}\n---\nbody\n`);
  return { frontMatter: parsed?.frontMatter, diagnostics };
}

describe('front matter keys: accepted values', () => {
  it('reads every known key', () => {
    const yaml = [
      'id: intro',
      'title: Introduction',
      'sidebar_label: Intro',
      'sidebar_position: 1.5',
      'slug: /guide/intro',
      'description: What this is',
      'keywords: [players, cards]',
      'image: img/social.png',
      'tags: audio',
      'hide_table_of_contents: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'draft: false',
      'custom_edit_url: null',
      'pagination_prev: null',
      'pagination_next: guide/setup',
      'authors: maar',
      'date: 2024-01-02',
      'layout: home',
      'api_kind: Global',
      'hero:',
      '  title: Maar World',
      '  tagline: Comprehensive Documentation',
      '  action: { label: Visit, to: "https://maar.world/" }',
      'features:',
      '  - title: User Guide',
      '    text: Learn the players.',
      '    icon: img/play.svg',
      '    action: { label: Read, to: /docs/user-guide }',
    ].join('\n');
    const { frontMatter, diagnostics } = parse(yaml);
    expect(diagnostics).toEqual([]);
    expect(frontMatter).toEqual<FrontMatter>({
      id: 'intro',
      title: 'Introduction',
      sidebar_label: 'Intro',
      sidebar_position: 1.5,
      slug: '/guide/intro',
      description: 'What this is',
      keywords: ['players', 'cards'],
      image: 'img/social.png',
      tags: ['audio'],
      hide_table_of_contents: true,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      draft: false,
      custom_edit_url: null,
      pagination_prev: null,
      pagination_next: 'guide/setup',
      authors: ['maar'],
      date: '2024-01-02',
      layout: 'home',
      api_kind: 'Global',
      hero: {
        title: 'Maar World',
        tagline: 'Comprehensive Documentation',
        action: { label: 'Visit', to: 'https://maar.world/' },
      },
      features: [
        {
          title: 'User Guide',
          text: 'Learn the players.',
          icon: 'img/play.svg',
          action: { label: 'Read', to: '/docs/user-guide' },
        },
      ],
    });
  });

  it("reads a VitePress home page's hero and features as docsgen's own keys", () => {
    const yaml = [
      'layout: home',
      'hero:',
      '  name: Lantern',
      '  text: Logs you can read',
      '  tagline: From one small command.',
      '  image: { src: /logo.svg, alt: Lantern }',
      '  actions:',
      '    - { theme: alt, text: Why, link: /guide/why }',
      '    - { theme: brand, text: Get started, link: /guide/start }',
      'features:',
      '  - { title: Follows, details: Many files at once., link: /guide/follow, linkText: Read more }',
      '  - { title: Filters, details: As you type., link: /guide/filter }',
    ].join('\n');
    const { frontMatter, diagnostics } = parse(yaml);
    expect(diagnostics).toEqual([]);
    expect(frontMatter).toEqual({
      layout: 'home',
      // The big name is the title; the line under it and the tagline are the tagline; the brand action is the action.
      hero: {
        title: 'Lantern',
        tagline: 'Logs you can read — From one small command.',
        action: { label: 'Get started', to: '/guide/start' },
        // Every action, in the order written, for the hero's row of buttons.
        actions: [
          { label: 'Why', to: '/guide/why', variant: 'secondary', icon: undefined },
          { label: 'Get started', to: '/guide/start', variant: 'primary', icon: undefined },
        ],
        // The hero's image, shown beside its words.
        image: { src: '/logo.svg', alt: 'Lantern' },
      },
      features: [
        {
          title: 'Follows',
          text: 'Many files at once.',
          action: { label: 'Read more', to: '/guide/follow' },
        },
        { title: 'Filters', text: 'As you type.', action: { label: '/guide/filter', to: '/guide/filter' } },
      ],
    });
    // An unsafe VitePress link is refused as docsgen's own is.
    expect(parse('hero:\n  actions:\n    - { text: Go, link: "javascript:x" }').diagnostics).toHaveLength(1);
  });

  it.each([
    ['title: "123"', { title: '123' }],
    ["title: '1.10'", { title: '1.10' }],
    ['title: 2024-01-02', { title: '2024-01-02' }],
    ['title: yes', { title: 'yes' }],
    ['keywords: a, b', { keywords: ['a, b'] }],
    ['authors: [a, b]', { authors: ['a', 'b'] }],
    ['date: 2024-01-02T23:30:00-05:00', { date: '2024-01-02T23:30:00-05:00' }],
    ['date: 2024-12-31', { date: '2024-12-31' }],
    [
      'custom_edit_url: https://github.com/x/edit/main/a.md',
      { custom_edit_url: 'https://github.com/x/edit/main/a.md' },
    ],
    ['slug: Terms&Conditions', { slug: 'Terms&Conditions' }],
    ['sidebar_position: 0', { sidebar_position: 0 }],
    ['sidebar_position: -1', { sidebar_position: -1 }],
  ])('%s', (yaml, expected) => {
    const { frontMatter, diagnostics } = parse(yaml);
    expect(diagnostics).toEqual([]);
    expect(frontMatter).toEqual(expected);
  });

  it('keeps dates as written, whatever the time zone', () => {
    const previous = process.env['TZ'];
    process.env['TZ'] = 'America/Los_Angeles';
    try {
      expect(parse('date: 2024-01-01').frontMatter).toEqual({ date: '2024-01-01' });
    } finally {
      if (previous === undefined) delete process.env['TZ'];
      else process.env['TZ'] = previous;
    }
  });
});

describe('front matter keys: rejected values', () => {
  it.each([
    ['title: 123', 'title must be text, not the number 123; quote it: title: "123"'],
    ['title: 1.10', 'title must be text, not the number 1.1; quote it: title: "1.10"'],
    ['title: true', 'title must be text, not the boolean true; quote it: title: "true"'],
    ['title:', 'title is empty; write text or remove the key'],
    ['title: "  "', 'title is empty; write text or remove the key'],
    ['title: [a]', 'title must be text, not a list'],
    ['description: 3.0', 'description must be text, not the number 3; quote it: description: "3.0"'],
    [
      'keywords: [a, 1.10]',
      'keywords must be text or a list of text, but item 2 is the number 1.1; put it in quotes as written',
    ],
    [
      'tags: [true]',
      'tags must be text, or a list of text or { label, permalink }, but item 1 is the boolean true; put it in quotes as written',
    ],
    ['sidebar_position: "3"', 'sidebar_position must be a number, not the text "3"'],
    ['draft: yes', 'draft must be true or false, not the text "yes"'],
    ['hide_table_of_contents: 1', 'hide_table_of_contents must be true or false, not the number 1'],
    [
      'toc_max_heading_level: 7',
      'toc_max_heading_level must be a whole number from 2 to 6, not the number 7',
    ],
    [
      'toc_min_heading_level: 1',
      'toc_min_heading_level must be a whole number from 2 to 6, not the number 1',
    ],
    [
      'toc_min_heading_level: 2.5',
      'toc_min_heading_level must be a whole number from 2 to 6, not the number 2.5',
    ],
    [
      'date: 2024-02-30',
      `date is not a real date (the text "2024-02-30"); write a date as YYYY-MM-DD (or an ISO date-time such as 2024-01-02T10:00:00Z), or { created, updated } as MkDocs writes it`,
    ],
    [
      'date: 2024',
      'date must be a date as YYYY-MM-DD (or an ISO date-time such as 2024-01-02T10:00:00Z), or { created, updated } as MkDocs writes it, not the number 2024; quote it: date: "2024"',
    ],
    ['layout: Home', 'layout must be "default" or "home", not the text "Home"'],
    [
      'api_kind: Function',
      'api_kind must be one of Namespace, Constant, Typedef, Global, External, not the text "Function"',
    ],
    [
      'pagination_next: 5',
      'pagination_next must be a doc id, or null to hide the next link, not the number 5; quote it: pagination_next: "5"',
    ],
    ['features:\n  - title: A', 'features[0] needs text (or details)'],
    ['hero:\n  title: A\n  subtitle: B', 'hero has unknown key(s) subtitle; remove them'],
    [
      'hero: yes',
      'hero must be a mapping with title, tagline and action: { label, to } (or VitePress\' name, text, actions), not the text "yes"',
    ],
  ])('%s', (yaml, message) => {
    const { frontMatter, diagnostics } = parse(yaml);
    expect(diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['error', 'frontmatter-invalid', message],
    ]);
    expect(frontMatter).toEqual({});
  });

  it('names the file line of the bad key and keeps the good keys', () => {
    const { frontMatter, diagnostics } = parse(
      'title: Fine\ndescription: ok\nsidebar_position: high\ntags: [x]',
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: source.file, line: 4, code: 'frontmatter-invalid' });
    expect(frontMatter).toEqual({ title: 'Fine', description: 'ok', tags: ['x'] });
  });

  it('rejects toc_min_heading_level greater than toc_max_heading_level', () => {
    const { frontMatter, diagnostics } = parse('toc_max_heading_level: 3\ntoc_min_heading_level: 4');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'frontmatter-invalid', line: 3 });
    expect(diagnostics[0]!.message).toContain(
      'toc_min_heading_level (4) is greater than toc_max_heading_level (3)',
    );
    expect(frontMatter).toEqual({});
  });

  it.each([
    ['custom_edit_url: "javascript:alert(1)"', 'custom_edit_url'],
    ['image: "data:text/html,<script>alert(1)</script>"', 'image'],
    ['hero:\n  action: { label: Go, to: "javascript:alert(1)" }', 'hero.action.to'],
    [
      'features:\n  - { title: A, text: B, action: { label: Go, to: "JaVaScRiPt:x" } }',
      'features[0].action.to',
    ],
  ])('%s is an unsafe link', (yaml, where) => {
    const { diagnostics } = parse(`layout: home\n${yaml}`);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'frontmatter-unsafe-link' });
    expect(diagnostics[0]!.message).toContain(where);
    expect(diagnostics[0]!.message).toMatch(/scheme/);
  });
});

describe('front matter keys: slug and id', () => {
  it.each([
    'slug: ../../etc',
    'slug: /docs/../../x',
    'slug: a/..',
    'slug: "%2e%2e/x"',
    'slug: "%2E%2E/x"',
    'slug: "a\\\\b"',
    'slug: "a\\0b"',
    'slug: "a\\u0007b"',
    'slug: ""',
    'slug: "   "',
    'slug: //evil.example',
    'slug:',
  ])('%s → frontmatter-unsafe-slug', (yaml) => {
    const { frontMatter, diagnostics } = parse(`title: T\n${yaml}`);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.severity).toBe('error');
    expect(diagnostics[0]!.code).toBe('frontmatter-unsafe-slug');
    expect(diagnostics[0]!.line).toBe(3);
    expect(frontMatter).toEqual({ title: 'T' });
  });

  it('an unsafe slug gets its own code', () => {
    const { diagnostics } = parse('slug: ../x');
    expect(diagnostics[0]).toMatchObject({ code: 'frontmatter-unsafe-slug', line: 2 });
    expect(diagnostics[0]!.message).toContain('".." segment');
  });

  it.each(['slug: /x', 'slug: x/y', 'slug: /'])('%s is allowed', (yaml) => {
    expect(parse(yaml).diagnostics).toEqual([]);
  });

  it.each(['id: a/b', 'id: ..', 'id: "a\\\\b"'])('%s → frontmatter-unsafe-id', (yaml) => {
    const { diagnostics } = parse(yaml);
    expect(diagnostics.map((d) => d.code)).toEqual(['frontmatter-unsafe-id']);
  });
});

describe('front matter keys: unknown keys and prototype pollution', () => {
  it('warns about a near miss of a known key and keeps any other key for components, without a word', () => {
    const { frontMatter, diagnostics } = parse(
      'title: T\nsidebar_postion: 2\nversion: 1.10\ncover: /img/x.jpg',
    );
    expect(frontMatter).toEqual({ title: 'T', custom: { version: 1.1, cover: '/img/x.jpg' } });
    expect(diagnostics.map((d) => [d.severity, d.code, d.line, d.message])).toEqual([
      [
        'warning',
        'frontmatter-unknown-key',
        3,
        'unknown front matter key "sidebar_postion" is ignored; did you mean sidebar_position?',
      ],
    ]);
  });

  it('allows one edit only in a short key: "tag" is a near miss of tags, "lang" is the site\'s own', () => {
    const { frontMatter, diagnostics } = parse('tag: x\nlang: fr');
    expect(frontMatter).toEqual({ custom: { lang: 'fr' } });
    expect(diagnostics.map((d) => d.message)).toEqual([
      'unknown front matter key "tag" is ignored; did you mean tags?',
    ]);
  });

  it('counts two swapped neighbours as one edit when it suggests a key', () => {
    const { diagnostics } = parse('title: T\nsidbear_psoition: 2');
    expect(diagnostics.map((d) => d.message)).toEqual([
      'unknown front matter key "sidbear_psoition" is ignored; did you mean sidebar_position?',
    ]);
  });

  it.each([
    ['__proto__:\n  polluted: yes', '__proto__'],
    ['constructor:\n  prototype:\n    polluted: yes', 'constructor'],
    ['toString: x', 'toString'],
    ['hasOwnProperty: x', 'hasOwnProperty'],
  ])('%s does not pollute prototypes', (yaml, key) => {
    const { frontMatter, diagnostics } = parse(`title: T\n${yaml}`);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(frontMatter)).toBe(Object.prototype);
    expect(Object.keys(frontMatter!)).toEqual(['title']);
    expect(diagnostics.map((d) => [d.code, d.message.includes(`"${key}"`)])).toEqual([
      ['frontmatter-unknown-key', true],
    ]);
  });

  it('warns when hero or features are given without layout: home', () => {
    const { frontMatter, diagnostics } = parse('hero:\n  title: A');
    expect(frontMatter).toEqual({ hero: { title: 'A' } });
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'frontmatter-layout']]);
  });
});

describe('isValidDateText', () => {
  it.each([
    ['2024-01-02', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-2', false],
    ['2024-01-02T10:00:00Z', true],
    ['2024-01-02T10:00Z', true],
    ['2024-01-02 10:00:00.123+02:00', true],
    ['2024-01-02T24:00:00Z', false],
    ['2024-01-02T10:61:00Z', false],
    ['02/01/2024', false],
    ['', false],
  ])('%s → %s', (text, valid) => {
    expect(isValidDateText(text)).toBe(valid);
  });
});
