import type { ParsedSource } from '../content/types.ts';
import type { AuthorSocial } from '../content/author-schema.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';

/** A markdown file placed in the site: its route and what its path says about it. */
export interface ContentEntry {
  source: ParsedSource;
  /** Decoded route without baseUrl, e.g. `/docs/user-guide/maar-world/Terms&Conditions`. */
  route: string;
}

/** A doc with its id and sidebar facts. */
export interface DocEntry extends ContentEntry {
  /** Docusaurus-style id, e.g. `user-guide/int-players/intro`. */
  id: string;
  /** Folder of the file relative to the docs folder, as on disk (number prefixes kept). */
  dirRelPath: string;
  /** Order among its siblings: `sidebar_position`, else the number prefix. */
  position: number | undefined;
  /** File name without number prefix and extension. */
  name: string;
  /** `index.md`, `README.md`, or a file named like its folder: the folder's own page. */
  isIndex: boolean;
}

/** A blog post with its date and slug. */
export interface PostEntry extends ContentEntry {
  /** `YYYY-MM-DD`. */
  date: string;
  slug: string;
}

/** A rendered entry: the markdown output and the title it settled on. */
export interface Rendered<T extends ContentEntry> {
  entry: T;
  markdown: RenderedMarkdown;
  /** Front matter title, else the leading h1, else the file name. */
  title: string;
}

/** A sidebar entry in the site model (before per-page state is applied). */
export type SidebarEntry =
  | { type: 'doc'; docId: string; label: string; route: string }
  | { type: 'link'; label: string; href: string }
  /** Raw HTML from the config; `defaultStyle` gives it the padding of a link. */
  | { type: 'html'; value: string; defaultStyle: boolean }
  | {
      type: 'category';
      label: string;
      /** Route of the generated index or linked doc, when any. */
      route: string | undefined;
      /** Set when the category has a generated index page. */
      generatedIndex: GeneratedIndex | undefined;
      collapsible: boolean;
      collapsed: boolean;
      items: SidebarEntry[];
    };

/** A generated category index page. */
export interface GeneratedIndex {
  route: string;
  title: string;
  description: string | undefined;
  /** Project-relative file that defined the category (for diagnostics and edit links). */
  file: string;
  /** The index of a whole sidebar's top level (a large sidebar with too many to show on every page). */
  sidebarRoot?: true | undefined;
}

/** A blog author from the authors file. */
export interface Author {
  key: string;
  name: string;
  title: string | undefined;
  url: string | undefined;
  imageUrl: string | undefined;
  /** Shown on the author's page. */
  description: string | undefined;
  /** Links to the author's profiles. */
  socials: AuthorSocial[];
  /** Route of the author page, when `page` is set. */
  route: string | undefined;
}
