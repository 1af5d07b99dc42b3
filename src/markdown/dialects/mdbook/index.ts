import type { MarkdownIt } from 'markdown-it';
import type { IncludeRoots } from '../include-files.ts';
import { useMdbookHiddenLines } from './hidden-lines.ts';
import { useMdbookLinks } from './links.ts';

/**
 * Turns on the markdown of mdBook books (`markdown.dialect: 'mdbook'`): `{{#include}}`, `{{#rustdoc_include}}`,
 * `{{#playground}}` and `{{#title}}` replaced before the markdown is read, and hidden `# ` lines of Rust blocks left
 * out. Fence attributes (`rust,ignore`, `rust,editable`) are read by docsgen's own fence rules.
 */
export function useMdbookDialect(md: MarkdownIt, roots: IncludeRoots | undefined): void {
  useMdbookLinks(md, roots);
  useMdbookHiddenLines(md);
}
