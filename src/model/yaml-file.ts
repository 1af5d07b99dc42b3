// Reading a YAML data file of the content (authors, tags): its data, or one error at the line and column YAML names;
// a file that maps keys to entries of one shape, read entry by entry.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';

/** Parses `file` as YAML (JSON types only): its data, or the error `code` at the place the parser stopped. */
export async function readYamlFile(
  file: string,
  relFile: string,
  code: DiagnosticCode,
): Promise<{ data: unknown } | { error: Diagnostic }> {
  try {
    return {
      data: yaml.load(await readFile(file, 'utf8'), {
        schema: yaml.JSON_SCHEMA,
        filename: path.basename(file),
      }),
    };
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const message = `invalid YAML: ${(error as Error).message.split('\n')[0]}`;
    return {
      error: createDiagnostic(
        'error',
        code,
        relFile,
        message,
        (mark?.line ?? 0) + 1,
        (mark?.column ?? 0) + 1,
      ),
    };
  }
}

/** How a YAML map file is checked and what its errors say. */
export interface YamlMapOptions<S extends z.ZodType> {
  /** The error code of a file that is not YAML. */
  yamlCode: DiagnosticCode;
  /** The error code of a file that is not a map, and of an invalid entry. */
  invalidCode: DiagnosticCode;
  /** The shape of an entry. */
  schema: S;
  /** The error of a file that is not a map. */
  notAMap: string;
  /** An empty file maps nothing; otherwise it is not a map either. */
  emptyIsNone: boolean;
  /** The error of an entry: its key, the field at fault (`value`: the entry itself) and what is wrong with it. */
  invalidEntry: (key: string, field: string, message: string) => string;
  /** A key the entries sit under when it is the file's only key (MkDocs Material's `authors:`). Default: none. */
  within?: string;
}

function unwrap(data: unknown, within: string | undefined): unknown {
  if (within === undefined || data === null || typeof data !== 'object') return data;
  const inner = (data as Record<string, unknown>)[within];
  // An entry that is itself named `within` holds fields (text), not entries (mappings).
  const holdsEntries =
    Object.keys(data).length === 1 &&
    typeof inner === 'object' &&
    inner !== null &&
    Object.values(inner).every((entry) => typeof entry === 'object' && entry !== null);
  return holdsEntries ? inner : data;
}

/** Reads a YAML file that maps keys to entries: each valid entry with its key, and an error for each invalid one. */
export async function readYamlMap<S extends z.ZodType>(
  file: string,
  relFile: string,
  options: YamlMapOptions<S>,
): Promise<{ entries: [string, z.output<S>][]; diagnostics: Diagnostic[] }> {
  const read = await readYamlFile(file, relFile, options.yamlCode);
  if ('error' in read) return { entries: [], diagnostics: [read.error] };
  const data = unwrap(read.data, options.within);
  if (options.emptyIsNone && (data === null || data === undefined)) return { entries: [], diagnostics: [] };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      entries: [],
      diagnostics: [createDiagnostic('error', options.invalidCode, relFile, options.notAMap)],
    };
  }
  const entries: [string, z.output<S>][] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const parsed = options.schema.safeParse(value);
    if (parsed.success) {
      entries.push([key, parsed.data]);
      continue;
    }
    const issue = parsed.error.issues[0]!;
    const message = options.invalidEntry(key, issue.path.join('.') || 'value', issue.message);
    diagnostics.push(createDiagnostic('error', options.invalidCode, relFile, message));
  }
  return { entries, diagnostics };
}
