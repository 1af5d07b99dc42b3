// Copies of the content-shape fixtures in temp folders, and readers of what a build made of them.
import { hash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MemoryBuildResult } from '../../../src/build/build.ts';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { fixtureFiles } from '../../fixture-files.ts';

/** Copies `test/fixtures/<name>` into a temp folder; `cleanup` removes every copy made. */
export function fixtureCopies(name: string): { copy: () => Promise<string>; cleanup: () => Promise<void> } {
  const made: string[] = [];
  return {
    async copy() {
      const dir = await mkdtemp(path.join(os.tmpdir(), `docsgen-${name}-`));
      made.push(dir);
      await cp(path.resolve(import.meta.dirname, '../../fixtures', name), dir, {
        recursive: true,
        filter: fixtureFiles,
      });
      return dir;
    },
    cleanup: () =>
      Promise.all(made.splice(0).map((d) => rm(d, { recursive: true, force: true }))).then(() => {}),
  };
}

/** A file of a memory build as text. */
export function textOf(result: MemoryBuildResult, file: string): string {
  const contents = result.memory?.files.get(file);
  if (contents === undefined) throw new Error(`the build wrote no ${file}`);
  return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
}

/** The output path docsgen gives a file beside the content, computed here from its bytes. */
export async function expectedAssetPath(absPath: string): Promise<string> {
  const base = path.basename(absPath);
  const dot = base.lastIndexOf('.');
  const digest = hash('sha256', await readFile(absPath), 'hex').slice(0, 12);
  return `assets/files/${base.slice(0, dot)}.${digest}.${base.slice(dot + 1)}`;
}

/** `severity code file:line:col` of each diagnostic. */
export const placed = (diagnostics: readonly Diagnostic[]): string[] =>
  diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`);

/** The `<article>` of a page, where the markdown body is. */
export function articleOf(html: string): string {
  const start = html.indexOf('<article');
  return html.slice(start, html.indexOf('</article>', start));
}
