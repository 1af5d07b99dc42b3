// What site creation takes, and what it keeps between the builds of one session.
import type { ResolvedConfig } from '../config/types.ts';
import type { LastUpdate } from '../content/last-update.ts';
import type { ContentScan, ParsedSource } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownBatchRenderer } from '../markdown/jobs.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import type { MarkdownMemory } from '../markdown/memo.ts';
import type { MarkdownRenderer } from '../markdown/types.ts';
import type { BodyPacer } from './body-pacer.ts';
import type { HeldSources } from './held-sources.ts';
import type { Site } from './site-types.ts';
import type { ContentEntry, Rendered, SidebarEntry } from './types.ts';

/** Inputs of site creation: the config, the scan, the parsed files and the markdown renderer. */
export interface SiteInput {
  config: ResolvedConfig;
  scan: ContentScan;
  docs: ParsedSource[];
  pages: ParsedSource[];
  blog: ParsedSource[];
  markdown: MarkdownRenderer;
  /** Renders the markdown bodies in a batch (worker threads); default: one by one with `markdown` in this thread. */
  renderMarkdown?: MarkdownBatchRenderer | undefined;
  /** Reuses the markdown of unchanged files from the last build with the same key in `memory` (serve, and the build cache). */
  markdownMemoKey?: string | undefined;
  /**
   * serve: keeps the site for the next build with the same key, which makes its site from this one when only bodies of
   * docs and pages changed.
   */
  siteMemoKey?: string | undefined;
  /** Include `draft: true` files (serve does, build does not). Default false. */
  includeDrafts?: boolean;
  /** The last commit of each docs file, by project-relative path (docs.showLastUpdate). */
  lastUpdates?: ReadonlyMap<string, LastUpdate> | undefined;
  /**
   * A build that owns its model (no later build reuses it): where each source body goes once its markdown is rendered.
   * Default: bodies stay in memory.
   */
  heldSources?: HeldSources | undefined;
  /** Paces `renderMarkdown` (which must honour it) to the pages that ask for their bodies; default: no pacing. */
  pacer?: BodyPacer | undefined;
  /** What the last builds of the session left (undefined: nothing is reused or kept). */
  memory?: ModelMemory | undefined;
}

/** A site and what it was made from, kept for the next build under the same key. */
export interface SiteRecord {
  input: Pick<SiteInput, 'config' | 'scan' | 'docs' | 'pages' | 'blog' | 'includeDrafts'>;
  /** Every entry whose body was rendered, in the order given to `renderBodies`. */
  all: ContentEntry[];
  tables: LinkTables;
  contentRelPath: (file: string) => string;
  /** Each entry's place in `all`, by the parsed file it came from. */
  indexOf: Map<ParsedSource, number>;
  /** The docs and pages of the site, by entry (a doc whose id another doc took first is not there). */
  renderedOf: Map<ContentEntry, Rendered<ContentEntry>>;
  site: Site;
  /** The site's own diagnostics (routes, sidebars, authors), without the bodies'. */
  diagnostics: Diagnostic[];
}

/** What the model stage keeps between the builds of one session (see `BuildSession`). */
export interface ModelMemory {
  markdown: MarkdownMemory;
  /** Key (one per project and markdown settings) → the last site made under it (serve's fast path). */
  sites: Map<string, SiteRecord>;
  /**
   * The sidebars of the last site, by id: a sidebar equal to the last one is that very array, so what is derived from
   * it (its index, its view and fragment in serve) is found by identity instead of being worked out again.
   */
  sidebars: Map<string, SidebarEntry[]>;
}

/** An empty model memory around a markdown memory. */
export function createModelMemory(markdown: MarkdownMemory): ModelMemory {
  return { markdown, sites: new Map(), sidebars: new Map() };
}
