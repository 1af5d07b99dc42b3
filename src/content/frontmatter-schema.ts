import { z } from 'zod';
import { headTagSchema } from '../config/head-tags.ts';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics.ts';
import { boundedDistance, createDistanceScratch } from '../shared/edit-distance.ts';
import { findIdProblem, findLinkProblem, findSlugProblem } from '../shared/safe-path.ts';
import type { FrontMatter } from './types.ts';
import { findKeyLine, findRawValue } from './yaml.ts';
import { inlineAuthorSchema, type InlineAuthor } from './author-schema.ts';

const text = z.string().refine((s) => s.trim() !== '', { message: 'is empty' });
const textList = z.union([text, z.array(text)]).transform((v) => (typeof v === 'string' ? [v] : v));
// Docusaurus tags may be objects { label, permalink }: the label is what names the tag here.
const tagList = z
  .union([text, z.array(z.union([text, z.looseObject({ label: text })]))])
  .transform((v) => (typeof v === 'string' ? [v] : v.map((t) => (typeof t === 'string' ? t : t.label))));
const authorEntry = z.union([text, inlineAuthorSchema]);
const authorList = z
  .union([authorEntry, z.array(authorEntry)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const lastUpdate = z
  .strictObject({
    date: z
      .string()
      .refine((d) => isValidDateText(d), { message: 'is not a real date' })
      .optional(),
    author: text.optional(),
  })
  .refine((u) => u.date !== undefined || u.author !== undefined, { message: 'needs a date or an author' });
const link = text.superRefine((s, ctx) => {
  const problem = findLinkProblem(s);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { unsafeLink: true } });
});
const action = z.strictObject({ label: text, to: link });
const hero = z.strictObject({ title: text.optional(), tagline: text.optional(), action: action.optional() });
const feature = z.strictObject({ title: text, text, icon: text.optional(), action: action.optional() });
const headingLevel = z.number().int().min(2).max(6);

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for `YYYY-MM-DD` text or an ISO date-time text naming a real calendar day and time. */
export function isValidDateText(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return false;
  return m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60);
}

interface KeyRule {
  schema: z.ZodType;
  /** What the key expects, for messages. */
  expected: string;
  /** The key expects text, so a number or boolean gets a "quote it" hint. */
  textual?: boolean;
}

const t = (expected = 'text'): KeyRule => ({ schema: text, expected, textual: true });
const tl: KeyRule = { schema: textList, expected: 'text or a list of text', textual: true };
const bool: KeyRule = { schema: z.boolean(), expected: 'true or false' };
const level: KeyRule = { schema: headingLevel, expected: 'a whole number from 2 to 6' };
const optionalId = (what: string): KeyRule => ({
  schema: text.nullable(),
  expected: `a doc id, or null to hide the ${what} link`,
  textual: true,
});

// Docusaurus' single-author keys are read here and folded into `inlineAuthors`: they are not front matter fields.
type SingleAuthorKey = 'author' | 'author_title' | 'author_url' | 'author_image_url';

const RULES = new Map<keyof FrontMatter | SingleAuthorKey, KeyRule>([
  ['id', t('text (the doc id)')],
  ['title', t()],
  ['sidebar_label', t()],
  ['sidebar_position', { schema: z.number().finite(), expected: 'a number' }],
  // Plain string: an empty slug is reported by the slug check, with its own code.
  ['slug', { schema: z.string(), expected: 'text (a URL path)', textual: true }],
  ['description', t()],
  ['keywords', tl],
  ['image', { schema: link, expected: 'an image path or URL', textual: true }],
  ['tags', { schema: tagList, expected: 'text, or a list of text or { label, permalink }', textual: true }],
  ['hide_table_of_contents', bool],
  ['toc_min_heading_level', level],
  ['toc_max_heading_level', level],
  ['draft', bool],
  [
    'custom_edit_url',
    { schema: link.nullable(), expected: 'a URL, or null to hide the edit link', textual: true },
  ],
  ['pagination_prev', optionalId('previous')],
  ['pagination_next', optionalId('next')],
  [
    'authors',
    {
      schema: authorList,
      expected: 'author keys, or authors written out as { name, title?, url?, image_url?, socials? }',
      textual: true,
    },
  ],
  ['hide_title', bool],
  ['unlisted', bool],
  [
    'displayed_sidebar',
    { schema: text.nullable(), expected: 'a sidebar id, or null for no sidebar', textual: true },
  ],
  ['pagination_label', t()],
  ['last_update', { schema: lastUpdate, expected: 'a mapping { date?: YYYY-MM-DD, author? }' }],
  // Docusaurus' single-author keys: together they make one author written inline.
  ['author', t()],
  ['author_title', t()],
  ['author_url', t()],
  ['author_image_url', t()],
  [
    'date',
    {
      schema: z.string().refine(isValidDateText, { message: 'is not a real date' }),
      expected: 'a date as YYYY-MM-DD (or an ISO date-time such as 2024-01-02T10:00:00Z)',
      textual: true,
    },
  ],
  ['layout', { schema: z.enum(['default', 'home']), expected: '"default" or "home"' }],
  [
    'api_kind',
    {
      schema: z.enum(['Namespace', 'Constant', 'Typedef', 'Global', 'External']),
      expected: 'one of Namespace, Constant, Typedef, Global, External',
    },
  ],
  ['hero', { schema: hero, expected: 'a mapping with title, tagline and action: { label, to }' }],
  ['features', { schema: z.array(feature), expected: 'a list of { title, text, icon, action }' }],
  [
    'head',
    {
      schema: z.array(headTagSchema),
      expected: 'a list of { tag: meta | link | script, attributes: { … } }',
    },
  ],
]);

