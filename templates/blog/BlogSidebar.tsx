// The blog sidebar: recent posts grouped by year, the current post highlighted.
import type { JSX } from 'react';
import type { BlogSidebarProps } from './props.ts';
import { cx } from '../Link.tsx';

/** Renders the blog sidebar (the mobile drawer's copy is made from it in the browser: drawer-sidebar.ts). */
export function BlogSidebar(props: { sidebar: BlogSidebarProps }): JSX.Element {
  const { sidebar } = props;
  return (
    <nav className="blog-sidebar menu" aria-label={sidebar.label} data-sidebar="">
      <h2 className="blog-sidebar__title">{sidebar.title}</h2>
      {sidebar.years.map((group) => (
        <div className="blog-sidebar__year" key={group.year}>
          <h3 className="blog-sidebar__year-title">{group.year}</h3>
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
