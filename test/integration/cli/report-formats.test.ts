// `--format github` (workflow commands that parse back into each diagnostic's file, line and column) and `--format
// json` for check and build, and the build summary's numbers against the output folder's real sizes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCopier, runCli } from '../fixture-copies.ts';

const broken = fixtureCopier('check-broken');
const mini = fixtureCopier('site-mini');
afterAll(async () => {
  await broken.removeAll();
  await mini.removeAll();
});

interface Reported {
  file: string;
  line: number;
  column: number;
  severity: string;
  code: string;
  message: string;
}

/** Reads a workflow command line as GitHub's runner does: `::name key=value,…::message`, then un-escapes. */
function parseWorkflowCommand(line: string): Reported | undefined {
  const match = /^::(error|warning) ([^:]*)::(.*)$/.exec(line);
  if (!match) return undefined;
  const unescapeData = (s: string): string =>
    s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  const unescapeProperty = (s: string): string => unescapeData(s.replace(/%3A/g, ':').replace(/%2C/g, ','));
  const properties = new Map<string, string>();
  for (const pair of match[2]!.split(',')) {
    const at = pair.indexOf('=');
    properties.set(pair.slice(0, at), unescapeProperty(pair.slice(at + 1)));
  }
  return {
    file: properties.get('file') ?? '',
    line: Number(properties.get('line')),
    column: Number(properties.get('col')),
    severity: match[1]!,
    code: properties.get('title') ?? '',
    message: unescapeData(match[3]!),
  };
}

describe('--format github', () => {
  it('check prints one workflow command per diagnostic, with the file, line and column of the JSON report', async () => {
    const { site } = await broken.copy();
    const json = runCli(site, ['check', '--format', 'json']);
    const expected = (JSON.parse(json.stdout) as { diagnostics: Reported[] }).diagnostics;
    expect(expected.length).toBeGreaterThan(3);
    const github = runCli(site, ['check', '--format', 'github']);
    expect(github.status).toBe(json.status);
    const commands = github.stdout.split('\n').filter((line) => line.startsWith('::'));
    const parsed = commands.map(parseWorkflowCommand);
    expect(parsed.every((p) => p !== undefined)).toBe(true);
    expect(parsed).toEqual(expected);
    // Every file named exists in the project, at a line it has.
    for (const d of expected) {
      const lines = (await readFile(path.join(site, d.file), 'utf8')).split('\n');
      expect(d.line).toBeLessThanOrEqual(lines.length);
    }
  });

  it('build prints warnings as ::warning and still builds', async () => {
    const { site } = await broken.copy();
    const result = runCli(site, ['build', '--format', 'github']);
    const commands = result.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(commands.length).toBeGreaterThan(0);
    const parsed = commands.map(parseWorkflowCommand);
    expect(parsed.every((p) => p?.severity === 'warning')).toBe(true);
    expect(parsed.map((p) => p?.code)).toContain('broken-link');
    expect(result.status).toBe(0);
  });
});

/** Every file under `dir` with its contents. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full));
    }
  }
  return out;
}

describe('the build summary', () => {
  it('reports the sizes the output folder really has, and prints them in the text summary', async () => {
    const { site } = await mini.copy();
    // The first build renders every page (the slowest are timed); the second reuses them all from the first.
    const text = runCli(site, ['build', '--verbose']);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/slowest +\/\S* \d+ ms · \/\S* \d+ ms · \/\S* \d+ ms\n/);
    const json = runCli(site, ['build', '--format', 'json']);
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as {
      ok: boolean;
      pageCount: number;
      summary: {
        pages: { docs: number; blog: number; pages: number; generated: number };
        output: {
          files: number;
          bytes: number;
          html: { files: number; bytes: number; gzipBytes: number };
          js: { files: number; bytes: number; gzipBytes: number };
          css: { files: number; bytes: number; gzipBytes: number };
          search: { files: number; bytes: number };
        };
      };
    };
    expect(report.ok).toBe(true);
    const files = await filesOf(path.join(site, 'build'));
    const sum = (filter: (name: string) => boolean, size: (b: Buffer) => number): number =>
      [...files].filter(([name]) => filter(name)).reduce((total, [, b]) => total + size(b), 0);
    const all = (): boolean => true;
    const ext = (e: string) => (name: string) => name.endsWith(e);
    const { output, pages } = report.summary;
    expect(output.files).toBe(files.size);
    expect(output.bytes).toBe(sum(all, (b) => b.byteLength));
    for (const [type, suffix] of [
      ['html', '.html'],
      ['js', '.js'],
      ['css', '.css'],
    ] as const) {
      expect(output[type].bytes).toBe(sum(ext(suffix), (b) => b.byteLength));
      expect(output[type].gzipBytes).toBe(sum(ext(suffix), (b) => gzipSync(b).byteLength));
      expect(output[type].gzipBytes).toBeGreaterThan(0);
    }
    expect(output.search.bytes).toBe(
      sum(
        (name) => name.startsWith('assets/search/'),
        (b) => b.byteLength,
      ),
    );
    // Every HTML page is one of the kinds counted.
    expect(pages.docs + pages.blog + pages.pages + pages.generated).toBe(report.pageCount);
    expect(pages.docs).toBeGreaterThan(0);

    const kB = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
    expect(text.stdout).toMatch(
      new RegExp(`pages +${pages.docs} docs · ${pages.blog} blog · ${pages.pages} pages`),
    );
    expect(text.stdout).toContain(
      `gzipped       HTML ${kB(output.html.gzipBytes)} · JS ${kB(output.js.gzipBytes)}`,
    );
    expect(text.stdout).toContain(`in ${output.files} files`);
  });
});
