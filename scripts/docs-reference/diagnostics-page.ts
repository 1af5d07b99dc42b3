// The diagnostics reference: every code of the registry (src/diagnostics/codes.ts) with its default severity, and its
// meaning and fix from src/diagnostics/code-help/.
import { CHECK_ERROR_CODES } from '../../src/check/policy.ts';
import { ALL_DIAGNOSTIC_CODES, DIAGNOSTIC_CODES, type DiagnosticCode } from '../../src/diagnostics/codes.ts';
import { CODE_HELP } from '../../src/diagnostics/code-help/index.ts';
import { capitalised, generatedNotice, oneLine } from './markdown.ts';

/** The default column of a code: its severity, `error in check` for the link codes, `fixed` when no rule changes it. */
export function severityOf(code: DiagnosticCode): string {
  const info = DIAGNOSTIC_CODES[code];
  if (CHECK_ERROR_CODES.has(code)) return `${info.severity} (error in check)`;
  return 'fixed' in info ? `${info.severity}, fixed` : info.severity;
}

/** The page `reference/diagnostics.md`. */
export function diagnosticsPage(): string {
  const entries = ALL_DIAGNOSTIC_CODES.map((code) => {
    const help = CODE_HELP[code];
    return `\`${code}\` · ${severityOf(code)}\n: ${capitalised(oneLine(help.meaning))}. **What to do:** ${oneLine(help.fix)}.\n`;
  });
  return [
    '---\ntitle: Diagnostics\ndescription: Every diagnostic code docsgen reports, with its default severity and what to do.\n---\n',
    '# Diagnostics\n',
    generatedNotice(
      'the code registry of `src/diagnostics/codes.ts` and the help of `src/diagnostics/code-help/`',
    ),
    'Every problem docsgen reports has one of these codes, printed as `file:line:col  severity  code  message`. *error in check* marks the link, anchor, redirect and route codes that `docsgen check` reports as errors; *fixed* marks the codes that always stop the build and take no rule. How to change a severity or leave out whole paths: [Diagnostics in your config](../guides/check.md#diagnostics-in-your-config).\n',
    `${ALL_DIAGNOSTIC_CODES.length} codes.\n`,
    'Each code is followed by its default severity.\n',
    entries.join('\n'),
  ].join('\n');
}
