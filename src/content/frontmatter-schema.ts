import { z } from 'zod';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';
import { boundedDistance, createDistanceScratch } from '../shared/edit-distance.ts';
import { unsafeUrlDeep, unsafeUrlMessage } from '../base/url-policy.ts';
import { findIdProblem, findSlugProblem } from '../shared/safe-path.ts';
import type { FrontMatter } from './types.ts';
import { findKeyLine, findRawValue } from './yaml.ts';
import { foldStarlightKeys, isStarlightKey } from './frontmatter-starlight.ts';
import type { InlineAuthor } from './author-schema.ts';
import { KNOWN_KEYS, QUIET_KEYS, RULES, type KeyRule, type SingleAuthorKey } from './frontmatter-rules.ts';

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

// A key this close to a known one is taken for a misspelling; any other key is the site's own, as Docusaurus keeps it.
function closeKeys(key: string): string[] {
  const scratch = createDistanceScratch(key.length);
  const limit = key.length <= 4 ? 1 : 2;
  return KNOWN_KEYS.filter((k) => boundedDistance(k, key.toLowerCase(), limit, scratch) <= limit);
}

// Names an object already answers (`toString`, `__proto__`) cannot be kept as the site's own keys.
const objectName = (key: string): boolean => key in Object.prototype || key === 'prototype';

function unknownKeyMessage(key: string, close: readonly string[]): string {
  const hint = close.length > 0 ? `did you mean ${close.join(' or ')}?` : 'rename it';
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

/** Validates the keys of a front matter mapping: known keys are checked, a near miss of one is warned about, other keys are kept in `custom`. */
export function validateFrontMatter(
  data: Readonly<Record<string, unknown>>,
  ctx: FrontMatterContext,
): { frontMatter: FrontMatter; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const out: Record<string, unknown> = {};
  // Plain (structured clones between threads compare equal); no key of Object.prototype reaches it.
  const custom: Record<string, unknown> = {};
  let starlight = false;
  const lineOf = (key: string) => ctx.firstLine + (findKeyLine(ctx.yamlText, key) ?? 0);
  const report = (severity: 'error' | 'warning', code: DiagnosticCode, key: string, message: string) =>
    diagnostics.push(createDiagnostic(severity, code, ctx.file, message, lineOf(key)));

  for (const key of Object.keys(data)) {
    if (QUIET_KEYS.has(key)) continue;
    const rule = RULES.get(key as keyof FrontMatter | SingleAuthorKey);
    if (!rule) {
      const close = closeKeys(key);
      if (close.length === 0 && !objectName(key)) custom[key] = data[key];
      else report('warning', 'frontmatter-unknown-key', key, unknownKeyMessage(key, close));
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
    const unsafe = unsafeUrlDeep(key, result.data);
    if (unsafe !== undefined) {
      report('error', 'frontmatter-unsafe-link', key, `${key}: ${unsafeUrlMessage(unsafe, 'the URL')}`);
      continue;
    }
    out[key] = result.data;
    if (isStarlightKey(key)) starlight = true;
  }
  // Most pages have no Starlight key: their front matter is left as validated.
  if (starlight || Array.isArray(out.head))
    foldStarlightKeys(out, (severity, key, message) => report(severity, 'frontmatter-invalid', key, message));
  readOutline(out);
  checkCrossKeys(out, report);
  splitAuthors(out);
  joinCategories(out);
  if (Object.keys(custom).length > 0) out.custom = custom;
  return { frontMatter: out as FrontMatter, diagnostics };
}

// VitePress' `outline` as docsgen's table of contents keys (which win when both are written).
function readOutline(out: Record<string, unknown>): void {
  const outline = out.outline as false | 'deep' | number | [number, number | 'deep'] | undefined;
  delete out.outline;
  if (outline === undefined) return;
  if (outline === false) {
    out.hide_table_of_contents ??= true;
    return;
  }
  const [min, max] = outline === 'deep' ? [2, 6] : typeof outline === 'number' ? [outline, outline] : outline;
  out.toc_min_heading_level ??= min;
  out.toc_max_heading_level ??= max === 'deep' ? 6 : max;
}

// MkDocs Material's `categories` are tags as docsgen shows them.
function joinCategories(out: Record<string, unknown>): void {
  const categories = out.categories as string[] | undefined;
  delete out.categories;
  if (categories) out.tags = [...((out.tags as string[] | undefined) ?? []), ...categories];
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
