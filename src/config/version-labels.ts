// Docs version labels given per locale (`docs.versions.<name>.label: { en: …, fr: … }`): the label of the locale a
// config builds, and the check that each names a locale of the site.
import type { DocsVersionConfig, ResolvedDocsVersionConfig } from './types.ts';

/** The versions' config with each label in `locale` (a locale a label map leaves out gets the default locale's). */
export function versionLabelsIn(
  versions: Record<string, DocsVersionConfig | ResolvedDocsVersionConfig>,
  locale: string,
  defaultLocale: string,
): Record<string, ResolvedDocsVersionConfig> {
  return Object.fromEntries(
    Object.entries(versions).map(([name, version]) => {
      const labels =
        'labels' in version && version.labels
          ? version.labels
          : typeof version.label === 'object'
            ? version.label
            : undefined;
      if (!labels) return [name, version as ResolvedDocsVersionConfig];
      return [name, { ...version, label: labels[locale] ?? labels[defaultLocale], labels }];
    }),
  );
}

/** True when some version's label is given per locale. */
export function hasLocaleVersionLabels(versions: Record<string, ResolvedDocsVersionConfig>): boolean {
  return Object.values(versions).some((version) => version.labels !== undefined);
}

/** The `[version, locale]` pairs of label maps that name a locale not in `known`. */
export function unknownVersionLabelLocales(
  versions: Record<string, DocsVersionConfig> | undefined,
  known: readonly string[],
): [string, string][] {
  return Object.entries(versions ?? {}).flatMap(([name, version]) =>
    typeof version.label === 'object'
      ? Object.keys(version.label)
          .filter((code) => !known.includes(code))
          .map((code): [string, string] => [name, code])
      : [],
  );
}
