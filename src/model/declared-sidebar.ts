import type { SidebarItemConfig } from '../config/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import type { SidebarEntry } from './types.ts';

/** What a declared sidebar is made from: the docs by id, the config file named in errors, where errors go. */
export interface DeclaredSidebarInput<Doc extends { entry: { route: string } }> {
  docsById: ReadonlyMap<string, Doc>;
  configFile: string;
  diagnostics: Diagnostic[];
  /** A doc's sidebar entry, with the label given or its own. */
  docItem: (doc: Doc, label?: string) => SidebarEntry;
}

/**
 * Builds a sidebar declared in the config as a list of items. A sidebar that would be unusable is refused with an
 * error naming it: a list of no items (undefined is returned), a category with neither items nor a link (it would
 * lead nowhere), and a list that holds itself (a config file is code: the sidebar would never end).
 */
export function createDeclaredSidebar<Doc extends { entry: { route: string } }>(
  items: SidebarItemConfig[],
  sidebarId: string,
  input: DeclaredSidebarInput<Doc>,
): SidebarEntry[] | undefined {
  const refuse = (code: string, message: string): SidebarEntry[] => {
    input.diagnostics.push(createDiagnostic('error', code, input.configFile, message));
    return [];
  };
  if (items.length === 0) {
    refuse('sidebar-empty', `sidebar "${sidebarId}" has no items: list its docs, or remove it`);
    return undefined;
  }
  // The item lists being built, outermost first.
  const open: SidebarItemConfig[][] = [];
  const buildList = (list: SidebarItemConfig[]): SidebarEntry[] => {
    open.push(list);
    try {
      return list.flatMap(buildItem);
    } finally {
      open.pop();
    }
  };
  const buildItem = (item: SidebarItemConfig): SidebarEntry[] => {
    if (typeof item === 'string' || item.type === 'doc') {
      const id = typeof item === 'string' ? item : item.id;
      const doc = input.docsById.get(id);
      if (!doc)
        return refuse(
          'sidebar-missing-doc',
          `sidebar "${sidebarId}" names doc id "${id}", which does not exist`,
        );
      return [input.docItem(doc, typeof item === 'string' ? undefined : item.label)];
    }
    if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
    if (open.includes(item.items))
      return refuse(
        'sidebar-loop',
        `sidebar "${sidebarId}" category "${item.label}" holds one of the lists it is in, so the sidebar would never end: give it a list of its own`,
      );
    if (item.items.length === 0 && !item.link)
      return refuse(
        'sidebar-empty-category',
        `sidebar "${sidebarId}" category "${item.label}" has no items and no link, so it leads nowhere: add items or a link, or remove it`,
      );
    const linked = item.link ? input.docsById.get(item.link) : undefined;
    if (item.link && !linked)
      refuse(
        'sidebar-missing-doc',
        `sidebar "${sidebarId}" category "${item.label}" links doc id "${item.link}", which does not exist`,
      );
    return [
      {
        type: 'category',
        label: item.label,
        route: linked?.entry.route,
        generatedIndex: undefined,
        collapsible: item.collapsible ?? true,
        collapsed: item.collapsed ?? false,
        items: buildList(item.items),
      },
    ];
  };
  return buildList(items);
}
