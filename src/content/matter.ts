import matter from 'gray-matter';
import { loadYamlSafely, type YamlResult } from './yaml.ts';

/** Longest run of blank characters (spaces, tabs, line ends) a front matter header may hold. */
export const MAX_BLANK_RUN = 1000;

// gray-matter tests for an empty block with /^\s*#[^\n]+/gm, which takes quadratic time on a long run of blank lines
// (64 KB of empty lines: seconds). Shorter runs keep its work near-linear.
const LONG_BLANK_RUN = new RegExp(`\\s{${MAX_BLANK_RUN}}`);

/** What gray-matter read from a header: the YAML between the fences and its load result, or a refused blank run. */
export type HeaderResult =
  | { kind: 'yaml'; yaml: string; result: YamlResult }
  /** `index` is where the run starts in the header. */
  | { kind: 'blank-run'; index: number };

function refuseEngine(language: string): () => never {
  return () => {
    throw new Error(`front matter in "${language}" is never evaluated; only YAML is read`);
  };
}

// gray-matter looks a block's language up in these engines first (`js` is an alias of `javascript`), then in its own,
// which include `javascript` (eval) and the old js-yaml 3: each of its own but YAML is shadowed by one that throws,
// whatever the caller checked before. An unknown language makes gray-matter throw without reading the block.
const REFUSED_ENGINES = Object.fromEntries(
  Object.keys((matter as unknown as { engines: object }).engines)
    .filter((name) => name !== 'yaml')
    .map((name) => [name, refuseEngine(name)]),
);

// gray-matter hands the engine the text after the opening `---` and its language, up to the closing line: line 0 is
// what is left of the opening line (blank). The YAML starts on the next line and ends with its own line end.
function loadYamlEngine(text: string): { yaml: string; result: YamlResult } {
  const yaml = `${text.slice(text.indexOf('\n') + 1)}\n`;
  return { yaml, result: loadYamlSafely(yaml) };
}

// Always passed: gray-matter keeps every result in a module-level cache keyed by the text when called without options.
const MATTER_OPTIONS = {
  language: 'yaml',
  engines: { ...REFUSED_ENGINES, yaml: loadYamlEngine },
};

/** Parses a front matter header (line 1 `---`, up to its closing `---` line) with gray-matter; YAML only, no code runs. */
export function parseHeader(header: string): HeaderResult {
  const run = LONG_BLANK_RUN.exec(header);
  if (run) return { kind: 'blank-run', index: run.index };
  const data: { yaml?: unknown; result?: unknown } = matter(header, MATTER_OPTIONS).data;
  // gray-matter skips the engine when the block is empty or holds only comments.
  if (data.result === undefined) return { kind: 'yaml', yaml: '', result: { ok: true, value: null } };
  return { kind: 'yaml', yaml: String(data.yaml), result: data.result as YamlResult };
}
