import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';
import { normaliseText } from './fence.ts';
import { findSlugProblem } from '../shared/safe-path.ts';
import type { CategoryMeta } from './types.ts';
import { findKeyLine, loadYamlSafely } from './yaml.ts';

/** File names that hold a docs folder's category metadata. */
export const CATEGORY_FILE_NAMES: readonly string[] = [
  '_category_.json',
  '_category_.yml',
  '_category_.yaml',
];

const text = z.string().refine((s) => s.trim() !== '', { message: 'is empty' });
const linkSchema = z.union([
  z.strictObject({
    type: z.literal('generated-index'),
    slug: text.optional(),
    title: text.optional(),
    description: text.optional(),
  }),
  z.strictObject({ type: z.literal('doc'), id: text }),
  z.null(),
]);
const LINK_EXPECTED = '{ type: generated-index, slug?, title?, description? }, { type: doc, id } or null';

const RULES = new Map<string, { schema: z.ZodType; expected: string }>([
  ['label', { schema: text, expected: 'text' }],
  ['position', { schema: z.number().finite(), expected: 'a number' }],
  ['collapsed', { schema: z.boolean(), expected: 'true or false' }],
  ['collapsible', { schema: z.boolean(), expected: 'true or false' }],
  ['link', { schema: linkSchema, expected: LINK_EXPECTED }],
]);

// First line holding `key:` at any depth (JSON `"key":` or YAML `key:`), 0-based.
function anyKeyLine(source: string, key: string): number | undefined {
  const index = source.search(new RegExp(`^[ \\t{,]*["']?${key}["']?[ \\t]*:|"${key}"\\s*:`, 'm'));
  return index === -1 ? undefined : source.slice(0, index).split('\n').length - 1;
}

function jsonErrorLocation(source: string, error: unknown): { line: number; column: number } {
  const message = error instanceof Error ? error.message : '';
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) };
  const position = /position (\d+)/.exec(message);
  if (!position) return { line: 1, column: 1 };
  const before = source.slice(0, Number(position[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return typeof value === 'string' ? `the text "${value}"` : `the ${typeof value} ${String(value)}`;
}

function explainLink(value: unknown): string {
  const type =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['type'] : undefined;
  if (type !== 'generated-index' && type !== 'doc') {
    return `link must be ${LINK_EXPECTED}; link.type is ${describe(type)}`;
  }
  const allowed = type === 'doc' ? 'type and id (text)' : 'type, slug, title and description (text)';
  return `link of type ${type} takes only ${allowed}; got ${JSON.stringify(value)}`;
}

/** Parses and validates the text of a `_category_` file (JSON or YAML); unknown keys are warned about. */
export function parseCategory(
  rawText: string,
  format: 'json' | 'yaml',
  file: string,
  dirRelPath: string,
): { category: CategoryMeta | undefined; diagnostics: Diagnostic[] } {
  const source = normaliseText(rawText);
  const diagnostics: Diagnostic[] = [];
  const fail = (code: DiagnosticCode, message: string, line = 1, column = 1) => ({
    category: undefined,
    diagnostics: [createDiagnostic('error', code, file, message, line, column)],
  });
  let data: unknown;
  if (format === 'json') {
    try {
      data = JSON.parse(source);
    } catch (error) {
      const { line, column } = jsonErrorLocation(source, error);
      const reason = error instanceof Error ? error.message : String(error);
      return fail('category-json', `invalid JSON in category file: ${reason}; fix the syntax`, line, column);
    }
  } else {
    const loaded = loadYamlSafely(source);
    if (!loaded.ok) {
      const { kind, message, line, column } = loaded.problem;
      const hint = kind === 'alias' ? 'write the value out in full' : 'fix the file';
      return fail(
        `category-${kind === 'syntax' ? 'yaml' : kind}`,
        `category file: ${message}; ${hint}`,
        line + 1,
        column + 1,
      );
    }
    data = loaded.value ?? {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail(
      'category-invalid',
      `category file must hold a mapping of keys (label, position, …), not ${describe(data)}`,
    );
  }

  const lineOf = (key: string) =>
    1 + ((format === 'json' || key === 'slug' ? anyKeyLine(source, key) : findKeyLine(source, key)) ?? 0);
  const category: CategoryMeta = { dirRelPath, file };
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const rule = RULES.get(key);
    const value = record[key];
    if (!rule) {
      const message = `unknown category key "${key}" is ignored; known keys: ${[...RULES.keys()].join(', ')}`;
      diagnostics.push(createDiagnostic('warning', 'category-unknown-key', file, message, lineOf(key)));
      continue;
    }
    const result = rule.schema.safeParse(value);
    if (!result.success) {
      const message =
        key === 'link' ? explainLink(value) : `${key} must be ${rule.expected}, not ${describe(value)}`;
      diagnostics.push(createDiagnostic('error', 'category-invalid', file, message, lineOf(key)));
      continue;
    }
    const link = result.data as CategoryMeta['link'];
    const slug = key === 'link' && link?.type === 'generated-index' ? link.slug : undefined;
    const slugProblem = slug === undefined ? undefined : findSlugProblem(slug);
    if (slugProblem) {
      const message = `link.slug "${slug}" ${slugProblem}; use a plain path like /category/setup`;
      diagnostics.push(createDiagnostic('error', 'category-unsafe-slug', file, message, lineOf('slug')));
      continue;
    }
    (category as unknown as Record<string, unknown>)[key] = result.data;
  }
  return { category, diagnostics };
}

/** Reads and parses one category file; a read failure becomes a diagnostic. */
export function loadCategory(
  absPath: string,
  file: string,
  dirRelPath: string,
): { category: CategoryMeta | undefined; diagnostics: Diagnostic[] } {
  let raw: string;
  try {
    raw = readFileSync(absPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    const message = `cannot read category file (${code}); check that it exists and is readable`;
    return {
      category: undefined,
      diagnostics: [createDiagnostic('error', 'file-unreadable', file, message)],
    };
  }
  return parseCategory(raw, file.endsWith('.json') ? 'json' : 'yaml', file, dirRelPath);
}
