// The docs plugin's versioning options as docsgen's `docs.lastVersion`, `docs.versions` and
// `docs.onlyIncludeVersions`: the same names and meanings, minus the keys docsgen's theme has no use for.
import { isRecord, textOf, type NoteSink } from './notes.ts';
import { versionNamesOf } from './versions.ts';

const WHERE = 'presets.classic.docs';
const CURRENT = 'current';
// Per-version keys docsgen has no counterpart for, and what it does instead.
const VERSION_LEFT_OUT: Record<string, string> = {
  badge: 'docsgen shows the version badge on every doc of a site with versions',
  className: "docsgen's theme has no per-version class",
  noIndex:
    "docsgen's older versions give their pages the last version's canonical URL; no per-version noindex",
};
const BANNERS = new Set(['unreleased', 'unmaintained', 'none']);

/** The option keys this maps (the docs mapping leaves them to it). */
export const VERSION_KEYS = [
  'lastVersion',
  'versions',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
];

/** Maps the versioning options of the docs plugin; `siteDir` holds the `versions.json` they name versions of. */
export function versionOptionsOf(
  docs: Record<string, unknown>,
  siteDir: string,
  sink: NoteSink,
): Record<string, unknown> {
  const names = versionNamesOf(siteDir) ?? [];
  const known = (name: string, where: string): boolean => {
    if (name === CURRENT || names.includes(name)) return true;
    sink.note(`${WHERE}.${where}: "${name}" (versions.json does not list it)`);
    return false;
  };
  const out: Record<string, unknown> = {};
  const last = textOf(docs.lastVersion);
  if (last !== undefined && known(last, 'lastVersion')) out.lastVersion = last;
  const versions = versionsOf(docs.versions, known, sink);
  if (versions) out.versions = versions;
  if (Array.isArray(docs.onlyIncludeVersions)) {
    const only = docs.onlyIncludeVersions.filter(
      (name, i): name is string => typeof name === 'string' && known(name, `onlyIncludeVersions[${i}]`),
    );
    if (only.length > 0) out.onlyIncludeVersions = only;
  }
  if (docs.includeCurrentVersion === false) {
    if (names.length === 0)
      sink.note(
        `${WHERE}.includeCurrentVersion: false (there is no versions.json: docsgen builds the docs folder)`,
      );
    else {
      const only = (out.onlyIncludeVersions as string[] | undefined) ?? names;
      out.onlyIncludeVersions = only.filter((name) => name !== CURRENT);
      sink.note(
        `${WHERE}.includeCurrentVersion: false (written as docs.onlyIncludeVersions, the released versions of today: add each version you release to it)`,
      );
    }
  }
  // Docusaurus then builds the docs folder alone, at the docs' base path, whatever versions.json lists.
  if (docs.disableVersioning === true && names.length > 0) {
    out.lastVersion = CURRENT;
    out.onlyIncludeVersions = [CURRENT];
  }
  return out;
}

function versionsOf(
  raw: unknown,
  known: (name: string, where: string) => boolean,
  sink: NoteSink,
): Record<string, unknown> | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, own] of Object.entries(raw)) {
    if (!isRecord(own) || !known(name, `versions.${name}`)) continue;
    const where = `${WHERE}.versions.${name}`;
    const mapped: Record<string, unknown> = {};
    if (textOf(own.label)) mapped.label = own.label;
    if (typeof own.path === 'string') {
      // Docusaurus joins the path onto the docs' base path, so slashes around it change nothing.
      const segment = own.path.replace(/^\/+|\/+$/g, '');
      if (/^[A-Za-z0-9._-]*$/.test(segment)) mapped.path = segment;
      else sink.note(`${where}.path: '${own.path}' (docsgen takes one plain URL segment, like '1.x')`);
    }
    if (typeof own.banner === 'string' && BANNERS.has(own.banner)) mapped.banner = own.banner;
    for (const key of Object.keys(own)) {
      if (['label', 'path', 'banner'].includes(key) || own[key] === undefined) continue;
      const why = VERSION_LEFT_OUT[key];
      sink.note(why ? `${where}.${key} (${why})` : `${where}.${key}`);
    }
    if (Object.keys(mapped).length > 0) out[name] = mapped;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
