// The site's diagnostics policy: `diagnostics.rules` sets a code's severity or turns it off, `diagnostics.ignore`
// drops the diagnostics of matching source paths, and `--strict` makes every warning an error.
import { Minimatch } from 'minimatch';
import type { ResolvedDiagnosticsConfig } from '../config/diagnostics-config.ts';
import { DIAGNOSTIC_CODES } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The policy a build applies: the config's `diagnostics` and the `--strict` flag. */
export interface DiagnosticPolicy extends ResolvedDiagnosticsConfig {
  strict?: boolean | undefined;
}

/**
 * The diagnostics as the policy reports them: ignored paths and codes turned `off` dropped, severities set by the
 * rules, then warnings raised to errors when strict. Codes that always stop the build are never changed or dropped.
 * Applying it twice gives the same list.
 */
export function applyDiagnosticPolicy(list: readonly Diagnostic[], policy: DiagnosticPolicy): Diagnostic[] {
  const rules = policy.rules;
  const strict = policy.strict === true;
  if (Object.keys(rules).length === 0 && policy.ignore.length === 0 && !strict) return list.slice();
  const ignored = policy.ignore.map((glob) => new Minimatch(glob, { dot: true }));
  const result: Diagnostic[] = [];
  for (const d of list) {
    if ('fixed' in DIAGNOSTIC_CODES[d.code]) {
      result.push(d);
      continue;
    }
    if (ignored.some((glob) => glob.match(d.file))) continue;
    const rule = rules[d.code];
    if (rule === 'off') continue;
    const severity =
      rule === 'error' || (strict && (rule === 'warn' || d.severity === 'warning'))
        ? 'error'
        : rule === 'warn'
          ? 'warning'
          : d.severity;
    result.push(severity === d.severity ? d : { ...d, severity });
  }
  return result;
}
