// Docusaurus-style order prefix: digits, optional spaces, then one or more of `-`, `_`, `.`.
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
// What follows the prefix starts another digit run ending in a separator: a date (`2024-01-02-x`) or a version (`1.2.3`).
const DATE_OR_VERSION_REST = /^\d+(?:[-_.]|$)/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
// `#`, `?`, `%` and `:` are fine in a file name: routes are percent-encoded wherever they become URLs.
const FORBIDDEN_CHARS = new Set(['\\']);

/** Strips a number prefix (`01-intro` → `intro`, position 1); names like `2DGUI` or `2024-01-02-post` stay as they are. */
export function stripNumberPrefix(name: string): { name: string; position: number | undefined } {
  const match = NUMBER_PREFIX.exec(name);
  if (!match || match[1] === undefined) return { name, position: undefined };
  const rest = name.slice(match[0].length);
  if (DATE_OR_VERSION_REST.test(rest)) return { name, position: undefined };
  return { name: rest, position: Number(match[1]) };
}

/** True for editor and tool temporary files (`x.md~`, `x.md.tmp`, `.#x.md`, `#x.md#`, `.x.swp`), which never count as content. */
export function isTempFileName(name: string): boolean {
  return (
    name.endsWith('~') ||
    /\.(tmp|temp|swp|swo|swx|crswap|bak)$/i.test(name) ||
    name.startsWith('.#') ||
    (name.length > 1 && name.startsWith('#') && name.endsWith('#'))
  );
}

function describeChar(ch: string): string | undefined {
  const code = ch.codePointAt(0) ?? 0;
  const hex = (): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0) return `a NUL character (${hex()})`;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `a control character (${hex()})`;
  if (FORBIDDEN_CHARS.has(ch)) return `the character "${ch}"`;
  return undefined;
}

// Any character describeChar objects to: most names have none, and are not looked at one character at a time.
const ANY_UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\\]/;

/** Describes why a file or folder name cannot be served safely as a URL segment, or `undefined` when it can. */
export function findUnsafeNameProblem(name: string): string | undefined {
  if (ANY_UNSAFE_CHAR.test(name)) {
    for (const ch of name) {
      const problem = describeChar(ch);
      if (problem) return problem;
    }
  }
  if (name.endsWith('.')) return 'a trailing dot';
  if (name.endsWith(' ')) return 'a trailing space';
  const base = (name.split('.')[0] ?? '').trimEnd();
  if (WINDOWS_RESERVED.test(base)) return `the Windows-reserved name "${base}"`;
  return undefined;
}

/** Proposes a safe replacement for an unsafe name, keeping its extension. */
export function suggestSafeName(name: string): string {
  const dot = name.lastIndexOf('.');
  const hasExt = dot > 0 && dot < name.length - 1 && !/[. ]$/.test(name);
  let stem = hasExt ? name.slice(0, dot) : name;
  const ext = hasExt ? name.slice(dot) : '';
  stem = [...stem].map((ch) => (describeChar(ch) ? '-' : ch)).join('');
  stem = stem.replace(/-{2,}/g, '-').replace(/[-. ]+$/, '');
  if (stem === '') stem = 'page';
  if (WINDOWS_RESERVED.test((stem.split('.')[0] ?? '').trimEnd())) stem = `${stem}-page`;
  return stem + ext;
}

/** Builds the `unsafe-file-name` message for a name, or `undefined` when the name is safe. */
export function describeUnsafeName(name: string, isDir: boolean): string | undefined {
  const problem = findUnsafeNameProblem(name);
  if (!problem) return undefined;
  const what = isDir ? 'folder' : 'file';
  return (
    `${what} name "${name}" contains ${problem}, which cannot be served safely as a URL; ` +
    `rename it (for example to "${suggestSafeName(name)}"); the ${what} is skipped`
  );
}
