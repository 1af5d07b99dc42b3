// The blog part of the site: its authors and tags files, checked against the posts, and the blog's pages.
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { ContentScan } from '../content/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { appendAll } from '../shared/append-all.ts';
import { groupPostsByTag, loadAuthors, type TagGroup } from './blog.ts';
import { createBlogPages } from './blog-pages.ts';
import type { SitePage } from './site-types.ts';
import { loadTagsFile, type TagDefinition } from './tags-file.ts';
import type { Author, PostEntry, Rendered } from './types.ts';

/** What the blog section is made from. */
export interface BlogSectionInput {
  config: ResolvedConfig;
  blog: Exclude<ResolvedConfig['blog'], false>;
  scan: Pick<ContentScan, 'authorsFile' | 'tagsFile'>;
  /** Every post, newest first, unlisted ones included. */
  posts: Rendered<PostEntry>[];
}

/** The blog's authors, tags and pages, with the problems its files and posts have. */
export async function createBlogSection(input: BlogSectionInput): Promise<{
  authors: Map<string, Author>;
  tags: TagGroup[];
  pages: SitePage[];
  diagnostics: Diagnostic[];
}> {
  const { config, blog } = input;
  const relative = (file: string | undefined): string =>
    file ? path.relative(config.rootDir, file).split(path.sep).join('/') : '';
  const relAuthors = relative(input.scan.authorsFile);
  const loaded = await loadAuthors(input.scan.authorsFile, relAuthors, blog.routeBasePath);
  const diagnostics = [...loaded.diagnostics];
  for (const post of input.posts) {
    for (const key of post.entry.source.frontMatter.authors ?? []) {
      if (loaded.authors.has(key)) continue;
      diagnostics.push(
        createDiagnostic(
          'error',
          'blog-unknown-author',
          post.entry.source.source.file,
          `author "${key}" is not in the authors file (${relAuthors || blog.authorsMapPath})`,
        ),
      );
    }
  }
  const relTags = relative(input.scan.tagsFile);
  const definitions = await loadTagsFile(input.scan.tagsFile, relTags);
  appendAll(diagnostics, definitions.diagnostics);
  if (input.scan.tagsFile) appendAll(diagnostics, undefinedTags(input.posts, definitions.tags, relTags));

  const listed = input.posts.filter((p) => p.entry.source.frontMatter.unlisted !== true);
  const unlisted = input.posts.filter((p) => p.entry.source.frontMatter.unlisted === true);
  const tags = groupPostsByTag(listed, blog.routeBasePath, definitions.tags);
  const pages = createBlogPages({
    blog,
    posts: listed,
    unlistedPosts: unlisted,
    authors: loaded.authors,
    tags,
  });
  return { authors: loaded.authors, tags, pages, diagnostics };
}

/** A warning per post tag that the tags file does not define, naming the post. */
function undefinedTags(
  posts: Rendered<PostEntry>[],
  definitions: ReadonlyMap<string, TagDefinition>,
  relTags: string,
): Diagnostic[] {
  return posts.flatMap((post) =>
    (post.entry.source.frontMatter.tags ?? [])
      .filter((tag) => !definitions.has(tag))
      .map((tag) =>
        createDiagnostic(
          'warning',
          'blog-undefined-tag',
          post.entry.source.source.file,
          `tag "${tag}" is not defined in ${relTags}; add it there (label, description) or use a defined key`,
        ),
      ),
  );
}
