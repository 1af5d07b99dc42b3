import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';

const UNKNOWN_LANGUAGE = 'code-unknown-language';
const LANGUAGE_IN_MESSAGE = /^The code language "([^"]*)"/;

/**
 * Keeps one unknown-language warning per language for a whole build: the first place it appears (by file, then line),
 * with how many other blocks use it. Other diagnostics pass through in their order.
 */
export function collapseUnknownLanguageWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  if (!diagnostics.some((d) => d.code === UNKNOWN_LANGUAGE)) return [...diagnostics];
  const byLanguage = new Map<string, Diagnostic[]>();
  for (const d of sortDiagnostics(diagnostics.filter((d) => d.code === UNKNOWN_LANGUAGE))) {
    const lang = LANGUAGE_IN_MESSAGE.exec(d.message)?.[1] ?? d.message;
    const list = byLanguage.get(lang);
    if (list) list.push(d);
    else byLanguage.set(lang, [d]);
  }
  const kept: Diagnostic[] = [];
  for (const [, [first, ...others]] of byLanguage) {
    if (!first) continue;
    const more =
      others.length === 0
        ? ''
        : ` (${others.length} more block${others.length === 1 ? '' : 's'} in this language)`;
    kept.push({ ...first, message: first.message + more });
  }
  return [...diagnostics.filter((d) => d.code !== UNKNOWN_LANGUAGE), ...kept];
}
