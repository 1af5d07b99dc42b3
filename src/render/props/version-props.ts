// What a page of a versioned docs site shows of its version: the dropdown's targets, the banner and the canonical URL.
import type { HeadTag } from '../../config/types.ts';
import type { Site, SiteVersion } from '../../model/site-types.ts';
import { DOCS_VERSION_META } from '../../shared/client-config.ts';
import type { VersionBannerProps } from '../../../templates/props.ts';
import type { VersionMenu } from './chrome.ts';
import { routeHref } from '../../shared/urls.ts';

/** The meta tag that tells the browser script which version a page belongs to (search scopes to it). */
export function versionMeta(name: string): HeadTag {
  return { tag: 'meta', attributes: { name: DOCS_VERSION_META, content: name } };
}

/** The version a docs page belongs to (undefined on sites without versions). */
export function versionOf(site: Site, name: string | undefined): SiteVersion | undefined {
  return name === undefined ? undefined : site.versions?.find((v) => v.name === name);
}

/** Where the doc `docId` is in `version`, else where that version starts. */
function targetIn(version: SiteVersion, docId: string | undefined): string | undefined {
  const same = docId === undefined ? undefined : version.docsById.get(docId);
  return same?.entry.route ?? version.firstRoute;
}

/** The dropdown of a page of `version`: every version, each leading to the same doc where it has one. */
export function versionMenuOf(site: Site, version: SiteVersion, docId: string | undefined): VersionMenu {
  const items = (site.versions ?? []).flatMap((v) => {
    const to = targetIn(v, docId);
    if (to === undefined) return [];
    return [{ label: v.label, href: routeHref(to, site.config), external: false, active: v === version }];
  });
  return { label: version.label, items };
}

/** The last version's page with the same doc id: the canonical URL of the same doc in other versions. */
export function latestRouteOf(site: Site, version: SiteVersion, docId: string): string | undefined {
  if (version.isLast) return undefined;
  return site.versions?.find((v) => v.isLast)?.docsById.get(docId)?.entry.route;
}

/** The banner of a page of a version that is not the last, leading to the same doc in the last version. */
export function versionBannerOf(
  site: Site,
  version: SiteVersion,
  docId: string | undefined,
): VersionBannerProps | undefined {
  const last = site.versions?.find((v) => v.isLast);
  if (!version.banner || !last) return undefined;
  const to = targetIn(last, docId);
  return {
    kind: version.banner,
    siteTitle: site.config.title,
    label: version.label,
    latestLabel: last.label,
    latestHref: to === undefined ? undefined : routeHref(to, site.config),
  };
}
