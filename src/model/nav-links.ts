// Navbar items that name a doc or a sidebar (Docusaurus' `doc` and `docSidebar`) become plain links once the docs are known.
import { configFileName } from '../config/resolve.ts';
import type { DropdownItem, LinkItem, NavbarItem, ResolvedConfig } from '../config/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { flattenSidebar } from './sidebars.ts';
import type { DocEntry, Rendered, SidebarEntry } from './types.ts';
import type { SiteVersion } from './site-types.ts';

/** What resolving the navbar needs from the model. */
export interface NavLinkTargets {
  docsById: ReadonlyMap<string, Rendered<DocEntry>>;
  sidebars: ReadonlyMap<string, SidebarEntry[]>;
  /** A doc's label in sidebars (its `sidebar_label`, else its title). */
  labelOf: (doc: Rendered<DocEntry>) => string;
  /** The docs versions (sites with `versions.json`), for a `docsVersionDropdown` item. */
  versions?: readonly Pick<SiteVersion, 'label' | 'firstRoute' | 'isLast'>[] | undefined;
}

const typeOf = (item: NavbarItem | DropdownItem): string | undefined => (item as { type?: string }).type;

const namesDoc = (item: NavbarItem): boolean =>
  item.type === 'doc' ||
  item.type === 'docsVersionDropdown' ||
  item.type === 'docSidebar' ||
  (item.type === 'dropdown' && item.items.some((i) => typeOf(i) === 'doc'));

/**
 * The config with its navbar's `doc` and `docSidebar` items turned into links (the same object when it has none, so
 * that what is made once per config stays shared), and an error for each doc or sidebar that does not exist.
 */
export function resolveNavLinks(
  config: ResolvedConfig,
  targets: NavLinkTargets,
): { config: ResolvedConfig; diagnostics: Diagnostic[] } {
  if (!config.navbar.items.some(namesDoc)) return { config, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const file = configFileName(config);
  const missing = (what: string): void => {
    diagnostics.push(
      createDiagnostic(
        'error',
        'navbar-missing-doc',
        file,
        `navbar item names ${what}, which does not exist`,
      ),
    );
  };
  const docLink = (item: {
    docId: string;
    label?: string | undefined;
    activeBasePath?: string | undefined;
  }) => {
    const doc = targets.docsById.get(item.docId);
    if (!doc) {
      missing(`doc id "${item.docId}"`);
      return undefined;
    }
    const link: LinkItem & { activeBasePath?: string } = {
      label: item.label ?? targets.labelOf(doc),
      to: doc.entry.route,
    };
    if (item.activeBasePath !== undefined) link.activeBasePath = item.activeBasePath;
    return link;
  };
  const items = config.navbar.items.flatMap((item): NavbarItem[] => {
    if (item.type === 'doc') {
      const link = docLink(item);
      return link ? [{ ...link, position: item.position }] : [];
    }
    if (item.type === 'docSidebar') {
      const entries = targets.sidebars.get(item.sidebarId);
      const stops = entries ? flattenSidebar(entries) : [];
      const first = stops[0];
      if (!entries || !first) {
        missing(`sidebar "${item.sidebarId}"${entries ? ' (it has no pages)' : ''}`);
        return [];
      }
      return [
        {
          label: item.label ?? item.sidebarId,
          to: first.route,
          position: item.position,
          activeRoutes: new Set(stops.map((s) => s.route)),
        },
      ];
    }
    if (item.type === 'docsVersionDropdown') {
      // Each version's first page; doc pages lead to their own doc in each version instead (doc-props).
      const versions = targets.versions ?? [];
      const last = versions.find((v) => v.isLast);
      if (!last) return [];
      const items = versions.flatMap((v) => (v.firstRoute ? [{ label: v.label, to: v.firstRoute }] : []));
      return [{ type: 'dropdown', label: last.label, position: item.position, items, versions: true }];
    }
    if (item.type === 'dropdown') {
      const links = item.items.flatMap((i): DropdownItem[] => {
        if (typeOf(i) !== 'doc' || !('docId' in i)) return [i];
        const link = docLink(i);
        return link ? [{ label: link.label, to: link.to }] : [];
      });
      return [{ ...item, items: links }];
    }
    return [item];
  });
  return { config: { ...config, navbar: { ...config.navbar, items } }, diagnostics };
}