// Keys Docusaurus accepts that change nothing in docsgen's theme: accepted without a word so that its content builds.
const QUIET_KEYS = new Set([
  'sidebar_class_name',
  'sidebar_custom_props',
  'parse_number_prefixes',
  'wrapperClassName',
  'title_meta',
]);

/** The front matter keys docsgen knows. */
export const KNOWN_KEYS: readonly string[] = [...RULES.keys(), ...QUIET_KEYS];

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `the ${typeof value} ${String(value)}`;
}

function nestedMessage(key: string, issues: readonly z.core.$ZodIssue[]): string | undefined {
  const issue = issues.find((i) => i.path.length > 0 || i.code === 'unrecognized_keys');
  if (!issue) return undefined;
  const where = [key, ...issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))].join(
    '',
  );
  const at = where.replace(/\.\[/g, '[');
  if (issue.code === 'unrecognized_keys')
    return `${at} has unknown key(s) ${issue.keys.join(', ')}; remove them`;
  if (issue.code === 'invalid_type') {
    return `${at} must be ${issue.expected === 'string' ? 'text' : issue.expected}; it is missing or of the wrong type`;
  }
  return `${at} ${issue.message}`;
}

/** Builds the message for a value that failed its rule. */
function explain(
  key: string,
  rule: KeyRule,
  value: unknown,
  yamlText: string,
  issues: readonly z.core.$ZodIssue[],
) {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return `${key} is empty; write ${rule.expected} or remove the key`;
  }
  if (rule.textual && Array.isArray(value)) {
    const index = value.findIndex((v) => typeof v === 'number' || typeof v === 'boolean');
    if (index !== -1) {
      return `${key} must be ${rule.expected}, but item ${index + 1} is ${describeValue(value[index])}; put it in quotes as written`;
    }
  }
  if (rule.textual && (typeof value === 'number' || typeof value === 'boolean')) {
    const raw = findRawValue(yamlText, key) ?? String(value);
    return `${key} must be ${rule.expected}, not ${describeValue(value)}; quote it: ${key}: "${raw}"`;
  }
  const nested = nestedMessage(key, issues);
  if (nested) return nested;
  const custom = issues.find((i) => i.code === 'custom')?.message;
  if (typeof value === 'string' && custom)
    return `${key} ${custom} (${describeValue(value)}); write ${rule.expected}`;
  return `${key} must be ${rule.expected}, not ${describeValue(value)}`;
}

function unknownKeyMessage(key: string): string {
  const scratch = createDistanceScratch(key.length);
  const close = KNOWN_KEYS.filter((k) => boundedDistance(k, key.toLowerCase(), 2, scratch) <= 2);
  const hint = close.length > 0 ? `did you mean ${close.join(' or ')}?` : 'remove it or check the spelling';
  return `unknown front matter key "${key}" is ignored; ${hint}`;
}

/** Context of a front matter block, to locate keys as file lines. */
export interface FrontMatterContext {
  file: string;
  /** The YAML text between the fences. */
  yamlText: string;
  /** 1-based file line of the first YAML line. */
  firstLine: number;
}

