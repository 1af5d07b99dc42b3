// `diagnostics` in the config: a severity per code and the source paths whose diagnostics are not reported. Unknown
// codes and codes that cannot be changed are refused with a "did you mean".
import { Minimatch } from 'minimatch';
import { z } from 'zod';
import { ALL_DIAGNOSTIC_CODES, DIAGNOSTIC_CODES, isDiagnosticCode } from '../diagnostics/codes.ts';
import type { DiagnosticsConfig, ResolvedDiagnosticsConfig } from './diagnostics-types.ts';
import { closestName } from './did-you-mean.ts';

export type {
  DiagnosticRuleSetting,
  DiagnosticsConfig,
  ResolvedDiagnosticsConfig,
} from './diagnostics-types.ts';

const setting = z.enum(['error', 'warn', 'off'], { error: "expected 'error', 'warn' or 'off'" });

/** The message for a rule naming a code docsgen does not know. */
export function unknownCodeMessage(code: string): string {
  const close = closestName(code, ALL_DIAGNOSTIC_CODES);
  const hint = close ? `did you mean ${close}? ` : '';
  return `"${code}" is not a diagnostic code; ${hint}(the diagnostics reference of the docs lists every code)`;
}

const globProblem = (glob: string): string | undefined => {
  if (glob.trim() === '') return 'expected a glob such as content/docs/legacy/**';
  if (glob.startsWith('/') || /^[a-z]:[\\/]/i.test(glob))
    return `"${glob}" is absolute; write it relative to the project, such as content/docs/legacy/**`;
  if (glob.includes('\\')) return `"${glob}" uses backslashes; write paths with forward slashes`;
  return new Minimatch(glob).makeRe() === false ? `"${glob}" is not a valid glob` : undefined;
};

/** The schema of `diagnostics`. */
export const diagnosticsConfigSchema = z.strictObject({
  rules: z
    .record(z.string(), setting)
    .superRefine((rules, context) => {
      for (const code of Object.keys(rules)) {
        if (!isDiagnosticCode(code))
          context.addIssue({ code: 'custom', path: [code], message: unknownCodeMessage(code) });
        else if ('fixed' in DIAGNOSTIC_CODES[code])
          context.addIssue({
            code: 'custom',
            path: [code],
            message: `${code} always stops the build (fix its cause instead); remove this rule`,
          });
      }
    })
    .optional(),
  ignore: z
    .array(z.string({ error: 'expected a glob' }))
    .superRefine((globs, context) => {
      globs.forEach((glob, index) => {
        const problem = globProblem(glob);
        if (problem) context.addIssue({ code: 'custom', path: [index], message: problem });
      });
    })
    .optional(),
});

/** Applies the defaults of `diagnostics`. */
export function resolveDiagnosticsConfig(user: DiagnosticsConfig | undefined): ResolvedDiagnosticsConfig {
  return { rules: user?.rules ?? {}, ignore: user?.ignore ?? [] };
}
