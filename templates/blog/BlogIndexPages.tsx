// The blog's index pages: tags, authors and the archive.
import type { JSX } from 'react';
import type { BlogPageProps } from './props.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { AuthorCard } from './PostHeader.tsx';

type Of<K extends BlogPageProps['kind']> = Extract<BlogPageProps, { kind: K }>;

/** Renders the tags page: every tag with its post count. */
export function BlogTagsPage(props: Of<'blog-tags'>): JSX.Element {
  return (
    <BlogLayout sidebar={props.sidebar}>
      <h1>{props.chrome.strings.tagsTitle}</h1>
      {props.tags.length === 0 ? <p>{props.chrome.strings.noTags}</p> : null}
      <ul className="tag-cloud">
        {props.tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={tag.href}>
              {tag.label}
              <span className="tag__count">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

/** Renders the authors page: a card per author with their post count. */
export function BlogAuthorsPage(props: Of<'blog-authors'>): JSX.Element {
  return (
    <BlogLayout sidebar={props.sidebar}>
      <h1>{props.chrome.strings.authorsTitle}</h1>
      {props.authors.length === 0 ? <p>{props.chrome.strings.noAuthors}</p> : null}
      <ul className="author-grid">
        {props.authors.map((author) => (
          <li className="card author-card" key={author.key}>
            <AuthorCard author={author} headingLevel="h2" />
            <p className="author-card__count">{author.count === 1 ? '1 post' : `${author.count} posts`}</p>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

/** Renders the archive: every post, grouped by year, newest first. */
export function BlogArchivePage(props: Of<'blog-archive'>): JSX.Element {
  return (
    <BlogLayout sidebar={undefined}>
      <h1>{props.chrome.strings.archiveTitle}</h1>
      {props.years.length === 0 ? <p>{props.chrome.strings.noPosts}</p> : null}
      {props.years.map((group) => (
        <section className="archive-year" key={group.year} aria-labelledby={`archive-${group.year}`}>
          <h2 id={`archive-${group.year}`}>{group.year}</h2>
          <ul className="archive-year__list">
            {group.posts.map((post) => (
              <li key={post.href}>
                <span className="archive-year__date">{post.formattedDate}</span>
                <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
