// Every request of RELIABILITY §5.6 against a running `docsgen serve`, sent over raw sockets so that no client
// normalises the target, the Host header or the method first.
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LONG, openEvents, rawGet, rawRequest, request, useServe } from './harness.ts';

const { server } = useServe('serve-basic', [], {
  // A symlink out of the site: the scan does not follow it and serve never reads the disk.
  prepare: (copy) => symlink('/etc/passwd', path.join(copy, 'content/static/img/passwd.svg')),
});
let port: number;
beforeAll(() => {
  port = server().port;
});
const answers: { target: string; headers: Record<string, unknown> }[] = [];

async function get(target: string, host?: string, extra?: string) {
  const res = await rawGet(port, target, host, extra);
  answers.push({ target, headers: res.headers });
  return res;
}

describe(
  'dev server requests (RELIABILITY §5.6)',
  () => {
    it.each([
      ['/../../etc/passwd', 400],
      ['/%2e%2e/%2e%2e/etc/passwd', 400],
      ['/..%2f..%2fetc/passwd', 400],
      ['/%252e%252e/%252e%252e/etc/passwd', 400],
      ['/#/../../etc/passwd', 400],
      ['/.env/.', 400],
      ['//etc/passwd', 400],
      ['/a\\..\\..\\x', 400],
      ['/%5c..%5c', 400],
      ['/x.md::$DATA', 404],
      ['/PROGRA~1', 404],
      ['/%E0%A4%A', 400],
      ['/%00', 400],
      ['/.env', 404],
      ['/.git/config', 404],
      ['/src/cli.ts', 404],
      ['/node_modules/commander/package.json', 404],
      ['/package.json', 404],
      ['/docsgen.config.ts', 404],
      ['/content/docs/guide/first.md', 404],
      ['/.nojekyll', 404],
      ['/img/passwd.svg', 404],
    ])('GET %s → %i, never a file from outside the build', async (target, status) => {
      const res = await get(target);
      expect(res.status).toBe(status);
      // Markers of /etc/passwd, the config, package.json and a markdown source.
      expect(res.body).not.toMatch(/root:.*:0:0|defineConfig|"name": "docsgen"|^title: /m);
    });

    it('answers URLs over 8 KB with 414 (and a 100 KB one too), and stays up', async () => {
      expect((await get(`/${'a'.repeat(9000)}`)).status).toBe(414);
      const huge = await rawGet(port, `/${'a'.repeat(100_000)}`);
      expect(huge.status).toBe(414);
      expect((await get('/docs/guide/first')).status).toBe(200);
      expect(server().child.exitCode).toBeNull();
    });

    it('answers a 70 KB header field (and 70 KB over many fields) with 431, not 414, and stays up', async () => {
      const one = await rawGet(port, '/docs/guide/first', undefined, `X-Big: ${'a'.repeat(70_000)}\r\n`);
      expect(one.status).toBe(431);
      expect(one.raw).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      const many = Array.from({ length: 700 }, (_, i) => `X-Field-${i}: ${'b'.repeat(90)}\r\n`).join('');
      expect((await rawGet(port, '/docs/guide/first', undefined, many)).status).toBe(431);
      expect((await get('/docs/guide/first')).status).toBe(200);
      expect(server().child.exitCode).toBeNull();
    });

    it('ignores query strings: ?raw, ?import&raw??, ?inline give the same answer as none', async () => {
      const plain = await get('/docs/guide/first');
      for (const query of ['?raw', '?import&raw??', '?inline', '?url']) {
        const res = await get(`/docs/guide/first${query}`);
        expect(res.status).toBe(200);
        expect(res.body).toBe(plain.body);
      }
      expect((await get('/img/logo.svg?raw')).body).toBe((await get('/img/logo.svg')).body);
    });

    it.each(['evil.example', `evil.example:${0}`, 'localhost.evil.example', '127.0.0.1:1', 'localhost'])(
      'refuses Host: %s with 403',
      async (host) => {
        const res = await get('/docs/guide/first', host.replace(':0', `:${port}`));
        expect(res.status).toBe(403);
      },
    );

    it('accepts Host: localhost, 127.0.0.1 and [::1] with the port', async () => {
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
        expect((await get('/docs/guide/first', host)).status).toBe(200);
      }
    });

    it('refuses a request without a Host header', async () => {
      const res = await rawRequest(port, 'GET /docs/guide/first HTTP/1.0\r\n\r\n');
      expect([400, 403]).toContain(res.status);
    });

    it('refuses absolute-form targets with 400', async () => {
      expect(
        (
          await rawRequest(
            port,
            `GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await rawRequest(
            port,
            `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
          )
        ).status,
      ).toBe(400);
    });

    it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
      'answers %s with 405 and Allow: GET, HEAD',
      async (method) => {
        const res = await rawRequest(
          port,
          `${method} / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
      },
    );

    it('answers HEAD with the headers of GET and no body', async () => {
      const res = await rawRequest(
        port,
        `HEAD /docs/guide/first HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status).toBe(200);
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      expect(res.body).toBe('');
    });

    it.each(['//evil.com', '/%2f%2fevil.com', '/\\evil.com', '//evil.com/', '/%5cevil.com', '///evil.com'])(
      'never redirects %s off-site',
      async (target) => {
        const res = await get(target);
        expect(res.headers.location).toBeUndefined();
        expect(res.status).toBeGreaterThanOrEqual(400);
      },
    );

    it('accepts the event stream from no Origin or its own, and refuses other origins with 403', async () => {
      const own = await openEvents(server().url, { Origin: `http://127.0.0.1:${port}` });
      expect(own.status).toBe(200);
      own.close();
      const none = await openEvents(server().url);
      expect(none.status).toBe(200);
      none.close();
      for (const origin of [
        'http://evil.example',
        'null',
        `http://127.0.0.1:${port + 1}`,
        `https://127.0.0.1:${port}`,
      ]) {
        const res = await request(new URL('/__docsgen/events', server().url).href, {
          headers: { Origin: origin },
        });
        expect(res.status).toBe(403);
      }
      const crossSite = await request(new URL('/__docsgen/events', server().url).href, {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
    });

    it('sends nosniff and correct content types, and never a CORS header', async () => {
      const types: Record<string, string> = {
        '/docs/guide/first': 'text/html; charset=utf-8',
        '/img/logo.svg': 'image/svg+xml',
        '/__docsgen/client.js': 'text/javascript; charset=utf-8',
        '/sitemap.xml': 'application/xml; charset=utf-8',
        '/robots.txt': 'text/plain; charset=utf-8',
      };
      for (const [target, type] of Object.entries(types)) {
        const res = await get(target, undefined, 'Origin: http://evil.example\r\n');
        // A foreign Origin is refused, so ask again without one for the content type.
        expect(res.status).toBe(403);
        const ok = await get(target);
        expect(ok.status, target).toBe(200);
        expect(ok.headers['content-type']).toBe(type);
        expect(ok.headers['x-content-type-options']).toBe('nosniff');
      }
      const css = (await get('/docs/guide/first')).body.match(/href="(\/assets\/css\/[^"]+\.css)"/)?.[1];
      expect(css).toBeDefined();
      expect((await get(css!)).headers['content-type']).toBe('text/css; charset=utf-8');
      expect(answers.length).toBeGreaterThan(40);
      for (const answer of answers) {
        expect(
          Object.keys(answer.headers).filter((h) => h.startsWith('access-control-')),
          answer.target,
        ).toEqual([]);
      }
    });
  },
  LONG,
);
