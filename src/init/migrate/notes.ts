/** One thing of the Docusaurus site that the written config does not carry over, and the file it came from. */
export interface MigrationNote {
  /** Path relative to the site folder, slash-separated, optionally with `:line`. */
  file: string;
  /** What was left out and, where there is one, what to do instead. */
  what: string;
}

/** Collects notes for one source file. */
export interface NoteSink {
  note: (what: string) => void;
}

/** A plain object (not an array, function or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is text, else undefined. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The value when it is a boolean, else undefined. */
export function boolOf(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Copies the named keys that are defined, in the order given. */
export function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** Notes each key of `source` that is neither carried (`kept`) nor known to mean nothing here (`quiet`). */
export function noteOtherKeys(
  source: Record<string, unknown>,
  where: string,
  kept: readonly string[],
  quiet: readonly string[],
  sink: NoteSink,
): void {
  for (const key of Object.keys(source)) {
    if (kept.includes(key) || quiet.includes(key) || source[key] === undefined) continue;
    sink.note(`${where}.${key}`);
  }
}

/** A plugin, theme or preset entry's name: `'name'`, `['name', options]`, a function's name, or a plugin object's. */
export function entryName(entry: unknown): string {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first === 'string') return first;
  if (typeof first === 'function') return first.name ? `${first.name} (a function)` : 'an inline function';
  if (isRecord(first) && typeof first.name === 'string') return first.name;
  return 'an entry docsgen cannot name';
}
