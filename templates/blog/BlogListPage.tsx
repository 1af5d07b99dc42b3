// The blog list (also tag and author pages): post summaries and pagination.
import { fillString } from '../../src/shared/fill-string.ts';
import type { JSX } from 'react';
import type { BlogPageProps } from './props.ts';
import { NavAnchor } from '../Link.tsx';
import { ContentFooter } from '../DocsLayout.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { AuthorCard, PostHeader } from './PostHeader.tsx';
import { themeComponent } from '../theme-components.ts';

type BlogListProps = Extract<BlogPageProps, { kind: 'blog-list' }>;

/** Renders the body of a blog list page. */
export function BlogListPage(props: BlogListProps): JSX.Element {
  const { pagination } = props;
  const strings = props.chrome.strings;
  const BlogPostHeader = themeComponent('BlogPostHeader', PostHeader);
  return (
    <BlogLayout sidebar={props.sidebar}>
      <header className="blog-list__header">
        {props.author ? <AuthorCard author={props.author} headingLevel="p" withDescription /> : null}
        <h1>{props.title}</h1>
        {props.description ? <p className="blog-list__description">{props.description}</p> : null}
        {props.links.length > 0 ? (
          <p className="blog-list__links">
            {props.links.map((link) => (
              <NavAnchor key={link.href} link={link} className="blog-list__link" />
            ))}
          </p>
        ) : null}
      </header>
      {props.posts.map((post) => (
        <article className="post-summary" key={post.href}>
          <BlogPostHeader post={post} asPage={false} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
          <ContentFooter tags={post.tags} editUrl={undefined} strings={strings} />
          {post.hasMore ? (
            <p className="post-summary__more">
              <a href={post.href} aria-label={fillString(strings.readMoreAbout, { title: post.title })}>
                {strings.readMore}
              </a>
            </p>
          ) : null}
        </article>
      ))}
      {pagination.previous || pagination.next ? (
        <nav className="pagination-nav" aria-label={strings.blogListNavigation}>
          {pagination.previous ? (
            <a
              className="pagination-nav__link pagination-nav__link--prev"
              href={pagination.previous.href}
              rel="prev"
            >
              <span className="pagination-nav__label">{strings.newerEntries}</span>
            </a>
          ) : null}
          {pagination.next ? (
            <a
              className="pagination-nav__link pagination-nav__link--next"
              href={pagination.next.href}
              rel="next"
            >
              <span className="pagination-nav__label">{strings.olderEntries}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </BlogLayout>
  );
}
