// A grid of cards linking to docs and categories: a generated category index, and <DocCardList /> in a doc.
import type { JSX } from 'react';
import type { CategoryPageProps } from './props.ts';
import { DocumentIcon, FolderIcon, iconHtml } from './icons.tsx';

/** Renders the cards of a category's items. */
export function CardGrid(props: { cards: CategoryPageProps['cards'] }): JSX.Element {
  return (
    <ul className="card-grid">
      {props.cards.map((card) => (
        <li key={card.href} className="card-grid__item">
          <a className="card card--link" href={card.href}>
            <span
              className="card__icon"
              dangerouslySetInnerHTML={iconHtml(card.isCategory ? FolderIcon : DocumentIcon)}
            />
            <span className="card__title">{card.label}</span>
            {card.description ? <span className="card__description">{card.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
