import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** A heading of a page, for the table of contents and anchor checks. */
export interface Heading {
  /** 1 to 6. */
  depth: number;
  /** Plain text of the heading. */
  text: string;
  /** The `id` attribute written in the HTML. */
  id: string;
}

/** A link or image reference found in the markdown, for the link checker. */
export interface LinkRef {
  kind: 'link' | 'image';
  /** The target as written in the markdown. */
  raw: string;
  /** The href written in the HTML (after .md → route rewriting and baseUrl). */
  href: string;
  /** 1-based position in the source file (the front matter lines are counted). */
  line: number;
  column: number;
}

/** Plain text of a page part, for the search index: the intro (no heading) or one h2/h3 section. */
export interface TextSection {
  /** Heading id, or `null` for the text before the first h2. */
  id: string | null;
  /** Heading text, or `''` for the intro. */
  heading: string;
  depth: number;
  text: string;
}

/** What a page needs from the site to render its markdown. */
export interface MarkdownContext {
  /** Project-relative source path, for diagnostics. */
  file: string;
  /** Lines before the markdown body in the file (front matter). */
  bodyLineOffset: number;
  /**
   * Rewrites an internal link target: a relative `.md` path (`../a/b.md#x`) or a root-relative route
   * (`/docs/x`). Returns the href to write, or `undefined` when a `.md` target names no page.
   */
  resolveLink(target: string): string | undefined;
  /** Resolves an image source to its URL and, when known, its size. `undefined` when the file is missing. */
  resolveImage(src: string): { src: string; width?: number; height?: number } | undefined;
  /**
   * Reads a file that the page includes (an absolute path), recorded so that a cached rendering is redone when the
   * file changes. `undefined` when it cannot be read. Absent: the caller reads no files for pages.
   */
  readFile?(absPath: string): string | undefined;
  /**
   * The page's front matter as Docusaurus gives it to MDX (`frontMatter.key`), recorded so that a cached rendering that
   * read it is redone when it changes. Absent: `{}`.
   */
  frontMatter?(): Readonly<Record<string, unknown>>;
}

/**
 * A markdown feature whose page links assets of its own: KaTeX's stylesheet, the Mermaid script, the Starlight
 * components' stylesheet, or the islands' files
 * (`island:Name`: a component hydrated in the browser; `component:Name`: one whose CSS is in the components' stylesheet).
 */
export type MarkdownFeature =
  'math' | 'mermaid' | 'tabs' | 'starlight' | `island:${string}` | `component:${string}`;

/** The HTML and facts of one rendered markdown body. */
export interface RenderedMarkdown {
  html: string;
  /** Text of a leading h1, which is then left out of `html` (the template prints the title). */
  title: string | undefined;
  /** The page's `<title>` when the markdown names it apart from its heading (mdBook's `{{#title}}`); absent otherwise. */
  headTitle?: string;
  /** Body lines (0-based) a dialect replaced before parsing (mdBook's `{{#include}}`), with their text: the twin shows it. */
  replacedLines?: [line: number, text: string][];
  /** Every h2–h6 with its id, in order. */
  headings: Heading[];
  /** Every id attribute in `html` (headings, footnotes, explicit anchors). */
  anchors: string[];
  links: LinkRef[];
  /** The body's text by section (search, and the words of a post's reading time). */
  sections: TextSection[];
  diagnostics: Diagnostic[];
  /** The features whose assets the page must link (empty for most pages). */
  features: MarkdownFeature[];
}

/** Renders markdown bodies; one instance per build (creating it loads the highlighter). */
export interface MarkdownRenderer {
  render(body: string, context: MarkdownContext): RenderedMarkdown;
}
