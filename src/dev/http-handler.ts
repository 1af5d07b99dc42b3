import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { HostPolicy } from '../server/host-policy.ts';
import {
  injectReloadClient,
  RELOAD_CLIENT_PATH,
  RELOAD_CLIENT_SOURCE,
  RELOAD_EVENTS_PATH,
} from './reload-client.ts';
import type { ReloadHub } from './reload-hub.ts';
import { MAX_TARGET_LENGTH } from '../server/request-target.ts';
import { documentHeaders, gateRequest } from '../server/request-gate.ts';
import { problemPage, type ProblemLocale } from './problem-page.ts';
import { fillString } from '../shared/fill-string.ts';
import {
  contentTypeOf,
  lookupSiteFile,
  type SiteFiles,
  type SiteLayout,
  type SiteLookup,
} from '../server/site-files.ts';

/** The build the dev server shows: its files (from a memory build), URL layout and id. */
export interface ServedSite {
  files: SiteFiles;
  layout: SiteLayout;
  build: string;
}

/** What the request handler reads on every request. */
export interface HandlerContext {
  policy: HostPolicy;
  hub: ReloadHub;
  /** The last good build, once there is one (waits for the first build to end). */
  site: () => Promise<ServedSite | undefined>;
  /** Why the site cannot be served right now (its content folder is gone), or undefined when it can. */
  unavailable?: () => { folder: string; config: string } | undefined;
  /** The language of the pages shown while the site cannot be served: the served locale's. */
  locale: () => ProblemLocale;
}

// Sent with every answer. No Access-Control-* header is ever sent: other origins may not read anything.
const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  headers: Record<string, string>,
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { ...BASE_HEADERS, ...headers, 'Content-Length': String(bytes.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

const text = (
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void =>
  send(req, res, status, `${message}\n`, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });

async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HandlerContext,
  sitePath: string,
): Promise<void> {
  const site = await ctx.site();
  const unavailable = ctx.unavailable?.();
  if (unavailable !== undefined) {
    const locale = ctx.locale();
    const { strings } = locale;
    const message = fillString(strings.serveContentMissing, unavailable);
    send(req, res, 503, problemPage(strings.serveNothingToServe, message, ctx.hub.current.build, locale), {
      ...HTML,
      'Retry-After': '1',
    });
    return;
  }
  if (!site) {
    const locale = ctx.locale();
    const { strings } = locale;
    // The build's own message is the terminal's, in English: the words around it are the locale's.
    const message = `${ctx.hub.current.error ?? strings.serveFirstBuildFailed}\n\n${strings.serveFixInTerminal}`;
    send(req, res, 500, problemPage(strings.serveBuildFailed, message, '', locale), HTML);
    return;
  }
  let found: SiteLookup;
  try {
    found = lookupSiteFile(site.files, sitePath, site.layout);
  } catch (error) {
    // A static file removed since the last build (its rebuild is on the way) is simply not there any more.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') found = { kind: 'not-found' };
    else {
      const message = `${sitePath} could not be made: ${(error as Error).message}`;
      const locale = ctx.locale();
      send(req, res, 500, problemPage(locale.strings.crashTitle, message, site.build, locale), HTML);
      return;
    }
  }
  if (found.kind === 'redirect') {
    text(req, res, 302, 'Found', { Location: found.location });
    return;
  }
  if (found.kind === 'not-found') {
    const page = site.files.get('404.html');
    if (typeof page === 'string') send(req, res, 404, injectReloadClient(page, site.build), HTML);
    else text(req, res, 404, 'Not found');
    return;
  }
  const type = contentTypeOf(found.relPath);
  if (type.startsWith('text/html')) {
    const html =
      typeof found.contents === 'string' ? found.contents : Buffer.from(found.contents).toString('utf8');
    send(req, res, 200, injectReloadClient(html, site.build), { 'Content-Type': type });
    return;
  }
  send(req, res, 200, found.contents, { 'Content-Type': type, ...documentHeaders(type) });
}

/** Handles one request: method, Host, Origin and target checks, then the reload endpoints or the built site. */
export async function handleRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HandlerContext,
): Promise<void> {
  const sitePath = gateRequest(req, ctx.policy, 'serve', (status, message, headers) =>
    text(req, res, status, message, headers),
  );
  if (sitePath === undefined) return;
  if (sitePath === RELOAD_EVENTS_PATH) {
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      text(req, res, 403, 'Cross-origin requests are not allowed');
      return;
    }
    if (req.method === 'HEAD') {
      send(req, res, 200, '', { 'Content-Type': 'text/event-stream; charset=utf-8' });
      return;
    }
    ctx.hub.attach(res, BASE_HEADERS);
    return;
  }
  if (sitePath === RELOAD_CLIENT_PATH) {
    send(req, res, 200, RELOAD_CLIENT_SOURCE, { 'Content-Type': 'text/javascript; charset=utf-8' });
    return;
  }
  await serveSite(req, res, ctx, sitePath);
}

// The head overflowed: in its request line (a URL past the limit) or in its header fields. Node hands over the chunk
// that overflowed; when it starts the request, its first line tells which. A later chunk is taken for header fields.
function requestLineTooLong(error: NodeJS.ErrnoException): boolean {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(raw) || !/^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1'))) return false;
  const end = raw.indexOf('\r\n');
  return (end === -1 ? raw.length : end) > MAX_TARGET_LENGTH;
}

/** Answers requests the HTTP parser rejected (malformed request line, oversized head) and closes the socket. */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code !== 'HPE_HEADER_OVERFLOW'
      ? '400 Bad Request'
      : requestLineTooLong(error)
        ? '414 URI Too Long'
        : '431 Request Header Fields Too Large';
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\n\r\n`,
  );
}

/** The dev server's HTTP server: each request through handleRequest; a failure is logged and answers 500. */
export function createDevHttpServer(ctx: HandlerContext, logError: (message: string) => void): Server {
  // Heads over 16 KB are refused (431, or 414 for a request line that long) before any handler runs.
  const server = createServer({ maxHeaderSize: 16 * 1024 });
  server.on('request', (req, res) => {
    handleRequest(req, res, ctx).catch((error: unknown) => {
      logError(`request ${req.method} failed: ${(error as Error).message}`);
      if (!res.headersSent)
        res.writeHead(500, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error: see the terminal where docsgen serve runs\n');
    });
  });
  server.on('clientError', handleClientError);
  return server;
}
