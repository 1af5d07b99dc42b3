// Every request to the dev server is hostile until proven otherwise: this turns a raw request target into a decoded
// site path, or a refusal. Files are only ever looked up in the in-memory build, never on disk; these rules make the
// refusals explicit and give each bad request a clear status.

/** Longest request target served; longer ones get 414. */
export const MAX_TARGET_LENGTH = 8 * 1024;

/** A request target accepted as a site path, or refused with a status. */
export type RequestTarget =
  { ok: true; path: string } | { ok: false; status: 400 | 404 | 414; reason: string };

const refuse = (status: 400 | 404 | 414, reason: string): RequestTarget => ({ ok: false, status, reason });

// Raw targets may hold no spaces or controls; a decoded path no controls at all.
const RAW_FORBIDDEN = /[\u0000-\u0020\u007f]/;
const DECODED_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// Windows-only ways to name a file: NTFS streams (`x.md::$DATA`) and 8.3 short names (`PROGRA~1`).
const WINDOWS_ALIAS = /:\$|::|~\d/i;

/**
 * Validates and decodes a request target (the text after the method). The query is ignored; the path is decoded
 * exactly once and must then contain no `..` or `.` segment, no empty segment, no backslash, no control character
 * and no further percent-escape (double encoding). Dot-files and Windows file aliases are 404.
 */
export function parseRequestTarget(raw: string): RequestTarget {
  if (raw.length > MAX_TARGET_LENGTH) return refuse(414, 'request target too long');
  if (!raw.startsWith('/')) return refuse(400, 'only origin-form request targets are served');
  if (raw.includes('#')) return refuse(400, 'a request target has no fragment');
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  if (rawPath.includes('\\')) return refuse(400, 'backslash in path');
  if (RAW_FORBIDDEN.test(rawPath)) return refuse(400, 'control character in path');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath).normalize('NFC');
  } catch {
    return refuse(400, 'malformed percent-encoding');
  }
  if (DECODED_FORBIDDEN.test(decoded)) return refuse(400, 'control character in path');
  if (decoded.includes('\\')) return refuse(400, 'backslash in path');
  if (/%[0-9a-f]{2}/i.test(decoded)) return refuse(400, 'double percent-encoding');
  const segments = decoded.split('/').slice(1);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '.' || segment === '..') return refuse(400, 'dot segment in path');
    if (segment === '' && i < segments.length - 1) return refuse(400, 'empty segment in path');
  }
  for (const segment of segments) {
    if (segment.startsWith('.')) return refuse(404, 'dot-files are not served');
    if (WINDOWS_ALIAS.test(segment)) return refuse(404, 'file aliases are not served');
    if (segment === 'node_modules') return refuse(404, 'node_modules is not served');
  }
  return { ok: true, path: decoded };
}
