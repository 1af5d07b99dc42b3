import yaml from 'js-yaml';

/** Deepest nesting of lists and mappings accepted in front matter and category files. */
export const MAX_YAML_DEPTH = 32;

/** Why a YAML text could not be loaded: `syntax`, `duplicate-key`, `alias` or `too-deep`. */
export type YamlProblemKind = 'syntax' | 'duplicate-key' | 'alias' | 'too-deep';

/** A YAML load failure, at a 0-based line and column of the YAML text. */
export interface YamlProblem {
  kind: YamlProblemKind;
  message: string;
  line: number;
  column: number;
}

/** The result of `loadYamlSafely`: the value, or the first problem. */
export type YamlResult = { ok: true; value: unknown } | { ok: false; problem: YamlProblem };

class StopLoading extends Error {
  constructor(
    readonly kind: YamlProblemKind,
    readonly detail: string,
    readonly line: number,
  ) {
    super(detail);
  }
}

// The js-yaml parser state fields read by the listener; the published typings leave some of them out.
interface ListenerState {
  line: number;
  kind: string | null;
  tag: string | null;
  anchor: string | null;
  result: unknown;
}

function findTokenLine(text: string, sigil: '&' | '*', name: string): number | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[\\s\\[{,])\\${sigil}${escaped}(?=[\\s\\]},]|$)`, 'm').exec(text);
  if (!match) return undefined;
  return text.slice(0, match.index + match[1]!.length).split('\n').length - 1;
}

/** Loads YAML without running code or expanding aliases; never throws, problems come back as values. */
// JSON schema: dates and versions stay text or plain numbers, no `!!js` types, no `<<` merges. Duplicate keys are
// rejected by js-yaml itself; anchors are rejected as soon as they are read; nesting is capped at MAX_YAML_DEPTH.
export function loadYamlSafely(text: string): YamlResult {
  let depth = 0;
  const options = {
    schema: yaml.JSON_SCHEMA,
    json: false,
    maxDepth: MAX_YAML_DEPTH + 1,
    listener(event: 'open' | 'close', raw: unknown) {
      const state = raw as ListenerState;
      if (event === 'open') {
        depth++;
        // Checked on the way in, so a 3000-deep `[[[…]]]` stops long before the call stack is at risk.
        if (depth > MAX_YAML_DEPTH + 1) {
          throw new StopLoading('too-deep', `nesting is deeper than ${MAX_YAML_DEPTH} levels`, state.line);
        }
        return;
      }
      depth--;
      // An anchor is always read before any alias can use it, so rejecting anchors stops an alias bomb unexpanded.
      if (state.anchor !== null && state.anchor !== undefined) {
        const line = findTokenLine(text, '&', state.anchor) ?? state.line;
        throw new StopLoading('alias', `anchor "&${state.anchor}"`, line);
      }
      if (state.kind === null && state.tag === null && state.result !== null && state.result !== undefined) {
        throw new StopLoading('alias', 'an alias', state.line);
      }
    },
  };
  try {
    return { ok: true, value: yaml.load(text, options as yaml.LoadOptions) };
  } catch (error) {
    return { ok: false, problem: toProblem(error) };
  }
}

function toProblem(error: unknown): YamlProblem {
  if (error instanceof StopLoading) {
    return { kind: error.kind, message: error.detail, line: error.line, column: 0 };
  }
  if (error instanceof yaml.YAMLException) {
    const reason = error.reason || error.message;
    const line = error.mark?.line ?? 0;
    const column = error.mark?.column ?? 0;
    if (/duplicated mapping key/.test(reason))
      return { kind: 'duplicate-key', message: reason, line, column };
    if (/maxDepth/.test(reason)) {
      return { kind: 'too-deep', message: `nesting is deeper than ${MAX_YAML_DEPTH} levels`, line, column };
    }
    return { kind: 'syntax', message: reason, line, column };
  }
  // A RangeError (stack) or anything else from the parser: still one file's problem, never a crash.
  const message = error instanceof Error ? error.message : String(error);
  return { kind: error instanceof RangeError ? 'too-deep' : 'syntax', message, line: 0, column: 0 };
}

/** 0-based line of a top-level key (`key:` at column 0) in a YAML mapping text, or `undefined`. */
export function findKeyLine(text: string, key: string): number | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    for (const quoted of [key, `"${key}"`, `'${key}'`]) {
      if (line.startsWith(quoted) && /^[ \t]*:(?:[ \t]|$)/.test(line.slice(quoted.length))) return i;
    }
  }
  return undefined;
}

/** The value text after `key:` on the key's line, without a trailing comment, or `undefined`. */
export function findRawValue(text: string, key: string): string | undefined {
  const index = findKeyLine(text, key);
  if (index === undefined) return undefined;
  const line = text.split('\n')[index]!;
  const afterColon = line.slice(line.indexOf(':') + 1);
  return afterColon.replace(/\s+#.*$/, '').trim() || undefined;
}
