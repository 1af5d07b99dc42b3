// Docusaurus navbar, footer and sidebar items as docsgen's config takes them: the shapes docsgen knows keep the fields it
// reads, everything else is left out with a note.
import { isRecord, noteOtherKeys, pick, textOf, type NoteSink } from './notes.ts';

// Item fields that style or wire up Docusaurus' own React theme; docsgen's theme has no use for them.
const STYLING = ['className', 'customProps', 'key', 'target', 'rel', 'style', 'translate'];
const LINK_QUIET = [
  ...STYLING,
  'activeBaseRegex',
  'prependBaseUrlToHref',
  'autoAddBaseUrl',
  'docsPluginId',
  'dropdownActiveClassDisabled',
];

/** A link `{ label, to | href }` (the target docsgen reads: `to` wins when both are given), or undefined. */
function linkOf(
  item: Record<string, unknown>,
  where: string,
  sink: NoteSink,
): Record<string, unknown> | undefined {
  const label = textOf(item.label);
  const to = textOf(item.to);
  const href = textOf(item.href);
  if (!label || (!to && !href)) {
    sink.note(`${where} (a link needs a label and a to or href)`);
    return undefined;
  }
  return { label, ...(to ? { to } : { href }) };
}

/** One navbar item, or undefined (with a note) when docsgen has no such item. */
export function navbarItemOf(raw: unknown, where: string, sink: NoteSink, inDropdown = false): unknown {
  if (!isRecord(raw)) {
    sink.note(`${where} (not an item object)`);
    return undefined;
  }
  const type = textOf(raw.type) ?? 'default';
  const position = inDropdown ? {} : pick(raw, ['position']);
  const extra = (kept: string[]) => noteOtherKeys(raw, where, kept, LINK_QUIET, sink);
  switch (type) {
    case 'default':
    case 'link': {
      if (typeof raw.html === 'string') {
        extra(['type', 'html', 'position']);
        return { type: 'html', value: raw.html, ...position };
      }
      extra(['type', 'label', 'to', 'href', 'position', 'activeBasePath']);
      const link = linkOf(raw, where, sink);
      return link && { ...link, ...position, ...(inDropdown ? {} : pick(raw, ['activeBasePath'])) };
    }
    case 'doc':
      extra(['type', 'docId', 'label', 'position', 'activeBasePath']);
      return { type: 'doc', ...pick(raw, ['docId', 'label', 'activeBasePath']), ...position };
    case 'docSidebar':
      if (inDropdown) break;
      extra(['type', 'sidebarId', 'label', 'position']);
      return { type: 'docSidebar', ...pick(raw, ['sidebarId', 'label', 'position']) };
    case 'html':
      extra(['type', 'value', 'position']);
      return { type: 'html', value: textOf(raw.value) ?? '', ...position };
    case 'dropdown': {
      if (inDropdown) break;
      extra(['type', 'label', 'items', 'position', 'to', 'href']);
      const items = Array.isArray(raw.items) ? raw.items : [];
      return {
        type: 'dropdown',
        label: textOf(raw.label) ?? 'More',
        ...position,
        items: items
          .map((item, i) => navbarItemOf(item, `${where}.items[${i}]`, sink, true))
          .filter((item) => item !== undefined && !(isRecord(item) && item.type === 'html')),
      };
    }
    case 'docsVersionDropdown':
      if (inDropdown) break;
      // docsgen's dropdown lists every version; extra links beside them go in a dropdown of their own.
      extra(['type', 'position', 'dropdownItemsBefore', 'dropdownItemsAfter']);
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
        if (Array.isArray(raw[key]) && raw[key].length > 0)
          sink.note(
            `${where}.${key} (the version dropdown lists the versions only; put these links in a dropdown item)`,
          );
      return { type: 'docsVersionDropdown', ...position };
    case 'search':
      // docsgen's navbar always has its search box (search.searchBarPosition places it).
      return undefined;
    default:
      break;
  }
  sink.note(`${where}: navbar item of type '${type}' (docsgen has no such item${whatInstead(type)})`);
  return undefined;
}

function whatInstead(type: string): string {
  if (type === 'localeDropdown') return '; locales get a switcher of their own once translated';
  if (type === 'docsVersion')
    return "; a { type: 'docsVersionDropdown' } item lists the versions, or a { type: 'doc', docId } item links the last version's doc";
  return '';
}

