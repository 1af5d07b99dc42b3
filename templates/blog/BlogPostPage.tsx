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
  const strings = props.chrome.strings;
  const BlogPostHeader = themeComponent('BlogPostHeader', PostHeader);
  return (
    <BlogLayout sidebar={props.sidebar} toc={<DesktopToc toc={toc} title={strings.onThisPage} />}>
      <article className="doc blog-post">
        <BlogPostHeader post={props.post} asPage />
        <CopyPage markdownHref={props.markdownHref} strings={strings} />
        <MobileToc toc={toc} title={strings.onThisPage} />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: props.html }} />
        <ContentFooter tags={props.post.tags} editUrl={props.editUrl} strings={strings} />
      </article>
      <Pager
        label={strings.blogPostNavigation}
        previous={props.previous}
        next={props.next}
        previousText={strings.newerPost}
        nextText={strings.olderPost}
      />
    </BlogLayout>
  );
}
