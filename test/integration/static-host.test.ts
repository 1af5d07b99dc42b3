// Serves built output with a plain static file server and fetches every page and everything it references.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { loadConfig } from '../../src/config/load.ts';
import { serveStatic } from '../e2e/harness/serve.ts';
import { fixtureFiles } from '../fixture-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const temps: string[] = [];
// The mini site is built from a copy: a build writes its cache into the project folder, and the fixture stays as git has it.
let mini: string;
beforeAll(async () => {
  mini = await mkdtemp(path.join(os.tmpdir(), 'docsgen-host-mini-'));
  temps.push(mini);
  await cp(path.join(repo, 'test/fixtures/site-mini'), mini, { recursive: true, filter: fixtureFiles });
});
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

async function listHtml(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...(await listHtml(path.join(dir, entry.name), `${rel}/`)));
    else if (entry.name.endsWith('.html')) out.push(rel);
  }
  return out;
}

const decodeEntities = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Fetches every HTML page of the output and every same-origin URL its href/src attributes name. */
async function crawl(
  outRoot: string,
  served: string,
  basePath: string,
): Promise<{ checked: number; failures: string[] }> {
  const server = await serveStatic(served);
  try {
    const pages = (await listHtml(outRoot)).map(
      (rel) => new URL(basePath + rel.replace(/(^|\/)index\.html$/, '$1'), server.origin),
    );
    const seen = new Set<string>();
    const failures: string[] = [];
    const check = async (url: URL, from: string): Promise<string | undefined> => {
      url.hash = '';
      if (seen.has(url.href)) return undefined;
      seen.add(url.href);
      const response = await fetch(url, { redirect: 'manual' });
      const body = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
      if (response.status !== 200)
        failures.push(`${response.status} ${decodeURI(url.pathname)} (linked from ${from})`);
      return body;
    };
    for (const page of pages) {
      const body = (await check(page, 'the page list')) ?? '';
      for (const match of body.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
        const raw = decodeEntities(match[1]!);
        if (raw.startsWith('#') || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(raw)) continue;
        await check(new URL(raw, page), decodeURI(page.pathname));
      }
    }
    return { checked: seen.size, failures };
  } finally {
    await server.close();
  }
}

async function buildInto(
  cwd: string,
  override: Record<string, unknown> = {},
  subPath = '',
): Promise<{ out: string; served: string }> {
  const served = await mkdtemp(path.join(os.tmpdir(), 'docsgen-host-'));
  temps.push(served);
  const out = path.join(served, subPath);
  const { config } = await loadConfig({ cwd });
  const result = await build({ cwd, config: { ...config, ...override }, outDir: out });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { out, served };
}

describe('built output on a plain static host', () => {
  it('serves every page and asset of the real site with zero 404s', async () => {
    const { out, served } = await buildInto(repo);
    const { checked, failures } = await crawl(out, served, '/');
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it.each([
    ['trailingSlash unset', {}, '', '/'],
    ['trailingSlash true', { trailingSlash: true }, '', '/'],
    ['trailingSlash false', { trailingSlash: false }, '', '/'],
    ['baseUrl /some/prefix/', { baseUrl: '/some/prefix/' }, 'some/prefix', '/some/prefix/'],
  ])('serves the mini site with %s with zero 404s', async (_name, override, subPath, basePath) => {
    const { out, served } = await buildInto(mini, override, subPath);
    const { checked, failures } = await crawl(out, served, basePath);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(15);
  });
});
