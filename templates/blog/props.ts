// The props of the blog's pages (list, tag, author and archive pages, and posts).
import type { BasePageProps, NavLink, PagerLink, TocEntry } from '../base-props.ts';

/** A blog author as shown on posts and author pages. */
export interface AuthorView {
  key: string;
  name: string;
  title: string | undefined;
  imageSrc: string | undefined;
  /** The author's page, when the author has one. */
  href: string | undefined;
  /** External profile link. */
  url: string | undefined;
  /** A sentence or two about the author (shown on their page). */
  description: string | undefined;
  /** Links to the author's profiles, by platform (`github`, `x`, …). */
  socials: { platform: string; url: string }[];
}

/** A post as shown in lists and on its own page. */
export interface PostSummary {
  title: string;
  href: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Human date, for example `March 4, 2024`. */
  formattedDate: string;
  readingTimeMinutes: number | undefined;
  /** The reading time in the page's words (`3 min read`); made from `readingTimeMinutes` when left out. */
  readingTime?: string | undefined;
  authors: AuthorView[];
  tags: NavLink[];
  description: string | undefined;
  /** The part before `<!-- truncate -->` (or the whole post when there is none). */
  excerptHtml: string;
  hasMore: boolean;
}

/** The blog sidebar: recent posts grouped by year, newest first. */
export interface BlogSidebarProps {
  title: string;
  /** The sidebar's accessible name. */
  label: string;
  years: { year: string; posts: { title: string; href: string; active: boolean }[] }[];
}

/** Blog list, tag, author and archive pages, and posts. */
export type BlogPageProps =
  | (BasePageProps & {
      kind: 'blog-list';
      /** Page heading: `Blog`, `3 posts tagged with "x"`, or the author's name. */
      title: string;
      description: string | undefined;
      author: AuthorView | undefined;
      posts: PostSummary[];
      pagination: {
        previous: PagerLink | undefined;
        next: PagerLink | undefined;
        page: number;
        totalPages: number;
      };
      sidebar: BlogSidebarProps;
      /** Links above the list (for example "View all tags"). */
      links: NavLink[];
    })
  | (BasePageProps & {
      kind: 'blog-post';
      post: PostSummary;
      html: string;
      toc: TocEntry[];
      hideToc: boolean;
      /** Newer and older posts. */
      previous: PagerLink | undefined;
      next: PagerLink | undefined;
      sidebar: BlogSidebarProps;
      editUrl: string | undefined;
      /** The href of the post's markdown twin, for the "Copy page" button (none when the twins are off). */
      markdownHref: string | undefined;
    })
  | (BasePageProps & {
      kind: 'blog-tags';
      tags: { label: string; href: string; count: number }[];
      sidebar: BlogSidebarProps;
    })
  | (BasePageProps & {
      kind: 'blog-authors';
      authors: (AuthorView & { count: number })[];
      sidebar: BlogSidebarProps;
    })
  | (BasePageProps & {
      kind: 'blog-archive';
      years: { year: string; posts: { title: string; href: string; formattedDate: string }[] }[];
    });
