import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/content/frontmatter.ts';
import { MAX_BLANK_RUN, parseHeader } from '../../../src/content/matter.ts';
import type { SourceFile } from '../../../src/content/types.ts';

const source: SourceFile = {
  kind: 'doc',
  relPath: 'page.md',
  file: 'content/docs/page.md',
  absPath: '/nowhere/content/docs/page.md',
};

describe('parseHeader (gray-matter, YAML only)', () => {
  it('reads the YAML between the fences with the project loader', () => {
    expect(parseHeader('---\ntitle: x\ndate: 2024-01-02\n---')).toEqual({
      kind: 'yaml',
      yaml: 'title: x\ndate: 2024-01-02\n',
      result: { ok: true, value: { title: 'x', date: '2024-01-02' } },
    });
  });

  it.each([
    ['an empty block', '---\n---'],
    ['a comment-only block', '---\n# nothing here\n---'],
  ])('gives no value for %s', (_label, header) => {
    expect(parseHeader(header)).toEqual({ kind: 'yaml', yaml: '', result: { ok: true, value: null } });
  });

  it.each([
    ['js', /front matter in "javascript" is never evaluated; only YAML is read/],
    ['javascript', /front matter in "javascript" is never evaluated/],
    ['JS', /front matter in "javascript" is never evaluated/],
    ['json', /front matter in "json" is never evaluated/],
    ['coffee', /engine "coffee" is not registered/],
    ['cson', /engine "cson" is not registered/],
  ])('never evaluates a ---%s block, even when called directly', (language, error) => {
    const g = globalThis as Record<string, unknown>;
    delete g['__docsgenMatterPwned'];
    const header = `---${language}\n{ title: (globalThis.__docsgenMatterPwned = true, "x") }\n---`;
    expect(() => parseHeader(header)).toThrow(error);
    expect(g['__docsgenMatterPwned']).toBeUndefined();
  });

  it("leaves gray-matter's module-level cache empty", () => {
    const header = '---\ntitle: cached?\n---';
    parseHeader(header);
    parseSource(source, `${header}\nbody`);
    const cache = (matter as unknown as { cache: Record<string, unknown> }).cache;
    expect(Object.keys(cache).filter((key) => key.includes('cached?'))).toEqual([]);
  });

  it('refuses a long run of blank characters before gray-matter reads it', () => {
    const header = `---\ntitle: x\n${'\n'.repeat(MAX_BLANK_RUN)}description: y\n---`;
    expect(parseHeader(header)).toEqual({ kind: 'blank-run', index: 'title: x'.length + 4 });
    expect(parseHeader(`---\ntitle: x\n${'\n'.repeat(MAX_BLANK_RUN - 2)}description: y\n---`)).toMatchObject({
      kind: 'yaml',
      result: { ok: true, value: { title: 'x', description: 'y' } },
    });
  });
});

describe('parseSource: blank runs in front matter', () => {
  it('are an error at the line where the run starts', () => {
    const text = `---\ntitle: x\n${' \n'.repeat(MAX_BLANK_RUN)}---\nbody`;
    const { parsed, diagnostics } = parseSource(source, text);
    expect(parsed).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'frontmatter-blank-run', severity: 'error', line: 2 });
    expect(diagnostics[0]!.message).toContain(`${MAX_BLANK_RUN} or more blank characters in a row`);
  });

  it('are fine in the body', () => {
    const body = `${'\n'.repeat(MAX_BLANK_RUN * 3)}text\n`;
    const { parsed, diagnostics } = parseSource(source, `---\ntitle: x\n---\n${body}`);
    expect(diagnostics).toEqual([]);
    expect(parsed?.body).toBe(body);
  });
});
