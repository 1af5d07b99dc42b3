// Small helpers for the generated markdown pages.

/** The line each generated page starts its body with, naming its sources and the command that writes it. */
export function generatedNotice(sources: string): string {
  return `:::info Generated\nThis page is generated from ${sources} by \`npm run docs:reference\`; a test fails when it is out of date, so it cannot drift from the code.\n:::\n`;
}

/** Text fit for a table cell: one line, its pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
