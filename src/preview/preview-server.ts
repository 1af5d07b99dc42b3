// `docsgen preview`: the output folder served as a static host serves it (clean URLs, the trailing-slash rule of the
// config, the site's 404.html with status 404, the baseUrl prefix, gzip, long caching for hashed assets), read-only,
// with the dev server's request hardening.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createHostPolicy, formatHost, type HostPolicy } from '../server/host-policy.ts';
import { handleClientError } from '../dev/http-handler.ts';
import { listen } from '../server/listen.ts';
import { documentHeaders, gateRequest } from '../server/request-gate.ts';
import { contentTypeOf, lookupSiteFile, type SiteFiles, type SiteLayout } from '../server/site-files.ts';
import { encodeRoute } from '../shared/urls.ts';
import { diskSiteFiles } from './preview-files.ts';

/** Options of the preview server. */
export interface PreviewOptions {
  /** The output folder (absolute; checked with previewRefusal first). */
  outDir: string;
  layout: SiteLayout;
  port: number;
  /** Default: 127.0.0.1. */
  host?: string;
}

/** A running preview server. */
export interface PreviewServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// Sent with every answer; no Access-Control-* header, so other origins read nothing.
const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

// Names with a content hash (`main.651dfbf9db.js`) never change: hosts may cache them for a year.
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
// Bodies this small gain nothing from gzip.
const GZIP_MIN_BYTES = 1024;

/** The Cache-Control header a static host would send for an output file. */
export function cacheControlFor(relPath: string): string {
  return HASHED_NAME.test(relPath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  headers: Record<string, string>,
): void {
  let bytes: Uint8Array = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const extra: Record<string, string> = {};
  const type = headers['Content-Type'] ?? '';
  if (COMPRESSIBLE.test(type)) {
    extra.Vary = 'Accept-Encoding';
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (accepts && bytes.byteLength >= GZIP_MIN_BYTES) {
      bytes = gzipSync(bytes);
      extra['Content-Encoding'] = 'gzip';
    }
  }
  res.writeHead(status, {
    ...BASE_HEADERS,
    ...headers,
    ...extra,
    'Content-Length': String(bytes.byteLength),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

const text = (
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void =>
  send(req, res, status, `${message}\n`, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });

/** With `trailingSlash: false` pages are `x.html`: `/x/` goes to `/x`, as hosts with clean URLs send it. */
function withoutSlashRedirect(files: SiteFiles, sitePath: string, layout: SiteLayout): string | undefined {
  if (layout.trailingSlash !== false || !sitePath.endsWith('/') || sitePath === layout.baseUrl)
    return undefined;
  const base = layout.baseUrl.replace(/\/$/, '');
  if (!sitePath.startsWith(`${base}/`)) return undefined;
  const rel = sitePath.slice(base.length + 1, -1);
  if (rel === '' || files.get(`${rel}.html`) === undefined) return undefined;
  return encodeRoute(`${base}/${rel}`);
}

/** Answers one request from the output folder. */
export function handlePreviewRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { policy: HostPolicy; files: SiteFiles; layout: SiteLayout },
): void {
  const sitePath = gateRequest(req, ctx.policy, 'preview', (status, message, headers) =>
    text(req, res, status, message, headers),
  );
  if (sitePath === undefined) return;
  const slashless = withoutSlashRedirect(ctx.files, sitePath, ctx.layout);
  const found = slashless
    ? ({ kind: 'redirect', location: slashless } as const)
    : lookupSiteFile(ctx.files, sitePath, ctx.layout);
  if (found.kind === 'redirect') {
    text(req, res, 301, 'Moved permanently', { Location: found.location });
    return;
  }
  if (found.kind === 'not-found') {
    const page = ctx.files.get('404.html');
    if (page === undefined) text(req, res, 404, 'Not found');
    else
      send(req, res, 404, page, { 'Content-Type': contentTypeOf('404.html'), 'Cache-Control': 'no-store' });
    return;
  }
  const type = contentTypeOf(found.relPath);
  send(req, res, 200, found.contents, {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(found.relPath),
    ...documentHeaders(type),
  });
}

/** Serves `outDir` on 127.0.0.1 (or `host`) until closed. */
export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
  const host = options.host ?? '127.0.0.1';
  const files = diskSiteFiles(options.outDir);
  let policy: HostPolicy = createHostPolicy({ host, port: options.port });
  const server: Server = createServer((req, res) => {
    try {
      handlePreviewRequest(req, res, { policy, files, layout: options.layout });
    } catch {
      if (!res.headersSent) text(req, res, 500, 'Internal error');
      else res.destroy();
    }
  });
  server.on('clientError', handleClientError);
  const port = await listen(server, options.port, host);
  policy = createHostPolicy({ host, port });
  const url = `http://${formatHost(host)}:${port}${encodeRoute(options.layout.baseUrl)}`;
  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
