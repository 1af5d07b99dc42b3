// The blog layout: the blog sidebar beside `<main>`.
import type { JSX, ReactNode } from 'react';
import type { BlogSidebarProps } from './props.ts';
import { MAIN_ID } from '../Layout.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';

/** Renders the blog sidebar column and `<main>` around a blog page body. */
export function BlogLayout(props: {
  sidebar: BlogSidebarProps | undefined;
  children: ReactNode;
  toc?: ReactNode;
}): JSX.Element {
  return (
    <div
      className={
        props.sidebar ? 'main-wrapper blog-wrapper' : 'main-wrapper blog-wrapper blog-wrapper--single'
      }
      data-page-root=""
    >
      {props.sidebar ? (
        <div className="docs-sidebar blog-sidebar-column" data-sidebar-container="">
          <BlogSidebar sidebar={props.sidebar} />
        </div>
      ) : null}
      <main id={MAIN_ID} tabIndex={-1} className="docs-main blog-main">
        <div className="docs-main__row">
          <div className="docs-main__content">{props.children}</div>
          {props.toc}
        </div>
      </main>
    </div>
  );
}
