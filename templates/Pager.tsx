// Previous/next links under a page.
import type { JSX } from 'react';
import type { PagerLink } from './props.ts';

/** Renders the pager, or nothing when there is neither a previous nor a next page. */
export function Pager(props: {
  label: string;
  previous: PagerLink | undefined;
  next: PagerLink | undefined;
  previousText: string;
  nextText: string;
}): JSX.Element | null {
  const { previous, next } = props;
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={props.label}>
      {previous ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={previous.href} rel="prev">
          <span className="pagination-nav__sublabel">{props.previousText}</span>
          <span className="pagination-nav__label">{previous.label}</span>
        </a>
      ) : null}
      {next ? (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">{props.nextText}</span>
          <span className="pagination-nav__label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
