// A plain static file server for tests: 127.0.0.1, a random port, pretty URLs and a 404 page.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A running static server. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  origin: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file answering `pathname`: `x/index.html` for `/x/` and `/x`, then `x.html`, then `x` itself. */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, join(base, 'index.html'), `${base}.html`];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/** Options of `serveStatic`. */
export interface ServeOptions {
  /** Extra response headers, sent with every file (for example a `content-security-policy`). */
  headers?: Record<string, string>;
}

/** Serves `dir` for tests only (no caching, GET and HEAD). */
export async function serveStatic(dir: string, options: ServeOptions = {}): Promise<StaticServer> {
  const root = normalize(dir).replace(/[\\/]+$/, '');
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405).end();
        return;
      }
      const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const file = await resolveFile(root, pathname);
      const status = file ? 200 : 404;
      const path = file ?? join(root, '404.html');
      let body: Buffer;
      try {
        body = await readFile(path);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      response.writeHead(status, {
        'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...options.headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })();
  });
  // Longer than any pause between two requests of a test, so a client never reuses a connection the server is
  // closing at that moment (ECONNRESET); close() ends every connection anyway.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
