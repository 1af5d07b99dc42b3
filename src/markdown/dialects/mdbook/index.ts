import type { MarkdownIt } from 'markdown-it';
import type { IncludeRoots } from '../include-files.ts';
import { useMdbookFences } from './fences.ts';
import { useMdbookHeadingAttributes } from './heading-attributes.ts';
import { useMdbookLinks } from './links.ts';
import { useMdbookMathjax } from './mathjax.ts';
import { useMdbookPreprocessorTags } from './preprocessor-tags.ts';

/**
 * Turns on the markdown of mdBook books (`markdown.dialect: 'mdbook'`): `{{#include}}`, `{{#rustdoc_include}}`,
 * `{{#playground}}` and `{{#title}}` replaced before the markdown is read, and hidden `# ` lines of Rust blocks left
 * out (and the lines of a block's `hidelines=` prefix). Fence attributes (`rust,ignore`, `rust,editable`) are read by
 * docsgen's own fence rules; rustdoc's words as a fence's language (`ignore`, `notrust`) are read as mdBook reads them.
 * A tag with a capital letter (`<Listing>`), markup for a book's own preprocessor, is reported once per page; MathJax's
 * `\\( \\)` and `\\[ \\]` are typeset with docsgen's math; heading attributes `{ #id .class }` are read.
 */
export function useMdbookDialect(md: MarkdownIt, roots: IncludeRoots | undefined): void {
  useMdbookLinks(md, roots);
  useMdbookFences(md);
  useMdbookHeadingAttributes(md);
  useMdbookPreprocessorTags(md);
  useMdbookMathjax(md);
}
