// The words a reader meets in a page, for tests that look for theme strings left in English: text nodes outside the
// content (script, style and `.markdown` bodies are skipped), the page's title, and the aria-label, title and
// placeholder attributes.
import { parseHtml } from 'angular-html-parser';
import type { ThemeStrings } from '../../../src/strings/theme-strings.ts';

type Node = ReturnType<typeof parseHtml>['rootNodes'][number];

const SKIPPED = new Set(['script', 'style', 'svg']);
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder']);

/** Every visible text of the theme in `html`, whitespace collapsed, with where it was. */
export function visibleTexts(html: string): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  const add = (raw: string, where: string): void => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (/\p{L}/u.test(text)) found.push({ text, where });
  };
  const visit = (node: Node, path: string): void => {
    if ('value' in node && typeof node.value === 'string' && !('name' in node)) {
      add(node.value, path);
      return;
    }
    if (!('name' in node) || !('children' in node)) return;
    const name = node.name;
    if (SKIPPED.has(name)) return;
    const attrs = 'attrs' in node ? node.attrs : [];
    const className = attrs.find((a) => a.name === 'class')?.value ?? '';
    // The page's own content is the author's words, not the theme's.
    if (/(^|\s)markdown(\s|$)/.test(className)) return;
    for (const attr of attrs) if (ATTRIBUTES.has(attr.name)) add(attr.value, `${path}>${name}[${attr.name}]`);
    for (const child of node.children) visit(child, `${path}>${name}`);
  };
  for (const node of parseHtml(html).rootNodes) visit(node, '');
  return found;
}

/** A test of one visible text: does it read as this English value (its `{name}` parts standing for anything)? */
function matcherOf(value: string): RegExp {
  const pattern = value
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`);
}

/**
 * The English values a page in another locale must not show: every value of `english` except those the locale's
 * table has the same (`Info`, `Version: {label}` in German), and those that are nothing but placeholders.
 */
export function englishMatchers(
  english: ThemeStrings,
  local: ThemeStrings,
): { key: string; value: string; test: RegExp }[] {
  return Object.entries(english).flatMap(([key, value]: [string, string]) => {
    const own = local[key as keyof ThemeStrings];
    const words = value.replace(/\{\w+\}/g, '');
    if (own.trim() === value.trim() || !/\p{L}{2}/u.test(words)) return [];
    return [{ key, value, test: matcherOf(value) }];
  });
}

/** The visible texts of `html` that read as an English value, as `key: "text" (where)`. */
export function englishLeft(html: string, matchers: ReturnType<typeof englishMatchers>): string[] {
  return visibleTexts(html).flatMap(({ text, where }) =>
    matchers.filter((m) => m.test.test(text)).map((m) => `${m.key}: ${JSON.stringify(text)} (${where})`),
  );
}
