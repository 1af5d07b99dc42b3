// How serve and preview answer: one `send` with the headers every answer carries, gzip for the answers a static host
// would compress, and the plain-text answers of errors and redirects.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Sent with every answer. No Access-Control-* header is ever sent: other origins may not read anything. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
// Bodies this small gain nothing from gzip.
const GZIP_MIN_BYTES = 1024;

/** Answers with `body` (nothing for HEAD); with `gzip`, compresses it when the client accepts and the type gains. */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  headers: Record<string, string>,
  options: { gzip?: boolean } = {},
): void {
  let bytes: Uint8Array = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const extra: Record<string, string> = {};
  if (options.gzip && COMPRESSIBLE.test(headers['Content-Type'] ?? '')) {
    extra['Vary'] = 'Accept-Encoding';
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

/** A plain-text answer (an error, a redirect), never cached. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  send(req, res, status, `${message}\n`, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}
