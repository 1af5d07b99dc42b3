// Where a config problem sits: the known keys at a path of the schema (for "did you mean") and the line of a key
// path in the config's source text.
import type { z } from 'zod';

type Segment = PropertyKey;

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
  in?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The object schemas a value at `schema` may be (through optional, default, lazy, pipe and union). */
function objectsOf(schema: z.ZodType, depth = 0): z.ZodType[] {
  if (depth > 20) return [];
  const def = defOf(schema);
  if (def.type === 'object') return [schema];
  if (def.innerType) return objectsOf(def.innerType, depth + 1);
  if (def.type === 'lazy' && def.getter) return objectsOf(def.getter(), depth + 1);
  if (def.type === 'pipe' && def.in) return objectsOf(def.in, depth + 1);
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => objectsOf(o, depth + 1));
  return [];
}

/** The schemas of the values at `path` below `schema` (several where a union allows several shapes). */
function schemasAt(schema: z.ZodType, path: readonly Segment[]): z.ZodType[] {
  let current = [schema];
  for (const segment of path) {
    const next: z.ZodType[] = [];
    for (const candidate of current) {
      let def = defOf(candidate);
      let inner: z.ZodType = candidate;
      for (let i = 0; i < 20 && (def.innerType || def.type === 'lazy' || def.type === 'pipe'); i++) {
        inner = def.innerType ?? (def.type === 'lazy' ? def.getter!() : def.in!);
        def = defOf(inner);
      }
      if (typeof segment === 'number' && def.type === 'array' && def.element) next.push(def.element);
      else if (def.type === 'record' && def.valueType) next.push(def.valueType);
      else
        for (const object of objectsOf(inner)) {
          const field = defOf(object).shape?.[String(segment)];
          if (field) next.push(field);
        }
    }
    current = next;
  }
  return current;
}

/** The keys an object at `path` of `schema` may have (empty when the path holds no object schema). */
export function knownKeysAt(schema: z.ZodType, path: readonly Segment[]): string[] {
  const keys = new Set<string>();
  for (const at of schemasAt(schema, path))
    for (const object of objectsOf(at))
      for (const key of Object.keys(defOf(object).shape ?? {})) keys.add(key);
  return [...keys];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyPattern = (key: string): RegExp =>
  new RegExp(`(^|[\\s{,])(['"]?)${escapeRegExp(key)}\\2\\s*:`, 'gm');

/**
 * The line and column of the last key of `path` in the config source: each key is looked for after the one before
 * it (`docs` … `sidebars` … `main`), which tells apart keys of the same name in different places; when that finds
 * nothing, the key's only occurrence in the file. Undefined when neither finds it.
 */
export function locateKeyPath(
  source: string,
  path: readonly Segment[],
): { line: number; column: number } | undefined {
  const keys = path.filter((p): p is string => typeof p === 'string');
  const last = keys.at(-1);
  if (!source || last === undefined) return undefined;
  let from = 0;
  let found: number | undefined;
  for (const key of keys) {
    const pattern = keyPattern(key);
    pattern.lastIndex = from;
    const match = pattern.exec(source);
    if (!match) {
      found = undefined;
      break;
    }
    found = match.index + match[1]!.length;
    from = match.index + match[0].length;
  }
  if (found === undefined) {
    const all = [...source.matchAll(keyPattern(last))];
    if (all.length !== 1) return undefined;
    found = all[0]!.index + all[0]![1]!.length;
  }
  const before = source.slice(0, found);
  return { line: before.split('\n').length, column: found - before.lastIndexOf('\n') };
}
