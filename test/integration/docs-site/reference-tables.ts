// Reading the tables of the generated reference pages back, to check that each key, flag and code has its row.
import type { CliEntry } from '../../../scripts/docs-reference/cli-page.ts';

/** The first cell of every table row of `page`, without its backticks. */
function firstCells(page: string): Set<string> {
  const cells = new Set<string>();
  for (const line of page.split('\n')) {
    const first = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
    if (first) cells.add(first);
  }
  return cells;
}

/** The keys that have no row of their own in `page`. */
export function missingKeys(page: string, keys: readonly string[]): string[] {
  const cells = firstCells(page);
  return keys.filter((key) => !cells.has(key));
}

/** Each command's section of the CLI page (from its `## \`docsgen <name>\`` heading to the next), by command name. */
export function commandSections(page: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of page.split(/^## /m).slice(1)) {
    const name = /^`docsgen ([a-z-]+)`/.exec(part)?.[1];
    if (name) sections.set(name, part);
  }
  return sections;
}

/** The flags (`command flag`) whose command's section has no row naming them; global flags are looked for in the help. */
export function missingFlags(page: string, entries: readonly CliEntry[]): string[] {
  const sections = commandSections(page);
  return entries
    .filter((entry) => {
      const section = entry.command === '' ? page : sections.get(entry.command);
      if (section === undefined) return true;
      const names = [...firstCells(section)].flatMap((cell) => cell.split(/,\s*|\s+/));
      return entry.command === '' ? !section.includes(entry.flag) : !names.includes(entry.flag);
    })
    .map((entry) => `${entry.command} ${entry.flag}`.trim());
}

/** The rows of the table whose header starts `| code | default |`: code → the default column as written. */
export function codeRows(page: string): Map<string, string> {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => /^\|\s*code\s*\|\s*default\s*\|/.test(line));
  const rows = new Map<string, string>();
  if (start < 0) return rows;
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [, code, severity] = line.split('|').map((cell) => cell.trim());
    rows.set(code!.replace(/`/g, ''), severity!);
  }
  return rows;
}
