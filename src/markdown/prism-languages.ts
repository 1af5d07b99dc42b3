import Prism from 'prismjs';
import { readVendorFile } from './vendor-files.ts';

/*
 * Every grammar Prism ships, by every name a fence may give it. The grammars docsgen imports up front (highlight.ts)
 * are there already; any other is read from prismjs/components the first time a fence names it, after the grammars it
 * requires, and evaluated against the same Prism instance (components are plain scripts that extend `Prism`).
 */

interface ComponentEntry {
  require?: string | string[];
  alias?: string | string[];
}

/** A grammar as a fence names it: the Prism grammar id and the name for the `language-*` class. */
export interface GrammarRef {
  grammar: string;
  name: string;
}

// Names authors use that Prism does not list as aliases (or lists for another grammar), mapped to a grammar id.
const EXTRA_ALIASES: Record<string, string> = {
  console: 'shell-session',
  terminal: 'shell-session',
  'shell-session': 'shell-session',
  cmd: 'batch',
  bat: 'batch',
  ps1: 'powershell',
  psm1: 'powershell',
  pwsh: 'powershell',
  ps: 'powershell',
  zsh: 'bash',
  mjs: 'javascript',
  cjs: 'javascript',
  mts: 'typescript',
  cts: 'typescript',
  golang: 'go',
  jsonc: 'json',
  patch: 'diff',
  mdx: 'markdown',
  // Starlight's fences (Shiki names): Astro components as markup, Markdoc as markdown.
  astro: 'markup',
  markdoc: 'markdown',
  mdoc: 'markdown',
  vue: 'markup',
  svelte: 'markup',
  dockerfile: 'docker',
  tf: 'hcl',
  kt: 'kotlin',
  kts: 'kotlin',
  h: 'c',
  hpp: 'cpp',
  'c++': 'cpp',
  cs: 'csharp',
  'c#': 'csharp',
  'f#': 'fsharp',
  proto: 'protobuf',
  // Names Shiki (VitePress, Starlight) knows that Prism does not.
  'vue-html': 'markup',
  jsonl: 'json',
  shellscript: 'bash',
  regexp: 'regex',
};

// Pure memo: Prism's component map, read once per process.
let componentsMemo: Record<string, ComponentEntry> | undefined;
// Pure memo: the alias index built from the component map.
let aliasesMemo: Map<string, string> | undefined;

function components(): Record<string, ComponentEntry> {
  componentsMemo ??= (
    JSON.parse(readVendorFile('prismjs', 'components.json').toString('utf8')) as {
      languages: Record<string, ComponentEntry>;
    }
  ).languages;
  return componentsMemo;
}

function listOf(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

function aliases(): Map<string, string> {
  if (aliasesMemo) return aliasesMemo;
  const index = new Map<string, string>();
  for (const [id, entry] of Object.entries(components())) {
    if (id === 'meta') continue;
    index.set(id, id);
    for (const alias of listOf(entry.alias)) if (!index.has(alias)) index.set(alias, id);
  }
  for (const [alias, id] of Object.entries(EXTRA_ALIASES)) index.set(alias, id);
  aliasesMemo = index;
  return index;
}

/** The Prism grammar a (lower-cased) fence language names, or `undefined` when Prism has none by that name. */
export function findPrismGrammar(lang: string): GrammarRef | undefined {
  const grammar = aliases().get(lang);
  return grammar === undefined ? undefined : { grammar, name: grammar };
}

/**
 * Makes sure Prism has the grammar `id` and those it requires, reading them from prismjs/components when missing.
 * Returns false when a component could not be read or failed to evaluate (the block is then shown as plain text).
 */
export function loadPrismGrammar(id: string, seen: Set<string> = new Set()): boolean {
  if (Prism.languages[id] !== undefined && typeof Prism.languages[id] === 'object') return true;
  if (seen.has(id)) return true;
  seen.add(id);
  const entry = components()[id];
  if (!entry) return false;
  for (const dependency of listOf(entry.require)) if (!loadPrismGrammar(dependency, seen)) return false;
  try {
    const source = readVendorFile('prismjs', `components/prism-${id}.js`).toString('utf8');
    // A component is a script written against a `Prism` in scope: give it the instance docsgen renders with.
    new Function('Prism', source)(Prism);
  } catch {
    return false;
  }
  return typeof Prism.languages[id] === 'object';
}
