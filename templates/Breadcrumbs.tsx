// Breadcrumbs above a doc: a home icon, then the segments joined by "›".
import type { JSX } from 'react';
import type { Crumb } from './props.ts';
import { HomeIcon, iconHtml } from './icons.tsx';

// As an entity: the pages of an ASCII site stay ASCII, which V8 hashes, encodes and writes several times faster.
const RSAQUO = { __html: '&rsaquo;' };

/** Renders the breadcrumbs; the last segment is the current page. */
export function Breadcrumbs(props: {
  crumbs: Crumb[];
  homeHref: string;
  label: string;
  homeLabel: string;
}): JSX.Element {
  const last = props.crumbs.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={props.label}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item breadcrumbs__item--home">
          <a
            className="breadcrumbs__link"
            href={props.homeHref}
            aria-label={props.homeLabel}
            dangerouslySetInnerHTML={iconHtml(HomeIcon, { size: 16 })}
          />
        </li>
        {props.crumbs.map((crumb, index) => (
          <li className="breadcrumbs__item" key={`${index}-${crumb.label}`}>
            <span className="breadcrumbs__separator" aria-hidden="true" dangerouslySetInnerHTML={RSAQUO} />
            {index === last || crumb.href === undefined ? (
              <span
                className={
                  index === last ? 'breadcrumbs__link breadcrumbs__link--current' : 'breadcrumbs__link'
                }
                aria-current={index === last ? 'page' : undefined}
              >
                {crumb.label}
              </span>
            ) : (
              <a className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
