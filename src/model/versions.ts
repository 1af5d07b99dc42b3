// The docs versions of a site: which are built, where each is served, how it is labelled and which banner it shows.
import type { ResolvedConfig, ResolvedDocsVersionConfig, SidebarConfig } from '../config/types.ts';
import type { CategoryMeta, ContentScan } from '../content/types.ts';
import { CURRENT_VERSION } from '../content/versions.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { joinRoute } from '../shared/urls.ts';

/** One docs version as the site model serves it. */
export interface DocsVersion {
  /** `'current'` (the docs folder) or a name of `versions.json`. */
  name: string;
  label: string;
  /** URL segment after the docs' base path (`''` for the last version). */
  path: string;
  /** Route prefix of its docs (`/docs`, `/docs/next`, `/docs/1.0`). */
  routeBase: string;
  banner: 'unreleased' | 'unmaintained' | undefined;
  /** The version at the docs' base path: the one navbar links, search and canonical URLs prefer. */
  isLast: boolean;
  sidebars: Record<string, SidebarConfig>;
  categories: CategoryMeta[];
  docDirs: string[];
}

/** The key of a version's sidebar in the site's sidebars: the last version's keep their ids. */
export function sidebarKeyOf(version: Pick<DocsVersion, 'name' | 'isLast'>, sidebarId: string): string {
  return version.isLast ? sidebarId : `${sidebarId}@${version.name}`;
}

const defaultPath = (name: string, isLast: boolean): string =>
  isLast ? '' : name === CURRENT_VERSION ? 'next' : name;

/**
 * The versions the site builds, current first then the released ones newest first (the dropdown's order). A site
 * without `versions.json` has one: current, at the docs' base path. Config that names an unknown version is an error.
 */
export function resolveDocsVersions(
  config: ResolvedConfig,
  scan: ContentScan,
  configFile: string,
): { versions: DocsVersion[]; diagnostics: Diagnostic[] } {
  const docs = config.docs;
  const diagnostics: Diagnostic[] = [];
  const current = (isLast: boolean, own: ResolvedDocsVersionConfig | undefined): DocsVersion => ({
    name: CURRENT_VERSION,
    label: own?.label ?? docs.versionLabel,
    path: own?.path ?? defaultPath(CURRENT_VERSION, isLast),
    routeBase: joinRoute(docs.routeBasePath, own?.path ?? defaultPath(CURRENT_VERSION, isLast)),
    banner: bannerOf(own, isLast ? undefined : 'unreleased'),
    isLast,
    sidebars: docs.sidebars,
    categories: scan.categories,
    docDirs: scan.docDirs,
  });
  if (!scan.versions) return { versions: [current(true, docs.versions[CURRENT_VERSION])], diagnostics };

  const released = scan.versions;
  // Every name versions.json lists, whether or not this build includes it.
  const listed = [CURRENT_VERSION, ...(scan.versionNames ?? released.map((v) => v.name))];
  const unknown = (what: string, name: string): void => {
    diagnostics.push(
      createDiagnostic(
        'error',
        'versions-invalid',
        configFile,
        `${what} names version "${name}", which versions.json does not list (versions: ${listed.join(', ')})`,
      ),
    );
  };
  for (const name of Object.keys(docs.versions)) if (!listed.includes(name)) unknown('docs.versions', name);
  for (const name of docs.onlyIncludeVersions ?? [])
    if (!listed.includes(name)) unknown('docs.onlyIncludeVersions', name);
  const included = (name: string): boolean =>
    !docs.onlyIncludeVersions || docs.onlyIncludeVersions.includes(name);
  const lastName = docs.lastVersion ?? released[0]?.name ?? CURRENT_VERSION;
  if (docs.lastVersion !== undefined && !listed.includes(docs.lastVersion))
    unknown('docs.lastVersion', lastName);
  else if (!included(lastName))
    diagnostics.push(
      createDiagnostic(
        'error',
        'versions-invalid',
        configFile,
        `docs.lastVersion "${lastName}" is not in docs.onlyIncludeVersions; include it or set lastVersion to one that is`,
      ),
    );
  const lastIndex = listed.indexOf(lastName);
  const versions: DocsVersion[] = [];
  if (included(CURRENT_VERSION)) versions.push(current(lastName === CURRENT_VERSION, docs.versions.current));
  for (const version of released) {
    const own = docs.versions[version.name];
    const isLast = version.name === lastName;
    const older = listed.indexOf(version.name) > lastIndex;
    const path = own?.path ?? defaultPath(version.name, isLast);
    versions.push({
      name: version.name,
      label: own?.label ?? version.name,
      path,
      routeBase: joinRoute(docs.routeBasePath, path),
      banner: bannerOf(own, isLast ? undefined : older ? 'unmaintained' : 'unreleased'),
      isLast,
      sidebars: version.sidebars,
      categories: version.categories,
      docDirs: version.docDirs,
    });
  }
  return { versions, diagnostics };
}

function bannerOf(
  own: ResolvedDocsVersionConfig | undefined,
  fallback: DocsVersion['banner'],
): DocsVersion['banner'] {
  if (own?.banner === 'none') return undefined;
  return own?.banner ?? fallback;
}
