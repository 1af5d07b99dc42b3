// The names an MDX page's props and `{expressions}` may read, as literal values: its `export const` values, the URLs of
// the files it imports, `frontMatter` (read from the page only when named, so that a cached page depends on it only
// then), and in a partial the `props` it was given. Nothing is evaluated: a name is looked up, never run.

/** A prop value an MDX page may write. */
export type LiteralValue =
  string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

/** What a scope reads through its document's render (src/markdown/mdx/host.ts). */
export interface ScopeHost {
  /** The page's front matter, read the first time `frontMatter` is named. */
  frontMatter(): Readonly<Record<string, unknown>>;
  /** The URL of `require('./x.png')` in a prop; throws an MdxError at `offset` when the file is missing. */
  requireAsset(from: string, offset: number): string;
  /** Told once per member read that found nothing (`frontMatter.nope`). */
  missing(expression: string): void;
}

/** The scope of one MDX document. */
export class MdxScope extends Map<string, LiteralValue> {
  // One object, not a closure per callback: closures over a page's render, set here on every page, kept its objects
  // alive through young-generation collections (three times the markdown stage's collection time, 4.5% of a
  // 10,000-page build).
  host: ScopeHost | undefined;

  override has(name: string): boolean {
    return super.has(name) || (name === 'frontMatter' && this.host !== undefined);
  }

  override get(name: string): LiteralValue | undefined {
    if (name === 'frontMatter' && !super.has(name) && this.host) {
      super.set(name, literalOfData(this.host.frontMatter()));
    }
    return super.get(name);
  }
}

// Front matter is YAML read as JSON-like data; anything else (a date object) is shown as text.
function literalOfData(value: unknown): LiteralValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(literalOfData);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const object: Record<string, LiteralValue> = Object.create(null) as Record<string, LiteralValue>;
    for (const [key, item] of Object.entries(value)) object[key] = literalOfData(item);
    return object;
  }
  return String(value);
}
