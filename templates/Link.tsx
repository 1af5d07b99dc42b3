// Links that know whether they leave the site.
import type { JSX, ReactNode } from 'react';
import type { NavLink } from './props.ts';
import { ExternalLinkIcon } from './icons.tsx';

/** An `<a>`; external links open in a new tab, get rel="noopener noreferrer", an icon and a hidden hint. */
export function SiteLink(props: {
  href: string;
  external: boolean;
  className?: string | undefined;
  children: ReactNode;
  ariaCurrent?: 'page' | 'true' | undefined;
  hideIcon?: boolean;
  /** The hidden hint of an external link (default: English). */
  newTabLabel?: string | undefined;
}): JSX.Element {
  if (!props.external) {
    return (
      <a className={props.className} href={props.href} aria-current={props.ariaCurrent}>
        {props.children}
      </a>
    );
  }
  return (
    <a className={props.className} href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      {props.hideIcon ? null : <ExternalLinkIcon />}
      <span className="visually-hidden"> {props.newTabLabel ?? NEW_TAB_LABEL}</span>
    </a>
  );
}

/** The hidden hint of an external link in English. */
export const NEW_TAB_LABEL = '(opens in a new tab)';

/** A NavLink from the props as a SiteLink. */
export function NavAnchor(props: {
  link: NavLink;
  className?: string;
  activeClassName?: string;
}): JSX.Element {
  const { link } = props;
  const className = [props.className, link.active ? props.activeClassName : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <SiteLink
      href={link.href}
      external={link.external}
      className={className || undefined}
      newTabLabel={link.newTabLabel}
    >
      {link.label}
    </SiteLink>
  );
}

/** Joins class names, dropping empty ones. */
export function cx(...names: (string | false | undefined | null)[]): string {
  return names.filter(Boolean).join(' ');
}
