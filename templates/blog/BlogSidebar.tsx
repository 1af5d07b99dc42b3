// The blog sidebar: recent posts grouped by year, the current post highlighted.
import type { JSX } from 'react';
import type { BlogSidebarProps } from '../props.ts';
import { cx } from '../Link.tsx';

/** Renders the blog sidebar as a `<nav>`. */
export function BlogSidebar(props: { sidebar: BlogSidebarProps }): JSX.Element {
  const { sidebar } = props;
  return (
    <nav className="blog-sidebar menu" aria-label="Blog recent posts" data-sidebar="">
      <p className="blog-sidebar__title">{sidebar.title}</p>
      {sidebar.years.map((group) => (
        <div className="blog-sidebar__year" key={group.year}>
          <p className="blog-sidebar__year-title">{group.year}</p>
          <ul className="menu__list">
            {group.posts.map((post) => (
              <li className="menu__list-item" key={post.href}>
                <a
                  className={cx('menu__link', post.active && 'menu__link--active')}
                  href={post.href}
                  aria-current={post.active ? 'page' : undefined}
                >
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
