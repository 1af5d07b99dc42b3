import { readYamlMap } from './yaml-file.ts';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { slugify } from '../markdown/slugger.ts';
import { authorFields, type InlineAuthor } from '../content/author-schema.ts';
import type { TagDefinition } from './tags-file.ts';
import type { Author, PostEntry, Rendered } from './types.ts';
import { joinRoute } from '../shared/urls.ts';

const authorSchema = z.strictObject({
  ...authorFields,
  // MkDocs Material's name for the picture: image_url wins when both are given.
  avatar: z.string().optional(),
  page: z
    .union([
      z.boolean(),
      z.strictObject({
        // `/x` is a route of the site; `x` lies under the blog's `authors/`.
        permalink: z
          .string()
          .regex(
            /^\/?[^./\\][^.\\]*$/,
            'expected a path such as /team/ann (from the site root) or ann (under authors/)',
          ),
      }),
    ])
    .optional(),
});

/** Reads the authors file (YAML map of key → author); missing file means no authors. */
export async function loadAuthors(
  file: string | undefined,
  relFile: string,
  routeBasePath: string,
): Promise<{ authors: Map<string, Author>; diagnostics: Diagnostic[] }> {
  const authors = new Map<string, Author>();
  if (!file) return { authors, diagnostics: [] };
  const { entries, diagnostics } = await readYamlMap(file, relFile, {
    yamlCode: 'authors-yaml',
    invalidCode: 'authors-invalid',
    schema: authorSchema,
    notAMap: 'the authors file must map author keys to authors',
    emptyIsNone: false,
    invalidEntry: (key, field, message) => `author "${key}": ${field}: ${message}`,
    within: 'authors',
  });
  for (const [key, author] of entries) {
    const page = author.page;
    const route =
      page === undefined || page === false
        ? undefined
        : page !== true && page.permalink.startsWith('/')
          ? joinRoute(page.permalink)
          : joinRoute(routeBasePath, 'authors', page === true ? slugify(key) : page.permalink);
    authors.set(key, {
      key,
      name: author.name,
      title: author.title,
      url: author.url,
      imageUrl: author.image_url ?? author.avatar,
      description: author.description,
      socials: author.socials ?? [],
      route,
    });
  }
  return { authors, diagnostics };
}

/** An author written inline in a post: shown like the others, without a page of their own. */
export function inlineAuthor(author: InlineAuthor): Author {
  return {
    key: '',
    name: author.name,
    title: author.title,
    url: author.url,
    imageUrl: author.image_url,
    description: author.description,
    socials: author.socials ?? [],
    route: undefined,
  };
}

/** A tag and the posts that carry it. */
export interface TagGroup {
  label: string;
  route: string;
  /** From the tags file: shown on the tag's page. */
  description?: string | undefined;
  posts: Rendered<PostEntry>[];
}

/**
 * Groups posts by tag (tags compared by their slug), sorted by label. A tag the tags file defines takes its label,
 * description and permalink from there.
 */
export function groupPostsByTag(
  posts: Rendered<PostEntry>[],
  routeBasePath: string,
  definitions: ReadonlyMap<string, TagDefinition> = new Map(),
): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const post of posts) {
    for (const key of post.entry.source.frontMatter.tags ?? []) {
      const defined = definitions.get(key);
      const label = defined?.label ?? key;
      const slug = defined?.permalink ?? slugify(key);
      const group = groups.get(slug) ?? {
        label,
        route: joinRoute(routeBasePath, 'tags', slug),
        description: defined?.description,
        posts: [],
      };
      if (!group.posts.includes(post)) group.posts.push(post);
      groups.set(slug, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** Splits a list into pages of `size`; always at least one (possibly empty) page. */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** Route of list page `n` (1-based) under a base route: page 1 is the base itself. */
export function listPageRoute(base: string, n: number): string {
  return n === 1 ? base : joinRoute(base, 'page', String(n));
}

/** Minutes to read `words` at 200 words per minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Pure memo: one date format per locale (making one loads that locale's ICU data).
const dateFormatMemo = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats `YYYY-MM-DD` as a long date in `locale` (`March 4, 2024`; `4 mars 2024` in French) without time-zone
 * shifts. English is written without `Intl` (see below); other locales use `Intl.DateTimeFormat`.
 */
export function formatDate(date: string, locale = 'en'): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
  if (locale !== 'en' && locale !== 'en-US' && !Number.isNaN(day.getTime())) {
    let format = dateFormatMemo.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      dateFormatMemo.set(locale, format);
    }
    return format.format(day);
  }
  // What toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }) writes (a
  // test holds the two equal), without its first call loading ICU's locale data: 30-45 ms of every build with a blog.
  if (Number.isNaN(day.getTime())) return 'Invalid Date';
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
