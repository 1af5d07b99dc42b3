// What a post shows in lists and on its page: its summary, its authors, its reading time in the locale's words.
import type { AuthorView, PostSummary } from '../../../templates/blog/props.ts';
import { countSectionWords } from '../../markdown/collect.ts';
import { formatDate, inlineAuthor, readingMinutes } from '../../model/blog.ts';
import { currentLocale } from '../../config/locales.ts';
import { themeStringsFor } from '../../strings/index.ts';
import { fillString } from '../../shared/fill-string.ts';
import type { Site } from '../../model/site-types.ts';
import type { Author, PostEntry, Rendered } from '../../model/types.ts';
import { fileHref, isExternalLink, routeHref } from '../../shared/urls.ts';

const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|&lt;!--\s*truncate\s*--&gt;/;

/** What the templates show of an author. */
export function authorView(site: Site, author: Author): AuthorView {
  const image = author.imageUrl;
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    imageSrc: image === undefined ? undefined : isExternalLink(image) ? image : fileHref(image, site.config),
    href: author.route === undefined ? undefined : routeHref(author.route, site.config),
    url: author.url,
    description: author.description,
    socials: author.socials,
  };
}

/** The summary of a post shown in lists and on its page. */
export function createPostSummary(site: Site, post: Rendered<PostEntry>): PostSummary {
  const blog = site.config.blog;
  const fm = post.entry.source.frontMatter;
  const html = post.markdown.html;
  const cut = TRUNCATE_MARKER.exec(html);
  return {
    title: post.title,
    href: routeHref(post.entry.route, site.config),
    date: post.entry.date,
    formattedDate: formatDate(post.entry.date, currentLocale(site.config)),
    readingTimeMinutes:
      blog && blog.showReadingTime ? readingMinutes(countSectionWords(post.markdown.sections)) : undefined,
    readingTime: localReadingTime(site, blog, post),
    authors: [
      ...(fm.authors ?? []).flatMap((key) => {
        const author = site.authors.get(key);
        return author ? [authorView(site, author)] : [];
      }),
      ...(fm.inlineAuthors ?? []).map((author) => authorView(site, inlineAuthor(author))),
    ],
    tags: site.tags
      .filter((t) => t.posts.includes(post))
      .map((t) => ({
        label: t.label,
        href: routeHref(t.route, site.config),
        external: false,
        active: false,
      })),
    description: fm.description,
    excerptHtml: cut ? html.slice(0, cut.index) : html,
    hasMore: cut !== null,
  };
}

/** Groups posts (newest first) by the year of their date, mapping each post to what the template shows. */
export function groupByYear<T>(
  posts: Rendered<PostEntry>[],
  view: (post: Rendered<PostEntry>) => T,
): { year: string; posts: T[] }[] {
  const years: { year: string; posts: T[] }[] = [];
  for (const post of posts) {
    const year = post.entry.date.slice(0, 4);
    let group = years[years.length - 1];
    if (!group || group.year !== year) years.push((group = { year, posts: [] }));
    group.posts.push(view(post));
  }
  return years;
}

/** The reading time in the words of a locale other than English (English: the template writes it). */
function localReadingTime(
  site: Site,
  blog: Site['config']['blog'],
  post: Rendered<PostEntry>,
): string | undefined {
  const strings = themeStringsFor(site.config);
  if (!blog || !blog.showReadingTime || strings.minRead === '{minutes} min read') return undefined;
  const minutes = readingMinutes(countSectionWords(post.markdown.sections));
  return fillString(strings.minRead, { minutes: Math.max(1, Math.round(minutes)) });
}
