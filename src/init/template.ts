// Turns one file of the starter site (templates/init/) into the file written for a new site: `{{name}}` placeholders
// filled in, escaped for the string they sit in, and `// #if blog` … `// #endif` blocks kept or dropped.

/** The values a starter site is made with. */
export interface ScaffoldValues {
  /** Site title. */
  title: string;
  /** npm package name of the new site. */
  name: string;
  /** docsgen's version, for the site's dependency. */
  version: string;
  /** Today as `YYYY-MM-DD` (the first blog post's date). */
  date: string;
}

/** The switches a template may test with `#if <flag>` or `#if !<flag>`. */
export interface ScaffoldFlags {
  blog: boolean;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
// A line holding only `// #if flag`, `// #if !flag` or `// #endif` (or the same in an HTML comment, for markdown).
const DIRECTIVE = /^\s*(?:\/\/|<!--)\s*#(?:if\s+(!?)(\w+)|(endif))\s*(?:-->)?\s*$/;

/** Fills the placeholders of a file name (no escaping: values used in names are plain). */
export function renderPath(relPath: string, values: ScaffoldValues): string {
  const renamed = relPath.replace(PLACEHOLDER, (whole, key: string) => lookUp(values, key, whole));
  // npm leaves `.gitignore` out of packages, so the template is kept without its dot.
  return renamed === 'gitignore' ? '.gitignore' : renamed;
}

/** Renders a text file of the template; `extension` (`.ts`, `.json`, …) says how to escape the values. */
export function renderText(
  text: string,
  extension: string,
  values: ScaffoldValues,
  flags: ScaffoldFlags,
): string {
  const escape = escaperFor(extension);
  return keepLines(text, flags).replace(PLACEHOLDER, (whole, key: string) =>
    escape(lookUp(values, key, whole)),
  );
}

function lookUp(values: ScaffoldValues, key: string, whole: string): string {
  if (!Object.hasOwn(values, key))
    throw new Error(`docsgen init: the template uses an unknown placeholder ${whole}`);
  return values[key as keyof ScaffoldValues];
}

/** Placeholders sit inside single-quoted strings in TypeScript and double-quoted ones in JSON, YAML and front matter. */
function escaperFor(extension: string): (value: string) => string {
  // JSON's escapes are valid in all three; a TypeScript single-quoted string also needs its quote escaped.
  const json = (value: string): string => JSON.stringify(value).slice(1, -1);
  if (extension === '.ts') return (value) => json(value).replace(/'/g, "\\'");
  return json;
}

function keepLines(text: string, flags: ScaffoldFlags): string {
  const kept: string[] = [];
  // Whether each open `#if` holds; a line is kept when all of them do.
  const open: boolean[] = [];
  for (const line of text.split('\n')) {
    const directive = DIRECTIVE.exec(line);
    if (!directive) {
      if (open.every(Boolean)) kept.push(line);
      continue;
    }
    if (directive[3]) {
      if (open.pop() === undefined)
        throw new Error('docsgen init: the template has an #endif without an #if');
      continue;
    }
    const flag = directive[2]!;
    if (!Object.hasOwn(flags, flag))
      throw new Error(`docsgen init: the template tests an unknown flag ${flag}`);
    open.push(flags[flag as keyof ScaffoldFlags] !== (directive[1] === '!'));
  }
  if (open.length > 0) throw new Error('docsgen init: the template has an #if without an #endif');
  return kept.join('\n');
}
