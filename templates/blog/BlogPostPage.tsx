// A blog post: header, content, tags, edit link, newer/older pager and table of contents.
import type { JSX } from 'react';
import type { BlogPageProps } from './props.ts';
import { ContentFooter } from '../DocsLayout.tsx';
import { DesktopToc, MobileToc } from '../Toc.tsx';
import { Pager } from '../Pager.tsx';
import { CopyPage } from '../CopyPage.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { PostHeader } from './PostHeader.tsx';
import { themeComponent } from '../theme-components.ts';

type BlogPostProps = Extract<BlogPageProps, { kind: 'blog-post' }>;

/** Renders the body of a blog post page. */
export function BlogPostPage(props: BlogPostProps): JSX.Element {
  const toc = props.hideToc ? [] : props.toc;
  const BlogPostHeader = themeComponent('BlogPostHeader', PostHeader);
  return (
    <BlogLayout sidebar={props.sidebar} toc={<DesktopToc toc={toc} />}>
      <article className="doc blog-post">
        <BlogPostHeader post={props.post} asPage />
        <CopyPage markdownHref={props.markdownHref} />
        <MobileToc toc={toc} />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: props.html }} />
        <ContentFooter tags={props.post.tags} editUrl={props.editUrl} />
      </article>
      <Pager
        label="Blog post page navigation"
        previous={props.previous}
        next={props.next}
        previousText="Newer post"
        nextText="Older post"
      />
    </BlogLayout>
  );
}