/** Footer `links`: columns `{ title, items }` or one row of links. */
export function footerLinksOf(raw: unknown, where: string, sink: NoteSink): unknown[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const itemOf = (item: unknown, at: string): unknown => {
    if (isRecord(item) && typeof item.html === 'string') {
      noteOtherKeys(item, at, ['html'], STYLING, sink);
      return { html: item.html };
    }
    if (!isRecord(item)) return undefined;
    noteOtherKeys(item, at, ['label', 'to', 'href'], LINK_QUIET, sink);
    return linkOf(item, at, sink);
  };
  const isColumn = (entry: unknown) => isRecord(entry) && Array.isArray(entry.items);
  if (raw.every(isColumn)) {
    return raw.map((column: Record<string, unknown>, c) => ({
      title: textOf(column.title) ?? '',
      items: (column.items as unknown[])
        .map((item, i) => itemOf(item, `${where}[${c}].items[${i}]`))
        .filter((item) => item !== undefined),
    }));
  }
  return raw.map((item, i) => itemOf(item, `${where}[${i}]`)).filter((item) => item !== undefined);
}

const SIDEBAR_QUIET = [...STYLING];
/** The keys docsgen itself accepts on a sidebar item without using them (a sidebars file it reads as it is). */
export const SIDEBAR_KEYS_ACCEPTED = ['className', 'customProps', 'key'];

/** A sink for sidebar notes; `quiet` replaces the item keys left out without a note. */
export interface SidebarSink extends NoteSink {
  quiet?: readonly string[];
}

/** A whole sidebar: a list of items, or the `{ 'Label': [items] }` shorthand. */
export function sidebarOf(raw: unknown, where: string, sink: SidebarSink): unknown {
  if (Array.isArray(raw)) return itemsOf(raw, where, sink);
  if (isRecord(raw)) return shorthandOf(raw, where, sink);
  sink.note(`${where} (not a list of items)`);
  return [];
}

function itemsOf(list: unknown[], where: string, sink: SidebarSink): unknown[] {
  return list
    .map((item, i) => sidebarItemOf(item, `${where}[${i}]`, sink))
    .filter((item) => item !== undefined);
}

function shorthandOf(
  raw: Record<string, unknown>,
  where: string,
  sink: SidebarSink,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [label, items] of Object.entries(raw)) {
    if (Array.isArray(items)) out[label] = itemsOf(items, `${where}.${label}`, sink);
    else sink.note(`${where}.${label} (a category's items must be a list)`);
  }
  return out;
}

function sidebarItemOf(raw: unknown, where: string, sink: SidebarSink): unknown {
  if (typeof raw === 'string') return raw;
  if (!isRecord(raw)) {
    sink.note(`${where} (not a sidebar item)`);
    return undefined;
  }
  if (!('type' in raw)) {
    const shorthand = shorthandOf(raw, where, sink);
    return Object.keys(shorthand).length > 0 ? shorthand : undefined;
  }
  const type = textOf(raw.type);
  const take = (kept: string[], mappedApart: string[] = []) => {
    noteOtherKeys(raw, where, [...kept, ...mappedApart], sink.quiet ?? SIDEBAR_QUIET, sink);
    return pick(raw, kept);
  };
  switch (type) {
    case 'doc':
    case 'ref':
      return take(['type', 'id', 'label']);
    case 'link':
      return take(['type', 'label', 'href', 'description']);
    case 'html':
      return take(['type', 'value', 'defaultStyle']);
    case 'autogenerated':
      return take(['type', 'dirName']);
    case 'category': {
      const category = take(['type', 'label', 'collapsible', 'collapsed', 'description'], ['link', 'items']);
      const link = categoryLinkOf(raw.link, `${where}.link`, sink);
      return {
        ...category,
        ...(link === undefined ? {} : { link }),
        items: Array.isArray(raw.items) ? itemsOf(raw.items, `${where}.items`, sink) : [],
      };
    }
    default:
      sink.note(`${where}: sidebar item of type '${String(raw.type)}'`);
      return undefined;
  }
}

function categoryLinkOf(raw: unknown, where: string, sink: NoteSink): unknown {
  if (raw === undefined || typeof raw === 'string') return raw;
  if (!isRecord(raw)) return undefined;
  if (raw.type === 'doc') return { type: 'doc', id: raw.id };
  if (raw.type === 'generated-index') {
    noteOtherKeys(raw, where, ['type', 'title', 'description', 'slug', 'keywords', 'image'], [], sink);
    return pick(raw, ['type', 'title', 'description', 'slug', 'keywords', 'image']);
  }
  sink.note(`${where}: category link of type '${String(raw.type)}'`);
  return undefined;
}