/** Validates the keys of a front matter mapping: known keys are checked, unknown keys are warned about. */
export function validateFrontMatter(
  data: Readonly<Record<string, unknown>>,
  ctx: FrontMatterContext,
): { frontMatter: FrontMatter; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const out: Record<string, unknown> = {};
  const lineOf = (key: string) => ctx.firstLine + (findKeyLine(ctx.yamlText, key) ?? 0);
  const report = (severity: 'error' | 'warning', code: DiagnosticCode, key: string, message: string) =>
    diagnostics.push(createDiagnostic(severity, code, ctx.file, message, lineOf(key)));

  for (const key of Object.keys(data)) {
    if (QUIET_KEYS.has(key)) continue;
    const rule = RULES.get(key as keyof FrontMatter | SingleAuthorKey);
    if (!rule) {
      report('warning', 'frontmatter-unknown-key', key, unknownKeyMessage(key));
      continue;
    }
    const value = data[key];
    const result = rule.schema.safeParse(value);
    if (!result.success) {
      const issues = result.error.issues;
      const unsafe = issues.some((i) => i.code === 'custom' && i.params?.['unsafeLink'] === true);
      const code = unsafe
        ? 'frontmatter-unsafe-link'
        : key === 'slug' && value === null
          ? 'frontmatter-unsafe-slug'
          : 'frontmatter-invalid';
      report('error', code, key, explain(key, rule, value, ctx.yamlText, issues));
      continue;
    }
    const problem = checkPathLike(key, result.data);
    if (problem) {
      report('error', problem.code, key, problem.message);
      continue;
    }
    out[key] = result.data;
  }
  checkCrossKeys(out, report);
  splitAuthors(out);
  return { frontMatter: out as FrontMatter, diagnostics };
}

// Keys of the authors file stay in `authors`; authors written out (and Docusaurus' single-author keys) go to
// `inlineAuthors`.
function splitAuthors(out: Record<string, unknown>): void {
  const entries = (out.authors as (string | InlineAuthor)[] | undefined) ?? [];
  const inline = entries.filter((a): a is InlineAuthor => typeof a !== 'string');
  if (typeof out.author === 'string') {
    const single: InlineAuthor = { name: out.author };
    if (typeof out.author_title === 'string') single.title = out.author_title;
    if (typeof out.author_url === 'string') single.url = out.author_url;
    if (typeof out.author_image_url === 'string') single.image_url = out.author_image_url;
    inline.push(single);
  }
  for (const key of ['author', 'author_title', 'author_url', 'author_image_url']) delete out[key];
  if (out.authors !== undefined) out.authors = entries.filter((a) => typeof a === 'string');
  if (inline.length > 0) out.inlineAuthors = inline;
}

function checkPathLike(key: string, value: unknown): { code: DiagnosticCode; message: string } | undefined {
  if (key === 'slug' && typeof value === 'string') {
    const problem = findSlugProblem(value);
    if (problem)
      return {
        code: 'frontmatter-unsafe-slug',
        message: `slug "${value}" ${problem}; use a plain path like /guide/setup`,
      };
  }
  if (key === 'id' && typeof value === 'string') {
    const problem = findIdProblem(value);
    if (problem)
      return {
        code: 'frontmatter-unsafe-id',
        message: `id "${value}" ${problem}; use a plain name like setup-guide`,
      };
  }
  return undefined;
}

type Report = (severity: 'error' | 'warning', code: DiagnosticCode, key: string, message: string) => void;

function checkCrossKeys(out: Record<string, unknown>, report: Report): void {
  const min = out.toc_min_heading_level as number | undefined;
  const max = out.toc_max_heading_level as number | undefined;
  if (min !== undefined && max !== undefined && min > max) {
    report(
      'error',
      'frontmatter-invalid',
      'toc_min_heading_level',
      `toc_min_heading_level (${min}) is greater than toc_max_heading_level (${max}); make the minimum less than or equal to the maximum`,
    );
    delete out.toc_min_heading_level;
    delete out.toc_max_heading_level;
  }
  for (const key of ['hero', 'features'] as const) {
    if (out[key] !== undefined && out.layout !== 'home') {
      report(
        'warning',
        'frontmatter-layout',
        key,
        `${key} is only shown with layout: home; add layout: home or remove ${key}`,
      );
    }
  }
}
