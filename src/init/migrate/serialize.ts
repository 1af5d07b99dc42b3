// Writes a config object as the TypeScript source of `docsgen.config.ts`: single-quoted strings, unquoted keys where
// they are identifiers, short arrays and objects on one line.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const LINE_WIDTH = 100;

/** A single-quoted TypeScript string literal of `text`. */
export function quote(text: string): string {
  const escaped = text.replace(/[\\'\n\r\t\u2028\u2029]/g, (ch) => {
    switch (ch) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '\u2028':
        return '\\u2028';
      case '\u2029':
        return '\\u2029';
      default:
        return `\\${ch}`;
    }
  });
  return `'${escaped}'`;
}

/** The literal of a JSON-like value (text, number, boolean, null, arrays, plain objects), indented at `indent`. */
export function literal(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const parts = value.map((item) => literal(item, inner));
    const flat = `[${parts.join(', ')}]`;
    if (parts.length === 0 || (fits(flat, indent) && !flat.includes('\n'))) return flat;
    return `[\n${parts.map((part) => `${inner}${part},\n`).join('')}${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const parts = entries.map(
      ([key, v]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${literal(v, inner)}`,
    );
    const flat = `{ ${parts.join(', ')} }`;
    if (parts.length === 0) return '{}';
    if (fits(flat, indent) && !flat.includes('\n')) return flat;
    return `{\n${parts.map((part) => `${inner}${part},\n`).join('')}${indent}}`;
  }
  throw new Error(`cannot write a ${typeof value} into the config`);
}

function fits(flat: string, indent: string): boolean {
  // Room for a key in front of the value and the comma after it.
  return indent.length + flat.length + 12 <= LINE_WIDTH;
}

/** The whole `docsgen.config.ts`: a header naming the files it was made from, then `defineConfig({ … })`. */
export function configSource(config: Record<string, unknown>, madeFrom: readonly string[]): string {
  return [
    `// Made by \`docsgen migrate\` from ${madeFrom.join(' and ')}; the content stays where it is.`,
    "import { defineConfig } from 'docsgen';",
    '',
    `export default defineConfig(${literal(config)});`,
    '',
  ].join('\n');
}
