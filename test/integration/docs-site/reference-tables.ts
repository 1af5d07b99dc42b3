// Reading the generated reference pages back (their tables and definition lists), to check that each key, flag and
// code has its entry.
import type { CliEntry } from '../../../scripts/docs-reference/cli-page.ts';

/** The first code span of each definition term (a line followed by a `: ` line) of `page`, in order. */
function definitionTerms(page: string): { name: string; term: string }[] {
  const lines = page.split('\n');
  const terms: { name: string; term: string }[] = [];
  lines.forEach((line, i) => {
    const name = /^`([^`]+)`/.exec(line)?.[1];
    if (name && lines[i + 1]?.startsWith(': ')) terms.push({ name, term: line });
  });
  return terms;
}

/** The first cell of every table row of `page` and the name of every definition term, without backticks. */
function firstCells(page: string): Set<string> {
  const cells = new Set<string>();
  for (const line of page.split('\n')) {
    const first = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
    if (first) cells.add(first);
  }
  for (const { name } of definitionTerms(page)) cells.add(name);
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

/** The codes of the diagnostics page's definition list: code → its default as written after it (`error, fixed`). */
export function codeRows(page: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const { name, term } of definitionTerms(page))
    rows.set(name, term.slice(`\`${name}\``.length).replace(/^ · /, ''));
  return rows;
}
