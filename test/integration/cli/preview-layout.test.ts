// The preview server on a hand-made output folder: `trailingSlash: false` (pages as `x.html`), cache headers by file
// name, and links out of the folder that are never followed.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from '../../../src/preview/preview-server.ts';
import { previewRefusal } from '../../../src/preview/preview-files.ts';

let dir: string;
let outside: string;
let server: PreviewServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-preview-layout-'));
  outside = await mkdtemp(path.join(os.tmpdir(), 'docsgen-preview-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'not for the web');
  await mkdir(path.join(dir, 'assets/js'), { recursive: true });
  await writeFile(path.join(dir, '.docsgen-output'), 'written by docsgen\n');
  await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(dir, 'guide.html'), `<h1>Guide</h1>${' text'.repeat(400)}`);
  await writeFile(path.join(dir, '404.html'), '<h1>Lost</h1>');
  await writeFile(path.join(dir, 'assets/js/main.0123456789.js'), 'console.log(1);');
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *');
  await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'leak.txt'));
  server = await startPreviewServer({ outDir: dir, layout: { baseUrl: '/', trailingSlash: false }, port: 0 });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${server.port}${pathname}`, { redirect: 'manual', headers });

describe('preview with trailingSlash: false', () => {
  it('serves x.html at /x and sends /x/ there', async () => {
    const page = await get('/guide');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Guide</h1>');
    const slash = await get('/guide/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/guide');
  });

  it('gzips a large page when asked, and leaves a small one as it is', async () => {
    // fetch decodes gzip itself: the header says what was sent.
    expect((await get('/guide', { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/', { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
  });

  it('caches files with a content hash for a year, and revalidates the others', async () => {
    const script = await get('/assets/js/main.0123456789.js');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it("answers unknown paths and links out of the folder with the site's 404 page", async () => {
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Lost</h1>');
    const leak = await get('/leak.txt');
    expect(leak.status).toBe(404);
    expect(await leak.text()).not.toContain('not for the web');
  });

  it('refuses a folder without the marker, and a file', async () => {
    expect(previewRefusal(outside, 'other')).toContain('other/ was not written by docsgen');
    expect(previewRefusal(path.join(dir, 'index.html'), 'index.html')).toContain('is a file');
    expect(previewRefusal(dir, 'build')).toBeUndefined();
  });
});
