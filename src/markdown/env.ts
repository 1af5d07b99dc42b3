import {
  createDiagnostic,
  type Diagnostic,
  type Severity,
  type DiagnosticCode,
} from '../diagnostics/diagnostic.ts';
import type { Heading, LinkRef, MarkdownContext, MarkdownFeature } from './types.ts';
import type { MdxState } from './mdx/state.ts';

/** Per-document state shared by the core rules and render rules through markdown-it's `env`. */
export interface RenderEnv {
  context: MarkdownContext;
  /** markdown-it-anchor's record of the heading ids given so far (null prototype: `__proto__` is an ordinary id). */
  markdownItAnchor: { slugs: Record<string, true> };
  /** The explicit `{#id}` heading ids of the document, made unique among themselves. */
  explicitIds: Set<string>;
  /** Per slug, the highest `-n` suffix tried so far, where the next search for a free `slug-n` starts. */
  slugCounts: Map<string, number>;
  diagnostics: Diagnostic[];
  title: string | undefined;
  /** The page's `<title>` when the markdown sets it apart from its heading (mdBook's `{{#title}}`). */
  headTitle?: string | undefined;
  /** Body lines (0-based) whose text a dialect replaced before parsing (mdBook's `{{#include}}`), with what replaced them. */
  replacedLines?: [line: number, text: string][] | undefined;
  headings: Heading[];
  anchors: string[];
  links: LinkRef[];
  /** The body after markdown-it's normalisation (what token maps count lines of). */
  source: string;
  /** Start offset of each line of `source`, computed on first use. */
  lineStarts: number[] | undefined;
  /** The features that need assets on the page (math, diagrams), in order of first use. */
  features: MarkdownFeature[];
  /** How many tab sets the document has so far (their ids are numbered). */
  tabSets: number;
  /** MDX state, only on pages that may hold MDX. */
  mdx?: MdxState | undefined;
  /** An MDX partial rendered in a page: its leading h1 is a heading like any other, not the page's title. */
  inPartial?: boolean | undefined;
}

/** Creates the env of one render call. */
export function createRenderEnv(context: MarkdownContext): RenderEnv {
  return {
    context,
    markdownItAnchor: { slugs: Object.create(null) as Record<string, true> },
    explicitIds: new Set(),
    slugCounts: new Map(),
    diagnostics: [],
    title: undefined,
    headings: [],
    anchors: [],
    links: [],
    source: '',
    lineStarts: undefined,
    features: [],
    tabSets: 0,
  };
}

/** Narrows markdown-it's untyped `env` argument to ours. */
export function getRenderEnv(env: unknown): RenderEnv {
  return env as RenderEnv;
}

/** Converts a 0-based body line (a token map entry) to a 1-based file line. */
export function toFileLine(env: RenderEnv, bodyLine: number): number {
  return bodyLine + env.context.bodyLineOffset + 1;
}

/** Records a diagnostic at a 0-based body line and a 1-based column. */
export function report(
  env: RenderEnv,
  severity: Severity,
  code: DiagnosticCode,
  message: string,
  bodyLine = 0,
  column = 1,
): void {
  env.diagnostics.push(
    createDiagnostic(severity, code, env.context.file, message, toFileLine(env, bodyLine), column),
  );
}

/** Returns the text of a 0-based body line, or `''` past the end. */
export function getSourceLine(env: RenderEnv, bodyLine: number): string {
  const starts = (env.lineStarts ??= computeLineStarts(env.source));
  const start = starts[bodyLine];
  if (start === undefined) return '';
  const next = starts[bodyLine + 1];
  return env.source.slice(start, next === undefined ? env.source.length : next - 1);
}

function computeLineStarts(source: string): number[] {
  const starts = [0];
  let index = source.indexOf('\n');
  while (index !== -1) {
    starts.push(index + 1);
    index = source.indexOf('\n', index + 1);
  }
  return starts;
}

/** Records that the document uses a feature whose assets its page must link. */
export function useFeature(env: RenderEnv, feature: MarkdownFeature): void {
  if (!env.features.includes(feature)) env.features.push(feature);
}
