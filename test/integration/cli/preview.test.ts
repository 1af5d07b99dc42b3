// `docsgen preview`: the built output served as a static host serves it, with serve's request hardening, and refusals
// of folders it must not serve.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureCopier, runCli } from '../fixture-copies.ts';
import { rawGet } from '../serve/harness.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const bin = path.join(repo, 'bin/docsgen.js');
const mini = fixtureCopier('site-mini');
const children: ChildProcess[] = [];
let site: string;
let origin: string;
let port: number;

/** Starts `docsgen preview --port 0` in `cwd`; resolves to its URL once it prints it. */
function startPreview(cwd: string, args: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [bin, 'preview', '--port', '0', ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`preview exited ${code}: ${out}`)));
  });
}

/** A GET that neither follows redirects nor decodes gzip. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  ({ site } = await mini.copy());
  // A site under a sub-path whose pages end with a slash, as many hosts serve them.
  await editFile(site, 'docsgen.config.ts', (text) =>
    text.replace(
      "url: 'https://mini.example.com',",
      "url: 'https://mini.example.com',\n  baseUrl: '/sub/',\n  trailingSlash: true,",
    ),
  );
  expect(runCli(site, ['build', '--quiet']).status).toBe(0);
  const preview = await startPreview(site);
  origin = new URL(preview.url).origin;
  port = Number(new URL(preview.url).port);
  expect(preview.url).toBe(`${origin}/sub/`);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await mini.removeAll();
});

describe('docsgen preview', () => {
  it('serves a clean URL under the base path, gzipped when asked', async () => {
    const page = await get(`${origin}/sub/docs/guide/first/`, { 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<title>');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const plain = await get(`${origin}/sub/docs/guide/first/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(gunzipSync(page.body).toString());
  });

  it('redirects a page without its trailing slash, and the site root to the base path', async () => {
    const page = await get(`${origin}/sub/docs/guide/first`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/sub/docs/guide/first/');
    const root = await get(`${origin}/`);
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/sub/');
  });

  it("answers an unknown route with the site's 404 page and status 404", async () => {
    const missing = await get(`${origin}/sub/docs/no-such-page/`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toMatch(/<html[\s\S]*404|not found/i);
    expect(missing.body.toString()).toContain('/sub/assets/');
  });

  it('caches hashed assets for a year', async () => {
    const html = (await get(`${origin}/sub/docs/guide/first/`)).body.toString();
    const script = /src="(\/sub\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(`${origin}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/sub/../../etc/passwd', 400],
    ['/sub/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/sub/..%2f..%2fdocsgen.config.ts', 400],
    ['/sub/%252e%252e/x', 400],
    ['/sub/a\\..\\..\\x', 400],
    ['/sub/.docsgen-output', 404],
    ['/sub/%00', 400],
  ])('refuses %s with %i, never a file from outside the output', async (target, status) => {
    const res = await rawGet(port, target);
    expect(res.status).toBe(status);
    expect(res.body).not.toMatch(/root:.*:0:0|defineConfig|written by docsgen/);
  });

  it('refuses a foreign Host (DNS rebinding), other methods and cross-origin requests', async () => {
    expect((await rawGet(port, '/sub/', 'evil.example.com')).status).toBe(403);
    expect((await rawGet(port, '/sub/', `evil.example.com:${port}`)).status).toBe(403);
    expect((await rawGet(port, '/sub/', `localhost:${port}`)).status).toBe(200);
    expect((await rawGet(port, '/sub/', undefined, 'Origin: http://evil.example.com\r\n')).status).toBe(403);
    const post = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${origin}/sub/`, { method: 'POST', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('x');
    });
    expect(post).toBe(405);
  });
});

describe('docsgen preview refuses', () => {
  it('a missing output folder, saying to build first', async () => {
    const { site: fresh } = await mini.copy();
    const result = runCli(fresh, ['preview', '--port', '0']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('there is no output folder build/ to preview; run docsgen build first');
  });

  it('a folder docsgen did not write', async () => {
    const { site: fresh } = await mini.copy();
    await mkdir(path.join(fresh, 'public'));
    await writeFile(path.join(fresh, 'public/index.html'), '<p>mine</p>');
    const result = runCli(fresh, ['preview', '--port', '0', '--out', 'public']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('public/ was not written by docsgen (it has no .docsgen-output file)');
    await rm(path.join(fresh, 'public'), { recursive: true });
  });
});
