// The site footer: link columns and the copyright line.
import type { JSX } from 'react';
import type { SiteChrome } from './props.ts';
import { NavAnchor } from './Link.tsx';
import { cachedMarkup } from './markup-cache.ts';
import type { FooterProps } from './theme-components.ts';

/** Renders the footer (the same on every page: rendered once). */
export function Footer(props: FooterProps): JSX.Element {
  const { footer } = props;
  return (
    <footer
      className={`footer footer--${footer.style}`}
      dangerouslySetInnerHTML={{ __html: cachedMarkup(FooterContent, { footer }) }}
    />
  );
}

/** The footer's link columns and copyright line. */
function FooterContent(props: { footer: SiteChrome['footer'] }): JSX.Element {
  const { footer } = props;
  return (
    <div className="footer__inner">
      {footer.columns.length > 0 ? (
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div className="footer__col" key={column.title}>
              {column.title ? <h2 className="footer__title">{column.title}</h2> : null}
              <ul className="footer__items">
                {column.items.map((item, index) =>
                  'html' in item ? (
                    <li key={index} dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={item.href}>
                      <NavAnchor link={item} className="footer__link" />
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {footer.copyright ? <p className="footer__copyright">{footer.copyright}</p> : null}
    </div>
  );
}
