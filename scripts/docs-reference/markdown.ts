// Small helpers for the generated markdown pages.

/** The line each generated page starts its body with, naming its sources and the command that writes it. */
export function generatedNotice(sources: string): string {
  return `:::info Generated\nThis page is generated from ${sources} by \`npm run docs:reference\`; a test fails when it is out of date, so it cannot drift from the code.\n:::\n`;
}

/** Text on one line (for a table cell or a definition). */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

/** Text fit for a table cell: one line, its pipes escaped. */
export function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

/** The text with its first letter in upper case. */
export function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
