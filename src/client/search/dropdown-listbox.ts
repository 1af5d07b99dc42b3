// The listbox of a search box's dropdown: its markup, its options and which one is active, opened and closed with the
// input's combobox state (aria-expanded, aria-activedescendant) kept in step.
import { uiString } from '../strings.ts';
import { MAX_QUERY_LENGTH } from '../../shared/search-protocol.ts';
import { createElement } from './render.ts';

/** The dropdown of one search box, below its form, controlled from its input. */
export class DropdownListbox {
  /** Where "No results", related searches and errors go, above the options. */
  readonly message: HTMLElement;
  /** The polite live region that announces the count of results. */
  readonly live: HTMLElement;
  private readonly panel: HTMLElement;
  private readonly list: HTMLElement;
  private options: HTMLAnchorElement[] = [];
  private active = -1;

  constructor(
    form: HTMLFormElement,
    private readonly input: HTMLInputElement,
    private readonly listId: string,
  ) {
    const doc = form.ownerDocument;
    this.panel = createElement(doc, 'div', 'search-dropdown');
    this.panel.hidden = true;
    this.panel.setAttribute('data-search-dropdown', '');
    this.list = createElement(doc, 'ul', 'search-dropdown__list');
    this.list.id = listId;
    this.list.setAttribute('role', 'listbox');
    this.list.setAttribute('aria-label', uiString('searchResultsLabel'));
    this.message = createElement(doc, 'div', 'search-dropdown__message');
    this.live = createElement(doc, 'p', 'visually-hidden');
    this.live.setAttribute('aria-live', 'polite');
    this.panel.append(this.message, this.list, this.live);
    form.appendChild(this.panel);
    // Clicks inside the dropdown must not take the focus from the input (that would close it before the click).
    this.panel.addEventListener('mousedown', (event) => event.preventDefault());

    input.maxLength = MAX_QUERY_LENGTH;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', listId);
  }

  /** Shows the dropdown. */
  open(): void {
    this.panel.hidden = false;
    this.input.setAttribute('aria-expanded', 'true');
  }

  /** Hides the dropdown; no option stays active. */
  close(): void {
    this.panel.hidden = true;
    this.input.setAttribute('aria-expanded', 'false');
    this.setActive(-1);
  }

  /** Empties the options and the message. */
  reset(): void {
    this.list.replaceChildren();
    this.message.replaceChildren();
    this.options = [];
    this.active = -1;
    this.input.removeAttribute('aria-activedescendant');
  }

  /** How many options there are now. */
  get optionCount(): number {
    return this.options.length;
  }

  /** Adds an option linking to `href`; `fill` writes its content. */
  addOption(href: string, className: string, fill: (option: HTMLAnchorElement) => void): void {
    const doc = this.list.ownerDocument;
    const item = createElement(doc, 'li', 'search-dropdown__item');
    item.setAttribute('role', 'presentation');
    const option = createElement(doc, 'a', className);
    option.id = `${this.listId}-option-${this.options.length}`;
    option.href = href;
    option.tabIndex = -1;
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    const position = this.options.length;
    option.addEventListener('mousemove', () => position !== this.active && this.setActive(position));
    fill(option);
    item.appendChild(option);
    this.list.appendChild(item);
    this.options.push(option);
  }

  /** Arrow keys move the active option, Enter follows it, Escape closes the dropdown. */
  handleKey(event: KeyboardEvent): void {
    if (event.isComposing) return;
    const count = this.options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (this.panel.hidden) this.open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const active = this.active;
      this.setActive(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter' && !this.panel.hidden && this.active !== -1) {
      event.preventDefault();
      this.options[this.active]?.click();
    } else if (event.key === 'Escape' && !this.panel.hidden) {
      // Handled here, so that the mobile drawer around the box does not close too.
      event.preventDefault();
      event.stopPropagation();
      this.close();
    }
  }

  private setActive(next: number): void {
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = next;
    const option = this.options[this.active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      this.input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      this.input.removeAttribute('aria-activedescendant');
    }
  }
}
