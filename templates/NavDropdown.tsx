// A navbar dropdown: a menu button and a menu of links. Without JS, CSS opens it on hover and focus.
import type { JSX, ReactNode } from 'react';
import type { NavLink } from './props.ts';
import { NEW_TAB_LABEL, cx } from './Link.tsx';
import { ChevronIcon } from './icons.tsx';

/** One item of a dropdown menu. */
export interface DropdownItem {
  link: NavLink;
  /** `lang`/`hreflang` of a locale entry. */
  lang?: string;
}

/** Renders a dropdown; `id` must be unique in the page (it ties the button to its menu). */
export function NavDropdown(props: {
  id: string;
  label: ReactNode;
  active: boolean;
  items: DropdownItem[];
  className?: string;
  /** Accessible name when the visible label is not enough (for example the locale switcher). */
  ariaLabel?: string;
}): JSX.Element {
  const menuId = `${props.id}-menu`;
  return (
    <div className={cx('dropdown', props.className)} data-dropdown="">
      <button
        type="button"
        id={props.id}
        className={cx('navbar__link', 'dropdown__toggle', props.active && 'navbar__link--active')}
        aria-haspopup="true"
        aria-expanded="false"
        aria-controls={menuId}
        aria-label={props.ariaLabel}
      >
        {props.label}
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <ul className="dropdown__menu" id={menuId} role="menu" aria-labelledby={props.id}>
        {props.items.map((item) => (
          <li key={item.link.href} role="none">
            <DropdownLink item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DropdownLink(props: { item: DropdownItem }): JSX.Element {
  const { link, lang } = props.item;
  const className = cx('dropdown__link', link.active && 'dropdown__link--active');
  if (lang !== undefined) {
    return (
      <a
        className={className}
        href={link.href}
        role="menuitem"
        lang={lang}
        hrefLang={lang}
        aria-current={link.active ? 'true' : undefined}
      >
        {link.label}
      </a>
    );
  }
  if (link.external) {
    return (
      <a className={className} href={link.href} role="menuitem" target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> {link.newTabLabel ?? NEW_TAB_LABEL}</span>
      </a>
    );
  }
  return (
    <a className={className} href={link.href} role="menuitem">
      {link.label}
    </a>
  );
}
