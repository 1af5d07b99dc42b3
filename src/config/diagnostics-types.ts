// The types of `diagnostics` in the config, apart from its schema: the published declarations must not need zod.
import type { DiagnosticCode } from '../diagnostics/diagnostic.ts';

/** What a rule sets a code to: a severity, or `off` to drop it. */
export type DiagnosticRuleSetting = 'error' | 'warn' | 'off';

/** `diagnostics`: the severity of each code that should differ from its default, and paths to leave out. */
export interface DiagnosticsConfig {
  /** Code → `'error'`, `'warn'` or `'off'`. Default: `{}`. */
  rules?: Partial<Record<DiagnosticCode, DiagnosticRuleSetting>>;
  /** Globs of source paths, relative to the project (`content/docs/legacy/**`), whose diagnostics are dropped. Default: `[]`. */
  ignore?: string[];
}

/** `diagnostics` with its defaults applied. */
export interface ResolvedDiagnosticsConfig {
  rules: Partial<Record<DiagnosticCode, DiagnosticRuleSetting>>;
  ignore: string[];
}
