// VitePress' heading ids: the text decomposed (accents dropped), each run of spaces and ASCII punctuation one `-`, no
// `-` at either end, lowercased, and `_` before a leading digit; a taken id gets `-1`, `-2` … as with docsgen's own.
import type { HeadingIdRules } from '../../headings.ts';

const CONTROL = /[\u0000-\u001f]/g;
const COMBINING = /[\u0300-\u036f]/g;
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g;

/** The id VitePress gives a heading of this text (`<Content />` → `content`, `site_config.ts` → `site-config-ts`). */
export function vitepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(CONTROL, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** The heading id rules of the VitePress dialect. */
export const VITEPRESS_HEADING_IDS: HeadingIdRules = { slugify: vitepressSlug, separator: '-' };
