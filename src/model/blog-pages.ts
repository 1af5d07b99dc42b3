import type { ResolvedConfig } from '../config/types.ts';
import { listPageRoute, paginate, type TagGroup } from './blog.ts';
import type { SitePage } from './site-types.ts';
import type { Author, PostEntry, Rendered } from './types.ts';
import { joinRoute } from '../shared/urls.ts';
import { appendAll } from '../shared/append-all.ts';

type BlogConfig = Exclude<ResolvedConfig['blog'], false>;

/** Inputs of the blog's pages. */
export interface BlogPagesInput {
  blog: BlogConfig;
  /** Newest first: the posts that lists, tags, authors and feeds show. */
  posts: Rendered<PostEntry>[];
  /** Posts with `unlisted: true`: a page each, in no list. */
  unlistedPosts: Rendered<PostEntry>[];
  authors: Map<string, Author>;
  tags: TagGroup[];
}

function listPages(
  base: string,
  posts: Rendered<PostEntry>[],
  size: number,
  fields: { title: string; description: string | undefined; author?: Author; tag?: TagGroup },
): SitePage[] {
  const chunks = paginate(posts, size);
  return chunks.map((chunk, i) => ({
    kind: 'blog-list' as const,
    route: listPageRoute(base, i + 1),
    title: fields.title,
    description: fields.description,
    posts: chunk,
    page: i + 1,
    totalPages: chunks.length,
    previousRoute: i > 0 ? listPageRoute(base, i) : undefined,
    nextRoute: i + 1 < chunks.length ? listPageRoute(base, i + 2) : undefined,
    author: fields.author,
    tag: fields.tag,
  }));
}

/** Creates the blog list, post, tag, author and archive pages. */
export function createBlogPages(input: BlogPagesInput): SitePage[] {
  const { blog, posts } = input;
  const base = blog.routeBasePath;
  const pages: SitePage[] = listPages(base, posts, blog.postsPerPage, {
    title: blog.title,
    description: blog.description,
  });
  posts.forEach((post, i) => {
    pages.push({
      kind: 'blog-post',
      route: post.entry.route,
      post,
      newer: posts[i - 1],
      older: posts[i + 1],
    });
  });
  for (const post of input.unlistedPosts) {
    pages.push({ kind: 'blog-post', route: post.entry.route, post, newer: undefined, older: undefined });
  }
  pages.push({ kind: 'blog-tags', route: joinRoute(base, 'tags') });
  for (const tag of input.tags) {
    const count = tag.posts.length;
    appendAll(
      pages,
      listPages(tag.route, tag.posts, blog.postsPerPage, {
        title: `${count} post${count === 1 ? '' : 's'} tagged with "${tag.label}"`,
        description: tag.description ?? `Blog posts tagged with "${tag.label}"`,
        tag,
      }),
    );
  }
  pages.push({ kind: 'blog-authors', route: joinRoute(base, 'authors') });
  for (const author of input.authors.values()) {
    if (!author.route) continue;
    const own = posts.filter((p) => p.entry.source.frontMatter.authors?.includes(author.key));
    appendAll(
      pages,
      listPages(author.route, own, blog.postsPerPage, {
        title: author.name,
        description: author.title,
        author,
      }),
    );
  }
  pages.push({ kind: 'blog-archive', route: joinRoute(base, 'archive') });
  return pages;
}
