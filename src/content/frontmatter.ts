import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { MAX_FRONT_MATTER_CHARS, normaliseText, splitFrontMatter } from './fence.ts';
import { validateFrontMatter } from './frontmatter-schema.ts';
import type { ParsedSource, SourceFile } from './types.ts';
import { loadYamlSafely, type YamlProblem } from './yaml.ts';

const YAML_LANGUAGES = new Set(['', 'yaml', 'yml']);
const JS_LANGUAGES = new Set(['js', 'javascript']);

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

/** Splits a content file into validated front matter and body; YAML only, never runs code. */
// `parsed` is undefined when the front matter cannot be read at all; keys that fail validation are left out with an
// error, so later stages can still report their own problems for the page.
export function parseSource(
  source: SourceFile,
  text: string,
): { parsed: ParsedSource | undefined; diagnostics: Diagnostic[] } {
  const file = source.file;
  const split = splitFrontMatter(normaliseText(text));
  const fail = (code: string, message: string, line = 1) => ({
    parsed: undefined,
    diagnostics: [createDiagnostic('error', code, file, message, line)],
  });

  if (split.kind === 'none') {
    const diagnostics: Diagnostic[] = [];
    if (split.misplacedLine !== undefined) {
      const message =
        `front matter must start on line 1: the "---" block at line ${split.misplacedLine} comes after blank lines, ` +
        `so it is read as page text; remove the blank lines above it`;
      diagnostics.push(
        createDiagnostic('warning', 'frontmatter-not-at-start', file, message, split.misplacedLine),
      );
    }
    return { parsed: { source, frontMatter: {}, body: split.body, bodyLineOffset: 0 }, diagnostics };
  }
  const language = split.language.toLowerCase();
  if (JS_LANGUAGES.has(language)) {
    return fail(
      'frontmatter-js',
      `JS front matter is not supported ("---${split.language}"): it would run code; ` +
        `write the front matter as YAML after a plain "---" line`,
    );
  }
  if (!YAML_LANGUAGES.has(language)) {
    return fail(
      'frontmatter-language',
      `front matter language "${split.language}" is not supported in ${file}; ` +
        `write the front matter as YAML after a plain "---" line`,
    );
  }
  if (split.kind === 'unclosed') {
    return fail(
      'frontmatter-unclosed',
      'front matter opened at line 1 is not closed; add a line "---" after its last key',
    );
  }
  if (split.kind === 'too-large') {
    const kb = Math.ceil(split.chars / 1024);
    return fail(
      'frontmatter-too-large',
      `front matter is ${kb} KB, more than the ${MAX_FRONT_MATTER_CHARS / 1024} KB limit; move long text into the page body`,
    );
  }

  const loaded = loadYamlSafely(split.yaml);
  if (!loaded.ok) {
    return {
      parsed: undefined,
      diagnostics: [yamlProblemDiagnostic(file, split.yaml, split.firstLine, loaded.problem)],
    };
  }
  const data = loaded.value ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return fail(
      'frontmatter-not-mapping',
      `front matter must be a mapping of "key: value" lines, not ${describeShape(data)}`,
      split.firstLine,
    );
  }
  const { frontMatter, diagnostics } = validateFrontMatter(data as Record<string, unknown>, {
    file,
    yamlText: split.yaml,
    firstLine: split.firstLine,
  });
  return {
    parsed: { source, frontMatter, body: split.body, bodyLineOffset: split.bodyLineOffset },
    diagnostics,
  };
}
