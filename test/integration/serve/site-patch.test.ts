// serve's rebuilds after an edit that changes only the text of docs or pages: the site is the last one with those
// bodies swapped (its sidebars are the very same objects), and what it serves equals a fresh build of the same files.
// Any other edit (front matter, a title that comes from an h1, a blog post) makes the site afresh.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, BuildSession, type LazyBuildResult } from '../../../src/build/build.ts';
import { fixtureFiles } from '../../fixture-files.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/site-mini');
const text = (contents: string | Uint8Array | undefined): string | undefined =>
  contents === undefined ? undefined : Buffer.from(contents).toString('utf8');

let work: string;
let last: LazyBuildResult;
let session: BuildSession;
const first = (): string => path.join(work, 'content/docs/guide/01-first.md');
const untitled = (): string => path.join(work, 'content/docs/guide/03-untitled.md');
const post = (): string => path.join(work, 'content/blog/2024-01-01-hello.md');

/** Rewrites a file of the work copy, then rebuilds as serve does after that change. */
async function edit(file: string, change: (contents: string) => string): Promise<LazyBuildResult> {
  await writeFile(file, change(await readFile(file, 'utf8')));
  const previous = last;
  session.invalidate([file]);
  last = await build(
    // serve keeps its config between rebuilds (a config change makes the site afresh).
    { cwd: work, output: 'lazy', config: previous.site!.config },
    session,
  );
  expect(last.ok).toBe(true);
  expect(last.scan).toBe(previous.scan);
  return last;
}

/** Whether `next` was patched from `before` (the sidebars are made afresh by every other build). */
const patched = (next: LazyBuildResult, before: LazyBuildResult): boolean =>
  next.site!.sidebars === before.site!.sidebars;

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-patch-'));
  await cp(fixture, work, { recursive: true, filter: fixtureFiles });
  await writeFile(untitled(), '# Untitled heading\n\nIts title comes from the heading.\n');
  session = new BuildSession();
  last = await build({ cwd: work, output: 'lazy' }, session);
  expect(last.ok).toBe(true);
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe("serve's rebuild after an edit of a body only", () => {
  it('patches the last site, and serves what a fresh build of the same files writes, diagnostics included', async () => {
    const before = last;
    const next = await edit(first(), (s) =>
      s.replace('Some text.', 'Some text, patched.\n\n```nosuchlang\ncode\n```\n\n[Gone](./no-such-page.md)'),
    );
    expect(patched(next, before)).toBe(true);
    expect(next.site).not.toBe(before.site);
    expect(text(next.lazy!.get('docs/guide/first/index.html'))).toContain('Some text, patched.');
    // The other docs keep their renderings.
    const terms = (result: LazyBuildResult) => result.site!.docsById.get('guide/Terms&Conditions');
    expect(terms(next)).toBe(terms(before));

    const fresh = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-patch-fresh-'));
    try {
      await cp(work, fresh, { recursive: true, filter: fixtureFiles });
      const full = await build({ cwd: fresh, output: 'memory' });
      const files = [...full.memory!.files];
      expect(files.filter(([file]) => file.endsWith('.html')).length).toBeGreaterThan(5);
      for (const [file, contents] of files) expect(text(next.lazy!.get(file)), file).toBe(text(contents));
      const codes = next.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`);
      expect(codes).toEqual(full.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`));
      expect(codes).toContain('code-unknown-language content/docs/guide/01-first.md:14');
      expect(codes.some((c) => c.startsWith('broken-markdown-link content/docs/guide/01-first.md'))).toBe(
        true,
      );
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }

    // Undone: the body's diagnostics go with it.
    const undone = await edit(first(), (s) =>
      s.replace(/Some text, patched\.[\s\S]*no-such-page\.md\)/, 'Some text.'),
    );
    expect(patched(undone, next)).toBe(true);
    expect(undone.diagnostics).toEqual(before.diagnostics);
    expect(text(undone.lazy!.get('docs/guide/first/index.html'))).toBe(
      text(before.lazy!.get('docs/guide/first/index.html')),
    );
  });

  it('patches a page whose h1 gives its title while the h1 stays, and makes the site afresh when it changes', async () => {
    const start = last;
    const kept = await edit(untitled(), (s) => `${s}\nA second paragraph.\n`);
    expect(patched(kept, start)).toBe(true);
    expect(kept.site!.docsById.get('guide/untitled')!.title).toBe('Untitled heading');
    const before = last;
    const sidebarOf = (result: LazyBuildResult) => text(result.lazy!.get('docs/guide/first/index.html'))!;
    expect(sidebarOf(kept)).toContain('Untitled heading');

    const renamed = await edit(untitled(), (s) => s.replace('# Untitled heading', '# Renamed heading'));
    expect(patched(renamed, before)).toBe(false);
    expect(renamed.site!.docsById.get('guide/untitled')!.title).toBe('Renamed heading');
    // Another page's sidebar shows the new title.
    expect(sidebarOf(renamed)).toContain('Renamed heading');
    expect(sidebarOf(renamed)).not.toContain('Untitled heading');
  });

  it('makes the site afresh after a front matter edit', async () => {
    const before = last;
    const next = await edit(first(), (s) =>
      s.replace('description: The first page of the guide.', 'sidebar_label: First, relabelled'),
    );
    expect(patched(next, before)).toBe(false);
    expect(text(next.lazy!.get('docs/guide/Terms&Conditions/index.html'))).toContain('First, relabelled');
  });

  it("makes the site afresh after a blog post's body edit: the blog's lists show its new text", async () => {
    const before = last;
    const next = await edit(post(), (s) => s.replace('The first paragraph.', 'An edited first paragraph.'));
    expect(patched(next, before)).toBe(false);
    expect(text(next.lazy!.get('blog/index.html'))).toContain('An edited first paragraph.');
  });
});
