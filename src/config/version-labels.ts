// Docs version labels given per locale (`docs.versions.<name>.label: { en: …, fr: … }`): the label of the locale a
// config builds, and the check that each names a locale of the site.
import type { DocsVersionConfig, ResolvedDocsVersionConfig } from './types.ts';

/** The versions' config as resolved: a label given per locale becomes the default locale's, the map kept beside it. */
export function resolveVersionLabels(
  versions: Record<string, DocsVersionConfig>,
  defaultLocale: string,
): Record<string, ResolvedDocsVersionConfig> {
  return Object.fromEntries(
    Object.entries(versions).map(([name, { label, ...rest }]) => [
      name,
      typeof label === 'object'
        ? { ...rest, label: label[defaultLocale], labels: label }
        : { ...rest, label },
    ]),
  );
}

/** The versions' config with each label in `locale` (a locale a label map leaves out gets the default locale's). */
export function versionLabelsIn(
  versions: Record<string, ResolvedDocsVersionConfig>,
  locale: string,
  defaultLocale: string,
): Record<string, ResolvedDocsVersionConfig> {
  return Object.fromEntries(
    Object.entries(versions).map(([name, version]) => [
      name,
      version.labels
        ? { ...version, label: version.labels[locale] ?? version.labels[defaultLocale] }
        : version,
    ]),
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
