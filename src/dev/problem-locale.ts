// The language of the pages serve shows before a build succeeded: the served locale (the config's default one, or
// `--locale`), with the site's own theme strings of that locale when its file reads cleanly (the build reports the
// file's problems; these pages fall back to the shipped words).
import { withThemeStrings } from '../build/site-config.ts';
import { currentLocale } from '../config/locales.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { readThemeStrings } from '../content/theme-strings.ts';
import { THEME_STRING_KEYS, themeStringsFor } from '../strings/index.ts';
import type { ProblemLocale } from './problem-page.ts';

/** The served locale's code, direction and theme strings. */
export function problemLocaleOf(config: ResolvedConfig): ProblemLocale {
  const locale = currentLocale(config);
  let own: Record<string, string> | undefined;
  try {
    const file = readThemeStrings(config.rootDir, config.contentDir, locale, THEME_STRING_KEYS);
    if (file.diagnostics.length === 0) own = file.strings;
  } catch {
    // The content folder may be gone (that is one reason these pages are shown): the shipped words do.
    own = undefined;
  }
  return {
    lang: locale,
    dir: config.locales.direction[locale] ?? 'ltr',
    strings: themeStringsFor(withThemeStrings(config, own)),
  };
}
