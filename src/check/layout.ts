import { createConfigLocator } from '../config/locate.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig, SidebarItemConfig } from '../config/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Site } from '../model/site-types.ts';
import { isExternalLink, normaliseLink } from '../shared/urls.ts';
import type { LinkOrigin } from './link-origin.ts';
import type { SiteIndex } from './site-index.ts';
import { closestMatch, didYouMean } from './suggest.ts';

/** A link or file named in the config that every page shows (navbar, footer, announcement bar, sidebars, head). */
interface LayoutRef {
  where: string;
  value: string;
}

function collectSidebarLinks(sidebarId: string, items: SidebarItemConfig[], out: LayoutRef[]): void {
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.type === 'link')
      out.push({ where: `sidebar ${sidebarId} link "${item.label}"`, value: item.href });
    if (item.type === 'category') collectSidebarLinks(sidebarId, item.items, out);
  }
}

/** The config's site links, with where each one shows. */
export function collectLayoutLinks(config: ResolvedConfig): LayoutRef[] {
  const links: LayoutRef[] = [];
  for (const item of config.navbar.items) {
    if (item.type === 'dropdown') {
      for (const sub of item.items)
        if ('to' in sub) links.push({ where: `navbar link "${sub.label}"`, value: sub.to });
    } else if ('to' in item) links.push({ where: `navbar link "${item.label}"`, value: item.to });
  }
  for (const column of config.footer.columns) {
    for (const item of column.items)
      if ('to' in item) links.push({ where: `footer link "${item.label}"`, value: item.to });
  }
  const announcement = config.announcementBar?.link;
  if (announcement)
    links.push({ where: `announcement bar link "${announcement.label}"`, value: announcement.to });
  for (const [id, sidebar] of Object.entries(config.docs.sidebars)) {
    if (Array.isArray(sidebar)) collectSidebarLinks(id, sidebar, links);
  }
  return links.filter((l) => !isExternalLink(l.value));
}

/** The config's files inside `static/` (favicon, social image, logos). */
export function collectLayoutFiles(config: ResolvedConfig): LayoutRef[] {
  const files: LayoutRef[] = config.favicon ? [{ where: 'favicon', value: config.favicon }] : [];
  if (config.image) files.push({ where: 'image', value: config.image });
  if (config.navbar.logo) files.push({ where: 'navbar logo', value: config.navbar.logo.src });
  if (config.navbar.logo?.srcDark)
    files.push({ where: 'navbar dark logo', value: config.navbar.logo.srcDark });
  return files.filter((f) => !isExternalLink(f.value));
}

/**
 * Checks the config's layout links and files. A broken one would be on every page, so it is reported once, at
 * its place in the config, instead of once per page. `check` checks one href and returns warnings.
 */
export function collectLayoutProblems(
  site: Site,
  index: SiteIndex,
  check: (href: string, written: string, origin: LinkOrigin) => Diagnostic[],
): Diagnostic[] {
  const { config } = site;
  const configFile = configFileName(config);
  const locate = createConfigLocator(config);
  const diagnostics: Diagnostic[] = [];
  for (const link of collectLayoutLinks(config)) {
    const href = normaliseLink(link.value, config);
    const found = check(href, link.value, { file: configFile, line: 1, column: 1, route: '/' });
    if (found.length === 0) continue;
    const { line, column } = locate(link.value);
    for (const d of found) {
      diagnostics.push({ ...d, line, column, message: `${link.where} (on every page): ${d.message}` });
    }
  }
  for (const file of collectLayoutFiles(config)) {
    const route = `/${file.value.replace(/^\/+/, '')}`.normalize('NFC');
    if (index.files.has(route)) continue;
    const { line, column } = locate(file.value);
    const hint = closestMatch(route, index.files);
    const message = `${file.where} ${file.value} is not a file in static/${didYouMean(hint && hint.slice(1))}`;
    diagnostics.push(createDiagnostic('warning', 'missing-static-file', configFile, message, line, column));
  }
  return diagnostics;
}
