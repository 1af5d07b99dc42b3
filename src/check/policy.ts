import type { Diagnostic, DiagnosticCode } from '../diagnostics/diagnostic.ts';

/**
 * Codes that `docsgen check` reports as errors. `build` keeps them as warnings (SPEC §8: broken links, broken
 * markdown links, duplicate routes and broken anchors are only a warning at build time).
 */
export const CHECK_ERROR_CODES: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'broken-link',
  'broken-markdown-link',
  'broken-anchor',
  'broken-redirect',
  'duplicate-route',
  'duplicate-route-case',
]);

/** Raises the link and route warnings of a build to errors, as `docsgen check` reports them. */
export function applyCheckSeverity(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) =>
    d.severity === 'warning' && CHECK_ERROR_CODES.has(d.code) ? { ...d, severity: 'error' } : d,
  );
}
