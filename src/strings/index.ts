// The theme's strings of a build's locale: the shipped table that fits the locale best, with the site's overrides
// (content/i18n/<locale>/theme.json) laid over it.
import { currentLocale } from '../config/locales.ts';
import type { MarkdownLabels, ResolvedConfig } from '../config/types.ts';
import type { ThemeStrings } from './theme-strings.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';
import { ptBR } from './pt-br.ts';
import { zhHans } from './zh-hans.ts';

/** The shipped tables, by locale code. */
export const SHIPPED_STRINGS: Readonly<Record<string, ThemeStrings>> = {
  en,
  fr,
  de,
  es,
  'pt-BR': ptBR,
  ja,
  'zh-Hans': zhHans,
  ar,
};

/** Every key a theme strings file may set. */
export const THEME_STRING_KEYS: readonly string[] = Object.keys(en);

// A locale's language (and script) when no table has the whole code: `pt` → pt-BR, `zh-CN` → zh-Hans.
const FALLBACKS: Readonly<Record<string, string>> = { pt: 'pt-BR', zh: 'zh-Hans' };

/** The shipped table closest to a locale code (English when none is). */
export function shippedStringsFor(locale: string): ThemeStrings {
  const exact = SHIPPED_STRINGS[locale];
  if (exact) return exact;
  const lower = locale.toLowerCase();
  const sameCase = Object.keys(SHIPPED_STRINGS).find((k) => k.toLowerCase() === lower);
  if (sameCase) return SHIPPED_STRINGS[sameCase]!;
  const language = lower.split('-')[0] ?? lower;
  return SHIPPED_STRINGS[FALLBACKS[language] ?? language] ?? en;
}

// Pure memo: a config's strings (a config object never changes).
const stringsMemo = new WeakMap<ResolvedConfig, ThemeStrings>();

/** The strings of the config's locale, with the site's overrides. */
export function themeStringsFor(config: ResolvedConfig): ThemeStrings {
  const cached = stringsMemo.get(config);
  if (cached) return cached;
  const strings = { ...shippedStringsFor(currentLocale(config)), ...config.locales.themeStrings };
  stringsMemo.set(config, strings);
  return strings;
}

/** The words markdown writes itself, from a locale's strings; undefined when they are the English ones (the fast path). */
export function markdownLabelsOf(strings: ThemeStrings): MarkdownLabels | undefined {
  const labels: MarkdownLabels = {
    admonitions: {
      note: strings.admonitionNote,
      tip: strings.admonitionTip,
      info: strings.admonitionInfo,
      warning: strings.admonitionWarning,
      danger: strings.admonitionDanger,
      caution: strings.admonitionCaution,
      important: strings.admonitionImportant,
    },
    copy: strings.copyCode,
    copyLabel: strings.copyCodeLabel,
  };
  const english =
    markdownEnglish(labels) && strings.copyCode === en.copyCode && strings.copyCodeLabel === en.copyCodeLabel;
  return english ? undefined : labels;
}

function markdownEnglish(labels: MarkdownLabels): boolean {
  return Object.entries(labels.admonitions).every(
    ([type, title]) => title === type[0]!.toUpperCase() + type.slice(1),
  );
}
