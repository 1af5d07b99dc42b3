// The entry template: picks the page body by `kind` and wraps it in the layout.
import type { JSX } from 'react';
import type { PageProps, RedirectPageProps } from './props.ts';
import { Layout } from './Layout.tsx';
import { DocPage } from './DocPage.tsx';
import { CategoryPage } from './CategoryPage.tsx';
import { HomePage } from './HomePage.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RedirectPage } from './RedirectPage.tsx';
import { themeComponent } from './theme-components.ts';
import { PluginPage } from './PluginPage.tsx';
import { BlogListPage } from './blog/BlogListPage.tsx';
import { BlogPostPage } from './blog/BlogPostPage.tsx';
import { BlogArchivePage, BlogAuthorsPage, BlogTagsPage } from './blog/BlogIndexPages.tsx';

function PageBody(props: Exclude<PageProps, RedirectPageProps>): JSX.Element {
  const NotFound = themeComponent('NotFound', NotFoundPage);
  switch (props.kind) {
    case 'doc':
      return <DocPage {...props} />;
    case 'category':
      return <CategoryPage {...props} />;
    case 'home':
      return <HomePage {...props} />;
    case 'page':
      return <MarkdownPage {...props} />;
    case 'blog-list':
      return <BlogListPage {...props} />;
    case 'blog-post':
      return <BlogPostPage {...props} />;
    case 'blog-tags':
      return <BlogTagsPage {...props} />;
    case 'blog-authors':
      return <BlogAuthorsPage {...props} />;
    case 'blog-archive':
      return <BlogArchivePage {...props} />;
    case 'search':
      return <SearchPage {...props} />;
    case 'not-found':
      return <NotFound {...props} />;
    case 'plugin':
      return <PluginPage {...props} />;
  }
}

/**
 * The page's own menu for the mobile drawer: the docs sidebar or the blog sidebar. Either is already in the page's
 * sidebar column, so the drawer gets an empty copy that the browser script fills from it (the drawer only opens with
 * JavaScript): sending it twice would double the largest part of a docs page.
 */
function drawerMenu(props: PageProps): JSX.Element | undefined {
  if (props.kind === 'doc' || props.kind === 'category') {
    return <div className="sidebar menu" data-sidebar="" data-sidebar-copy="" />;
  }
  if ('sidebar' in props && props.sidebar) {
    return <div className="blog-sidebar menu" data-sidebar="" data-sidebar-copy="" />;
  }
  return undefined;
}

/** Renders the whole `<html>` document of a page. */
export function Page(props: PageProps): JSX.Element {
  // A redirect is a bare document: no chrome, nothing to load.
  if (props.kind === 'redirect') return <RedirectPage {...props} />;
  return (
    <Layout
      chrome={props.chrome}
      head={props.head}
      untranslated={props.untranslated}
      drawerMenu={drawerMenu(props)}
    >
      <PageBody {...props} />
    </Layout>
  );
}
