// Page props cross to worker threads as JSON, and their JSON is what a page's build-cache hash is taken of. Most of
// it is the same on many pages: the chrome (but for its navbar and locale links) on every page, and a docs sidebar's
// nodes on every page of the same branch. Those parts are written once per build, under the hash of their JSON, and
// a page names them by that id: a docs page's JSON is about half the size, a worker parses each part once, and a page's
// hash still changes with every part it shows. The page's rendered markdown travels beside its JSON, as is (a string
// is copied to a worker, never escaped and parsed), and the JSON names it by its hash.
import { hash } from 'node:crypto';
import type { PageProps, SidebarNode, SidebarProps, SiteChrome } from '../../templates/props.ts';
import { sharedChromeOf, type SharedChrome } from '../render/props/chrome.ts';

/** A shared part: its id (the hash of its JSON) and its JSON. */
export type WirePart = [id: string, json: string];

/** What a page's JSON holds in place of a shared part. */
interface PartRef {
  $part: string;
}

/** A page's chrome on the wire: the shared part by id, and the fields of its own. */
type WireChrome = PartRef & Pick<SiteChrome, 'navItems' | 'locales'>;

/** A page's props on the wire: the shared parts named by id (docs sidebars: their nodes), the markdown by its hash. */
interface WireProps {
  kind: PageProps['kind'];
  chrome: WireChrome;
  sidebar?: { nodes: PartRef; current: string | undefined };
  html?: { $html: string };
}

/** A page as it crosses to a worker: the JSON of its props, and its rendered markdown when it has some. */
export interface WirePage {
  json: string;
  html: string | undefined;
}

/** The id of a part, or of a page's markdown: the hash of its text. */
const idOf = (text: string): string => hash('sha1', text, 'base64url');

/** Writes the pages of one build as JSON, each shared part once. */
export class PropsEncoder {
  /** `build` tells this build's parts from another's (worker threads keep the parts of the build they were sent for). */
  constructor(readonly build: number) {}

  private readonly ids = new WeakMap<object, string>();
  private readonly named = new Set<string>();
  private fresh: WirePart[] = [];

  /** A page's props as JSON, its shared parts named by id (see `takeNewParts`), and its markdown beside. */
  encode(props: PageProps): WirePage {
    const shared = sharedChromeOf(props.chrome);
    // Props made elsewhere (tests) have no shared chrome to name: they are written whole.
    if (!shared) return { json: JSON.stringify(props), html: undefined };
    const { navItems, locales } = props.chrome;
    const chrome: WireChrome = { $part: this.part(shared), navItems, locales };
    const wire: Record<string, unknown> = { ...props, chrome };
    const html = 'html' in props ? props.html : undefined;
    if (html !== undefined) wire.html = { $html: idOf(html) } satisfies WireProps['html'];
    if (props.kind === 'doc' || props.kind === 'category') {
      const nodes = { $part: this.part(props.sidebar.nodes) };
      wire.sidebar = { nodes, current: props.sidebar.current } satisfies WireProps['sidebar'];
    }
    return { json: JSON.stringify(wire), html };
  }

  /** The parts named since the last call for the first time: a worker needs them before it decodes those pages. */
  takeNewParts(): WirePart[] {
    const parts = this.fresh;
    this.fresh = [];
    return parts;
  }

  private part(value: SharedChrome | SidebarNode[]): string {
    let id = this.ids.get(value);
    if (id !== undefined) return id;
    const json = JSON.stringify(value);
    id = idOf(json);
    this.ids.set(value, id);
    // Another object with the same content is the same part.
    if (!this.named.has(id)) {
      this.named.add(id);
      this.fresh.push([id, json]);
    }
    return id;
  }
}

/**
 * Reads a page from `PropsEncoder.encode` back into props; `part` gives a part by id (parsed once, and the same object
 * for every page that names it).
 */
export function decodePageProps(page: WirePage, part: (id: string) => unknown): PageProps {
  const wire = JSON.parse(page.json) as WireProps | PageProps;
  if (!('$part' in wire.chrome)) return wire as PageProps;
  const { $part, ...perPage } = (wire as WireProps).chrome;
  const props = { ...wire, chrome: { ...(part($part) as SharedChrome), ...perPage } satisfies SiteChrome };
  if (page.html !== undefined) Object.assign(props, { html: page.html });
  // Docs sidebars only: a blog page's sidebar is its own.
  const { sidebar } = wire as WireProps;
  if (sidebar !== undefined && (wire.kind === 'doc' || wire.kind === 'category')) {
    const nodes = part(sidebar.nodes.$part) as SidebarNode[];
    Object.assign(props, { sidebar: { nodes, current: sidebar.current } satisfies SidebarProps });
  }
  return props as PageProps;
}
