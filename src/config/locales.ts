// Locales: which one a build makes, the config of a locale's build (its own baseUrl), the URL of a route in any
// locale, and the check of the locale codes a config names.
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locateKeyPath } from './issue-location.ts';
import type { ResolvedConfig, UserConfig } from './types.ts';
import { routeHref } from '../shared/urls.ts';
import { hasLocaleVersionLabels, unknownVersionLabelLocales, versionLabelsIn } from './version-labels.ts';

/** The locale a build makes. */
export function currentLocale(config: ResolvedConfig): string {
  return config.locales.current ?? config.locales.default;
}

/** True when the config lists more locales than the default one. */
export function hasLocales(config: ResolvedConfig): boolean {
  return config.locales.list.length > 1;
}

/** The site's own baseUrl (the default locale's), whichever locale the config builds. */
export function siteBaseUrl(config: ResolvedConfig): string {
  return config.locales.siteBaseUrl ?? config.baseUrl;
}

// Pure memo: a config's variant for each locale (serve compares configs by identity).
const localeConfigMemo = new WeakMap<ResolvedConfig, Map<string, ResolvedConfig>>();

/** The config of one locale's build: its pages live under `<baseUrl><locale>/` (the default locale's under baseUrl). */
export function localeConfig(config: ResolvedConfig, locale: string): ResolvedConfig {
  if (locale === currentLocale(config)) return config;
  let made = localeConfigMemo.get(config);
  if (!made) localeConfigMemo.set(config, (made = new Map()));
  const cached = made.get(locale);
  if (cached) return cached;
  const base = siteBaseUrl(config);
  const isDefault = locale === config.locales.default;
  const { docs } = config;
  const variant: ResolvedConfig = {
    ...config,
    docs: hasLocaleVersionLabels(docs.versions)
      ? { ...docs, versions: versionLabelsIn(docs.versions, locale, config.locales.default) }
      : docs,
    baseUrl: isDefault ? base : `${base}${locale}/`,
    locales: { ...config.locales, current: locale, siteBaseUrl: isDefault ? undefined : base },
  };
  made.set(locale, variant);
  return variant;
}

/** The href of a route in `locale` (the same route: every locale has the default locale's pages). */
export function localeRouteHref(config: ResolvedConfig, locale: string, route: string): string {
  return routeHref(route, localeConfig(config, locale));
}

/** The absolute URL of a route in `locale`. */
export function localeRouteUrl(config: ResolvedConfig, locale: string, route: string): string {
  return config.url + localeRouteHref(config, locale, route);
}

/** Locale codes `Intl` cannot read (`Intl.getCanonicalLocales` throws on them). */
function isValidLocaleCode(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
}

/**
 * Errors for locale codes the config cannot mean: a code that is no locale at all, or a direction, label or docs
 * version label naming a locale that the list leaves out (with the list of the known ones).
 */
export function checkLocaleCodes(user: UserConfig, file: string, sourceText: string): Diagnostic[] {
  const locales = user.locales ?? {};
  const list = locales.list ?? [locales.default ?? 'en'];
  const known = [...new Set([locales.default ?? 'en', ...list])];
  const diagnostics: Diagnostic[] = [];
  const report = (path: readonly (string | number)[], message: string): void => {
    const { line, column } = locateKeyPath(sourceText, path) ?? { line: 1, column: 1 };
    diagnostics.push(createDiagnostic('error', 'locale-unknown', file, message, line, column));
  };
  for (const [name, code] of unknownVersionLabelLocales(user.docs?.versions, known)) {
    report(
      ['docs', 'versions', name, 'label', code],
      `docs.versions.${name}.label: unknown locale "${code}"; known locales: ${known.join(', ')} (add it to locales.list or fix the code)`,
    );
  }
  list.forEach((code, index) => {
    if (!isValidLocaleCode(code)) {
      report(
        ['locales', 'list', index],
        `locales.list: "${code}" is not a locale code (BCP 47, like "fr" or "pt-BR")`,
      );
    }
  });
  const named: [string, string[]][] = [
    ['direction', Object.keys(locales.direction ?? {})],
    ['labels', Object.keys(locales.labels ?? {})],
  ];
  for (const [field, codes] of named) {
    for (const code of codes) {
      if (known.includes(code)) continue;
      report(
        ['locales', field, code],
        `locales.${field}: unknown locale "${code}"; known locales: ${known.join(', ')} (add it to locales.list or fix the code)`,
      );
    }
  }
  return diagnostics;
}

// Languages written right to left, for a Node whose Intl.Locale has no text info.
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ku',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** The writing direction of a locale code, as Docusaurus infers it: Intl's text info where Node has it, else a list. */
export function inferredDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & {
      textInfo?: { direction?: string };
      getTextInfo?: () => { direction?: string };
    };
    const direction = (intl.getTextInfo?.() ?? intl.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return RTL_LANGUAGES.has(intl.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr'; // not a locale code: the config check reports it
  }
}
