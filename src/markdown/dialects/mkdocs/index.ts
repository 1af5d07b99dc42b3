import type { MarkdownIt } from 'markdown-it';
import type { MarkdownLabels } from '../../../config/types.ts';
import type { IncludeRoots } from '../include-files.ts';
import { useMkdocsAdmonitions } from './admonitions.ts';
import { useMkdocsAttrLists } from './attr-lists.ts';
import { useMkdocsBlocks } from './blocks.ts';
import { useMkdocsContentTabs } from './content-tabs.ts';
import { useMkdocsFences } from './fences.ts';
import { useMkdocsFootnoteIds } from './footnote-ids.ts';
import { useMkdocsIcons } from './icons.ts';
import { useMkdocsInlineMarks } from './inline-marks.ts';
import { useMkdocsMacroWarnings } from './macros.ts';
import { useMkdocsSnippets } from './snippets.ts';

export { MKDOCS_HEADING_IDS, pythonMarkdownSlug } from './slugs.ts';

/**
 * Turns on the markdown of MkDocs Material sites (`markdown.dialect: 'mkdocs'`): admonitions, collapsible blocks, `///` blocks,
 * content tabs, attribute lists, icon and emoji shortcodes, `--8<--` snippets, `==mark==`, `^^insert^^` and `++keys++`, superfences' fence options, Python-Markdown's footnote ids, and a warning for each
 * `<!-- md:… -->` hook shortcode. Its heading ids are
 * `MKDOCS_HEADING_IDS`, which the caller hands to the heading rule. Runs after docsgen's footnote rules.
 */
export function useMkdocsDialect(md: MarkdownIt, labels?: MarkdownLabels, roots?: IncludeRoots): void {
  useMkdocsSnippets(md, roots);
  useMkdocsAdmonitions(md, labels);
  useMkdocsContentTabs(md);
  useMkdocsBlocks(md, labels);
  useMkdocsAttrLists(md);
  useMkdocsIcons(md);
  useMkdocsInlineMarks(md);
  useMkdocsFootnoteIds(md);
  useMkdocsFences(md);
  useMkdocsMacroWarnings(md);
}
