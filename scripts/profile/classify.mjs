// Sorts the self time of a V8 CPU profile into kinds of work, by the source file each sampled function came from
// (through the bundle's source map) and, for V8's and Node's own functions, by what called them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The kinds of work, in the order the report lists them. */
export const KINDS = [
  'markdown',
  'highlighting',
  'front matter',
  'react',
  'search',
  'model',
  'output',
  'messaging',
  'file system',
  'garbage collection',
  'startup',
  'other',
  'idle',
];

// Checked in order against the original source path (node_modules paths included); the first match wins.
const BY_SOURCE = [
  [/node_modules\/(prismjs|refractor)\/|src\/markdown\/highlight/, 'highlighting'],
  [/node_modules\/(gray-matter|js-yaml|yaml)\/|src\/content\/front-matter/, 'front matter'],
  [
    /node_modules\/(markdown-it[^/]*|mdurl|linkify-it|uc\.micro|entities|punycode)\/|src\/markdown\//,
    'markdown',
  ],
  [/node_modules\/(react|react-dom|scheduler)\/|templates\/|src\/render\//, 'react'],
  [/src\/search\//, 'search'],
  [/src\/output\/|src\/twins\/|src\/llms/, 'output'],
  [/src\/parallel\/(props-wire|held-forms|pool-worker|worker-pool)/, 'messaging'],
  [/src\/(model|content|config|check|build|assets|strings|base|shared|diagnostics)\//, 'model'],
];

// V8's pseudo-frames and Node's functions that name their work whoever called them.
const BY_NAME = new Map([
  ['(garbage collector)', 'garbage collection'],
  ['(idle)', 'idle'],
  ['postMessage', 'messaging'],
  ['receiveMessageOnPort', 'messaging'],
  ['deserialize', 'messaging'],
  ['serialize', 'messaging'],
  ['structuredClone', 'messaging'],
]);

const FS_NAMES =
  /^(open|openSync|close|closeSync|write|writeSync|writeFile|writeFileUtf8|writeString|writeBuffer|mkdir|mkdirSync|rename|renameSync|stat|lstat|fstat|readdir|readFile|readFileUtf8|readFileSync|read|readSync|realpath|access|unlink|rm|copyFile)$/;

/** Maps a bundle's positions to original sources, loading each bundle's source map once. */
function sourceMapper() {
  const maps = new Map();
  const load = (url) => {
    if (!maps.has(url)) {
      let map = null;
      try {
        const file = fileURLToPath(url);
        map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
      } catch {
        // Not a bundle of ours (a Node internal, or a module without a map): its own path is the source.
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  return (frame) => {
    if (!frame.url.startsWith('file:')) return frame.url;
    const map = load(frame.url);
    if (!map) return frame.url;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return pos.source ? path.posix.normalize(pos.source) : frame.url;
  };
}

/** A profile node's own kind, or undefined when it takes its caller's. */
function ownKind(frame, source) {
  const named = BY_NAME.get(frame.functionName);
  if (named) return named;
  if (frame.functionName === '(program)') return 'other';
  if (frame.functionName === '(root)') return 'other';
  if ((frame.url === '' || frame.url.startsWith('node:')) && FS_NAMES.test(frame.functionName))
    return 'file system';
  if (/^node:internal\/(modules|bootstrap)|^node:internal\/main/.test(frame.url)) return 'startup';
  if (frame.url.startsWith('node:internal/worker') || frame.url.includes('internal/per_context/messageport'))
    return 'messaging';
  for (const [pattern, kind] of BY_SOURCE) if (pattern.test(source)) return kind;
  return undefined;
}

/** Milliseconds of self time per kind of work in one parsed `.cpuprofile`. */
export function classifyProfile(profile, mapSource = sourceMapper()) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const kindOf = new Map();
  const resolve = (id) => {
    if (kindOf.has(id)) return kindOf.get(id);
    const node = byId.get(id);
    const own = ownKind(node.callFrame, mapSource(node.callFrame));
    const above = parent.get(id);
    const kind = own ?? (above === undefined ? 'other' : resolve(above));
    kindOf.set(id, kind);
    return kind;
  };
  const totals = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (let i = 0; i < profile.samples.length; i++) {
    const micros = profile.timeDeltas[i + 1] ?? 0;
    totals[resolve(profile.samples[i])] += micros / 1000;
  }
  return totals;
}

/** A fresh source mapper, to share between the profiles of one run (the threads load the same bundles). */
export const createSourceMapper = sourceMapper;
