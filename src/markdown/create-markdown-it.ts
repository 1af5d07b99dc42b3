import MarkdownIt from 'markdown-it';
import type { StateCore } from 'markdown-it';
import deflistPlugin from 'markdown-it-deflist';
import { useAlerts } from './alerts.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { useCodeBlocks } from './code-blocks.ts';
import { useContainers } from './containers.ts';
import { useMdx } from './mdx/index.ts';
import { usePartials } from './mdx/partials.ts';
import { useEmbeds } from './embeds.ts';
import { useFootnotes } from './footnotes.ts';
import { useMath } from './math.ts';
import { useTabs } from './tabs.ts';
import { useDocusaurusCodeTabs } from './dialects/docusaurus/code-tabs.ts';
import { getRenderEnv } from './env.ts';
import { renderHeadingClose, useHeadingIds } from './headings.ts';
import type { CodeHighlighter } from './highlight.ts';
import { createLinksRule } from './links.ts';
import { useSafeLinks } from './link-safety.ts';
import { tableAlignmentRule } from './tables.ts';
import { renderTaskCheckbox, taskListsRule } from './task-lists.ts';
import { truncateMarkerRule } from './truncate.ts';
import { useMarkdownExtensions } from '../plugins/markdown.ts';
import { useMdbookDialect } from './dialects/mdbook/index.ts';
import { MKDOCS_HEADING_IDS, useMkdocsDialect } from './dialects/mkdocs/index.ts';
import { useStarlightDialect } from './dialects/starlight/index.ts';
import { useVitepressDialect } from './dialects/vitepress/index.ts';
import { VITEPRESS_HEADING_IDS } from './dialects/vitepress/slugs.ts';

/** markdown-it's block nesting limit (its default); deeper content is dropped, and `checkNesting` warns. */
export const MAX_NESTING = 100;

/**
 * Creates the one markdown-it instance of a renderer, with every docsgen rule and then the site's extensions; per-document
 * state travels in `env`.
 */
export function createMarkdownIt(
  options: ResolvedConfig['markdown'],
  highlighter: CodeHighlighter,
  rawHtmlRule?: (state: StateCore) => void,
): MarkdownIt {
  // linkify and typographer stay off: they add nothing docs need and have had quadratic-time bugs.
  const settings = { html: options.html, linkify: false, typographer: false, maxNesting: MAX_NESTING };
  const md = new MarkdownIt('default', settings);
  useSafeLinks(md);

  md.core.ruler.after('normalize', 'docsgen_source', (state) => {
    getRenderEnv(state.env).source = state.src;
  });
  useContainers(md, options.labels);
  useTabs(md);
  useDocusaurusCodeTabs(md);
  useAlerts(md, options.labels);
  useFootnotes(md);
  const mkdocs = options.dialect === 'mkdocs';
  if (mkdocs) useMkdocsDialect(md, options.labels, options.includeRoots);
  if (options.dialect === 'starlight') useStarlightDialect(md);
  if (options.dialect === 'vitepress') useVitepressDialect(md, options.includeRoots);
  if (options.dialect === 'mdbook') useMdbookDialect(md, options.includeRoots);
  md.use(deflistPlugin);
  // VitePress and mdBook read `$…$` as text unless a setting or preprocessor turns math on (a price is not TeX there).
  if (options.dialect !== 'vitepress' && options.dialect !== 'mdbook') useMath(md);
  useMdx(md);
  useEmbeds(md, options.embedHosts);
  md.core.ruler.after('block', 'docsgen_truncate', truncateMarkerRule);
  useHeadingIds(
    md,
    mkdocs ? MKDOCS_HEADING_IDS : options.dialect === 'vitepress' ? VITEPRESS_HEADING_IDS : undefined,
  );
  usePartials(md);
  md.core.ruler.push('docsgen_task_lists', taskListsRule);
  md.core.ruler.push('docsgen_links', createLinksRule(md));
  if (rawHtmlRule) md.core.ruler.push('docsgen_raw_html', rawHtmlRule);
  md.core.ruler.push('docsgen_tables', tableAlignmentRule);

  useCodeBlocks(md, highlighter, options.labels);
  md.renderer.rules.heading_close = renderHeadingClose;
  md.renderer.rules.task_checkbox = renderTaskCheckbox;
  // The site's own extensions come last, so that they can build on (or replace) docsgen's rules.
  useMarkdownExtensions(md, options.extensions, options.extensionsSource?.configFile);
  return md;
}
