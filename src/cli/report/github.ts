// Diagnostics as GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which the runner
// turns into annotations on the pull request's files.
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';

/** Escapes a command's message: `%`, CR and LF, as the runner decodes them. */
export function escapeGithubData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a command's property value: as a message, plus `:` and `,` (which end a property). */
export function escapeGithubProperty(text: string): string {
  return escapeGithubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One diagnostic as a workflow command line (`::error` or `::warning`), without the line break. */
export function formatGithubCommand(d: Diagnostic): string {
  const command = d.severity === 'error' ? 'error' : 'warning';
  const properties = [
    `file=${escapeGithubProperty(d.file)}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeGithubProperty(d.code)}`,
  ].join(',');
  return `::${command} ${properties}::${escapeGithubData(d.message)}`;
}
