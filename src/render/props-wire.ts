// Page props cross to worker threads as JSON, and their JSON is what a page's build-cache hash is taken of. Most of
// it is the same on many pages: the chrome (but for its navbar and locale links) on every page, and a docs sidebar's
// nodes on every page of the same branch. Those parts are written once per build, under the hash of their JSON, and
// a page names them by that id: a docs page's JSON is about half the size, a worker parses each part once, and a page's
// hash still changes with every part it shows.
import { hash } from 'node:crypto';
import type { PageProps, SidebarNode, SidebarProps, SiteChrome } from '../../templates/props.ts';
import { sharedChromeOf, type SharedChrome } from './chrome.ts';

/** A shared part: its id (the hash of its JSON) and its JSON. */
export type WirePart = [id: string, json: string];

/** What a page's JSON holds in place of a shared part. */
interface PartRef {
  $part: string;
}

/** A page's chrome on the wire: the shared part by id, and the fields of its own. */
type WireChrome = PartRef & Pick<SiteChrome, 'navItems' | 'locales'>;

/** A page on the wire: its props with the shared parts named by id (docs sidebars: their nodes). */
interface WireProps {
  kind: PageProps['kind'];
  chrome: WireChrome;
  sidebar?: { nodes: PartRef; current: string | undefined };
}

let encoders = 0;

/** Writes the pages of one build as JSON, each shared part once. */
export class PropsEncoder {
  /** Tells this build's parts from another's (worker threads keep the parts of the build they were sent for). */
  readonly build = ++encoders;
  private readonly ids = new WeakMap<object, string>();
  private readonly named = new Set<string>();
  private fresh: WirePart[] = [];

  /** The JSON of a page's props, its shared parts named by id (see `takeNewParts`). */
  encode(props: PageProps): string {
    const shared = sharedChromeOf(props.chrome);
    // Props made elsewhere (tests) have no shared chrome to name: they are written whole.
    if (!shared) return JSON.stringify(props);
    const { navItems, locales } = props.chrome;
    const chrome: WireChrome = { $part: this.part(shared), navItems, locales };
    if (props.kind !== 'doc' && props.kind !== 'category') return JSON.stringify({ ...props, chrome });
    const sidebar = { nodes: { $part: this.part(props.sidebar.nodes) }, current: props.sidebar.current };
    return JSON.stringify({ ...props, chrome, sidebar });
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
    id = hash('sha1', json, 'base64url');
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
 * Reads a page's JSON from `PropsEncoder.encode` back into props; `part` gives a part by id (parsed once, and the same
 * object for every page that names it).
 */
export function decodePageProps(json: string, part: (id: string) => unknown): PageProps {
  const wire = JSON.parse(json) as WireProps | PageProps;
  if (!('$part' in wire.chrome)) return wire as PageProps;
  const { $part, ...perPage } = (wire as WireProps).chrome;
  const chrome: SiteChrome = { ...(part($part) as SharedChrome), ...perPage };
  const { sidebar } = wire as WireProps;
  if (sidebar === undefined) return { ...wire, chrome } as PageProps;
  const nodes = part(sidebar.nodes.$part) as SidebarNode[];
  return {
    ...wire,
    chrome,
    sidebar: { nodes, current: sidebar.current } satisfies SidebarProps,
  } as PageProps;
}
