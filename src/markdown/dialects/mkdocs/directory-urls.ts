import path from 'node:path';

// MkDocs serves `guide/install.md` at `guide/install/` (use_directory_urls) and leaves raw HTML as written, so a
// relative URL in a raw <img> or <a> is read from that folder, one level below the file's own.
const INDEX_PAGE = /^(?:index|readme)$/i;
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * The path, relative to the file's folder, that a relative raw-HTML URL of page `file` names under MkDocs' directory
 * URLs (`img/a.png` in `guide/install.md` → `install/img/a.png`); undefined where it is the same path (index pages).
 */
export function directoryUrlTarget(file: string, raw: string): string | undefined {
  const name = path.posix.basename(file).replace(/\.mdx?$/i, '');
  if (INDEX_PAGE.test(name) || !RELATIVE.test(raw) || raw === '') return undefined;
  const cut = raw.search(/[?#]/);
  const pathPart = cut === -1 ? raw : raw.slice(0, cut);
  const rest = cut === -1 ? '' : raw.slice(cut);
  const joined = path.posix.normalize(`${name}/${pathPart}`);
  return (joined.startsWith('.') ? joined : `./${joined}`) + rest;
}
