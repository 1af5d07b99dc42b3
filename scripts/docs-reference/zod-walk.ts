// Walks the config's zod schema: every key path with its type as written in the reference, and whether it is required.
import type { z } from 'zod';

/** One key of the config: `docs.versions.<name>.label`, its type in TypeScript-like notation, and whether it is required. */
export interface SchemaKey {
  path: string;
  type: string;
  required: boolean;
  /** True when the key holds an object whose own keys are listed after it. */
  container: boolean;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Schemas shown by name rather than walked: the config's lists of entries and its nested item shapes. */
export type SchemaNames = ReadonlyMap<z.ZodType, string>;

/** The type of `schema` as the reference prints it. */
export function typeOf(schema: z.ZodType, names: SchemaNames): string {
  const named = names.get(schema);
  if (named) return named;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return typeOf(def.innerType!, names);
    case 'pipe':
      return typeOf(def.in!, names);
    case 'string':
    case 'number':
    case 'boolean':
      return def.type;
    case 'literal':
      return def.values!.map((value) => JSON.stringify(value).replace(/"/g, "'")).join(' | ');
    case 'enum':
      return Object.values(def.entries!)
        .map((value) => `'${value}'`)
        .join(' | ');
    case 'array': {
      const element = typeOf(def.element!, names);
      return element.includes(' | ') ? `(${element})[]` : `${element}[]`;
    }
    case 'record':
      return `Record<string, ${typeOf(def.valueType!, names)}>`;
    case 'union':
      return def.options!.map((option) => typeOf(option, names)).join(' | ');
    case 'object':
      return `{ ${Object.entries(def.shape!)
        .map(([key, value]) => `${key}${isOptional(value) ? '?' : ''}`)
        .join(', ')} }`;
    case 'custom':
      return schema.description ?? 'unknown';
    default:
      return def.type;
  }
}

function isOptional(schema: z.ZodType): boolean {
  return defOf(schema).type === 'optional';
}

/** The object schemas a key's value may be (through optional and unions), the ones whose keys are walked. */
function objectsOf(schema: z.ZodType, names: SchemaNames): z.ZodType[] {
  if (names.has(schema)) return [];
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default') return objectsOf(def.innerType!, names);
  if (def.type === 'object') return [schema];
  if (def.type === 'union') return def.options!.flatMap((option) => objectsOf(option, names));
  return [];
}

/** The record's value schema when `schema` is (an optional) record of objects, walked as `<name>`. */
function recordValue(schema: z.ZodType, names: SchemaNames): z.ZodType | undefined {
  if (names.has(schema)) return undefined;
  const def = defOf(schema);
  if (def.type === 'optional') return recordValue(def.innerType!, names);
  if (def.type !== 'record') return undefined;
  return objectsOf(def.valueType!, names).length > 0 ? def.valueType : undefined;
}

/** Every key of an object schema and of the objects inside it, depth first in the schema's order. */
export function schemaKeys(schema: z.ZodType, names: SchemaNames, prefix = ''): SchemaKey[] {
  const keys: SchemaKey[] = [];
  for (const [key, value] of Object.entries(defOf(schema).shape ?? {})) {
    const path = `${prefix}${key}`;
    const objects = objectsOf(value, names);
    const record = recordValue(value, names);
    keys.push({
      path,
      type: objects.length > 0 && !record ? typeWithoutObjects(value, names) : typeOf(value, names),
      required: !isOptional(value),
      container: objects.length > 0 || record !== undefined,
    });
    for (const object of objects) for (const child of schemaKeys(object, names, `${path}.`)) keys.push(child);
    if (record)
      for (const object of objectsOf(record, names))
        for (const child of schemaKeys(object, names, `${path}.<name>.`)) keys.push(child);
  }
  return keys;
}

/** The type of a key whose object members are listed key by key: `object`, or `false | object` for a union. */
function typeWithoutObjects(schema: z.ZodType, names: SchemaNames): string {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default') return typeWithoutObjects(def.innerType!, names);
  if (def.type === 'union')
    return def
      .options!.map((option) => (defOf(option).type === 'object' ? 'object' : typeOf(option, names)))
      .join(' | ');
  return 'object';
}
