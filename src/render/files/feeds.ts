import { Feed } from 'feed';
import type { OutputFile } from '../../base/output-file.ts';
import type { Site } from '../../model/site-types.ts';
import { fileHref, routeHref } from '../../shared/urls.ts';
import { absoluteUrl } from '../props/head.ts';

// Root-relative links in post HTML would break in feed readers; make them absolute.
const absolutise = (html: string, origin: string): string =>
  html.replace(/(href|src)="\//g, `$1="${origin}/`);

/** The blog's RSS and Atom feeds (dated by the newest post, so builds stay byte-identical). */
export function createFeeds(site: Site): OutputFile[] {
  const { config } = site;
  const blog = config.blog;
  if (!blog || site.posts.length === 0) return [];
  const newest = site.posts[0]!.entry.date;
  const feedPath = (type: string) => `${blog.routeBasePath.replace(/^\//, '')}/${type}.xml`;
  const feed = new Feed({
    title: `${config.title} ${blog.title}`,
    description: blog.description,
    id: absoluteUrl(blog.routeBasePath || '/', config),
    link: absoluteUrl(blog.routeBasePath || '/', config),
    language: config.locales.default,
    favicon: config.favicon === undefined ? undefined : config.url + fileHref(config.favicon, config),
    copyright: blog.feedOptions.copyright ?? '',
    updated: new Date(`${newest}T00:00:00Z`),
    generator: 'docsgen',
    feedLinks: {
      rss: config.url + fileHref(feedPath('rss'), config),
      atom: config.url + fileHref(feedPath('atom'), config),
    },
  });
  for (const post of site.posts) {
    const url = config.url + routeHref(post.entry.route, config);
    const authors = (post.entry.source.frontMatter.authors ?? []).flatMap((key) => {
      const author = site.authors.get(key);
      return author
        ? [{ name: author.name, ...(author.route ? { link: absoluteUrl(author.route, config) } : {}) }]
        : [];
    });
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.entry.source.frontMatter.description ?? '',
      content: absolutise(post.markdown.html, config.url),
      date: new Date(`${post.entry.date}T00:00:00Z`),
      author: authors,
      category: (post.entry.source.frontMatter.tags ?? []).map((name) => ({ name })),
    });
  }
  const files: OutputFile[] = [];
  if (blog.feedOptions.type.includes('rss')) files.push({ path: feedPath('rss'), contents: feed.rss2() });
  if (blog.feedOptions.type.includes('atom')) files.push({ path: feedPath('atom'), contents: feed.atom1() });
  return files;
}
