// serve's output: nothing is rendered or written up front. A page is rendered the first time the browser asks for it
// (then kept until the next rebuild), the search index and the feeds are made on first use, static files are read when
// asked for. A rebuild therefore costs the site model only, whatever the number of pages, and the reload goes out as
// soon as the model is ready.
import { createSearchFiles, SEARCH_ASSETS_DIR } from '../search/index-files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SitePage } from '../model/site-types.ts';
import type { RenderContext } from '../render/render-context.ts';
import { pageOutFile, renderPageNow } from '../render/page-output.ts';

/** A build's output made on demand: `get` renders or reads the file at an output-relative path. */
export class LazyOutput {
  private readonly pages = new Map<string, SitePage>();
  private readonly rendered = new Map<string, string>();
  private search: Map<string, string | Uint8Array> | undefined;

  /** `files`: every other output file by path, made when first asked for; `transformHtml`: the plugins' (optional). */
  constructor(
    private readonly context: RenderContext,
    private readonly files: ReadonlyMap<string, () => string | Uint8Array>,
    private readonly transformHtml?: (
      html: string,
      route: string,
    ) => { html: string } | { diagnostic: Diagnostic },
  ) {
    const { site } = context;
    for (const page of site.pages) {
      const file = pageOutFile(page, site.config.trailingSlash);
      // The first page of a route wins, as in a disk build (the duplicate is reported by the checks).
      if (!this.pages.has(file)) this.pages.set(file, page);
    }
  }

  /** Number of pages the output holds. */
  get pageCount(): number {
    return this.pages.size;
  }

  /** The file at `relPath`, made now if needed; undefined when the output has no such file. */
  get(relPath: string): string | Uint8Array | undefined {
    const page = this.pages.get(relPath);
    if (page) {
      let html = this.rendered.get(relPath);
      if (html === undefined) {
        html = this.transformed(renderPageNow(this.context, page), page.route);
        this.rendered.set(relPath, html);
      }
      return html;
    }
    if (relPath.startsWith(`${SEARCH_ASSETS_DIR}/`)) return this.searchFiles().get(relPath);
    return this.files.get(relPath)?.();
  }

  // The plugins' transformHtml; a failure throws (serve shows it like any page that failed to render).
  private transformed(html: string, route: string): string {
    if (!this.transformHtml) return html;
    const result = this.transformHtml(html, route);
    if ('diagnostic' in result) throw new Error(result.diagnostic.message);
    return result.html;
  }

  private searchFiles(): Map<string, string | Uint8Array> {
    this.search ??= new Map(createSearchFiles(this.context.site).files.map((f) => [f.path, f.contents]));
    return this.search;
  }
}
