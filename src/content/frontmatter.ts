import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';
import {
  findClosingFence,
  findMisplacedFence,
  MAX_FRONT_MATTER_CHARS,
  normaliseText,
  readOpeningFence,
} from './fence.ts';
import { validateFrontMatter } from './frontmatter-schema.ts';
import { MAX_BLANK_RUN, parseHeader } from './matter.ts';
import type { ParsedSource, SourceFile } from './types.ts';
import type { YamlProblem } from './yaml.ts';

const YAML_LANGUAGES = new Set(['', 'yaml', 'yml']);
const JS_LANGUAGES = new Set(['js', 'javascript']);
// The YAML starts on the line after the opening fence.
const FIRST_YAML_LINE = 2;

function describeShape(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'a single text';
  return `a ${typeof value}`;
}

function yamlProblemDiagnostic(
  file: string,
  yamlText: string,
  firstLine: number,
  problem: YamlProblem,
): Diagnostic {
  const line = firstLine + problem.line;
  const column = problem.column + 1;
  switch (problem.kind) {
    case 'duplicate-key': {
      const key = (yamlText.split('\n')[problem.line] ?? '').split(':')[0]?.trim() || '?';
      const message = `front matter key "${key}" appears more than once; keep only one of them`;
      return createDiagnostic('error', 'frontmatter-duplicate-key', file, message, line, column);
    }
    case 'alias': {
      const message = `YAML aliases are not allowed in front matter (found ${problem.message}); write the value out in full`;
      return createDiagnostic('error', 'frontmatter-alias', file, message, line, column);
    }
    case 'too-deep': {
      const message = `front matter is nested too deeply (${problem.message}); flatten the lists and mappings`;
      return createDiagnostic('error', 'frontmatter-too-deep', file, message, line, column);
    }
    case 'syntax': {
      const message =
        `invalid YAML in front matter: ${problem.message}; fix the syntax ` +
        `(quote values that contain ": " or start with a special character, indent with spaces, not tabs)`;
      return createDiagnostic('error', 'frontmatter-yaml', file, message, line, column);
    }
  }
}

/** Splits a content file into validated front matter and body; YAML only (read by gray-matter), never runs code. */
// `parsed` is undefined when the front matter cannot be read at all; keys that fail validation are left out with an
// error, so later stages can still report their own problems for the page.
export function parseSource(
  source: SourceFile,
  text: string,
): { parsed: ParsedSource | undefined; diagnostics: Diagnostic[] } {
  const file = source.file;
  const normalised = normaliseText(text);
  const fail = (code: DiagnosticCode, message: string, line = 1) => ({
    parsed: undefined,
    diagnostics: [createDiagnostic('error', code, file, message, line)],
  });

  const rawLanguage = readOpeningFence(normalised);
  if (rawLanguage === undefined) {
    const diagnostics: Diagnostic[] = [];
    const misplacedLine = findMisplacedFence(normalised);
    if (misplacedLine !== undefined) {
      const message =
        `front matter must start on line 1: the "---" block at line ${misplacedLine} comes after blank lines, ` +
        `so it is read as page text; remove the blank lines above it`;
      diagnostics.push(createDiagnostic('warning', 'frontmatter-not-at-start', file, message, misplacedLine));
    }
    return { parsed: { source, frontMatter: {}, body: normalised, bodyLineOffset: 0 }, diagnostics };
  }
  // Refused here, before gray-matter sees the text: its own engines would evaluate `---js` blocks.
  const language = rawLanguage.toLowerCase();
  if (JS_LANGUAGES.has(language)) {
    return fail(
      'frontmatter-js',
      `JS front matter is not supported ("---${rawLanguage}"): it would run code; ` +
        `write the front matter as YAML after a plain "---" line`,
    );
  }
  if (!YAML_LANGUAGES.has(language)) {
    return fail(
      'frontmatter-language',
      `front matter language "${rawLanguage}" is not supported in ${file}; ` +
        `write the front matter as YAML after a plain "---" line`,
    );
  }
  const end = findClosingFence(normalised);
  if (end.kind !== 'closed') {
    const stray =
      end.kind === 'stray' ? ` (line ${end.line} starts with "---" but has more text after it)` : '';
    return fail(
      'frontmatter-unclosed',
      `front matter opened at line 1 is not closed${stray}; add a line "---" after its last key`,
    );
  }
  if (end.yamlChars > MAX_FRONT_MATTER_CHARS) {
    const kb = Math.ceil(end.yamlChars / 1024);
    return fail(
      'frontmatter-too-large',
      `front matter is ${kb} KB, more than the ${MAX_FRONT_MATTER_CHARS / 1024} KB limit; move long text into the page body`,
    );
  }

  const header = parseHeader(end.header);
  if (header.kind === 'blank-run') {
    const line = end.header.slice(0, header.index).split('\n').length;
    return fail(
      'frontmatter-blank-run',
      `front matter holds ${MAX_BLANK_RUN} or more blank characters in a row (empty lines, spaces or tabs); remove them`,
      line,
    );
  }
  const { yaml, result } = header;
  if (!result.ok) {
    return {
      parsed: undefined,
      diagnostics: [yamlProblemDiagnostic(file, yaml, FIRST_YAML_LINE, result.problem)],
    };
  }
  const data = result.value ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return fail(
      'frontmatter-not-mapping',
      `front matter must be a mapping of "key: value" lines, not ${describeShape(data)}`,
      FIRST_YAML_LINE,
    );
  }
  const { frontMatter, diagnostics } = validateFrontMatter(data as Record<string, unknown>, {
    file,
    yamlText: yaml,
    firstLine: FIRST_YAML_LINE,
  });
  return {
    parsed: { source, frontMatter, body: end.body, bodyLineOffset: end.bodyLineOffset },
    diagnostics,
  };
}
