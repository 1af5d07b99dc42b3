// Tab sets (`:::tabs`, `::: code-group`): an ARIA tablist. Click or arrow keys, Home and End pick a tab; the server
// markup already shows the first panel, and without JavaScript the stylesheet shows every panel with its label. A set
// with `data-tab-group` follows every set of its group (and the stored choice); `data-tab-query` mirrors it in the URL.
import { createStorage } from './storage.ts';

const storage = createStorage();
const PICK = 'docsgen:tab';

/** Makes one `[data-tabs]` set interactive. */
export function bindTabs(set: HTMLElement): void {
  const list = set.querySelector<HTMLElement>(':scope > [role="tablist"]');
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]'));
  const select = (index: number, focus: boolean): void => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
  };
  const values = tabs.map((tab) => tab.dataset['tabValue'] ?? '');
  const { tabGroup: group, tabQuery: query } = set.dataset;
  const pick = (value: string | null): void => {
    if (value !== null && values.includes(value)) select(values.indexOf(value), false);
  };
  set.addEventListener(PICK, (event) => pick((event as CustomEvent<string>).detail));
  if (group) pick(storage.get(`docsgen.tab.${group}`, values));
  if (query) pick(new URLSearchParams(location.search).get(query));
  tabs.forEach((tab, index) =>
    tab.addEventListener('click', () => {
      select(index, false);
      const value = values[index]!;
      // The other sets of the group may change height: keep the clicked set where it was on screen (at once: the page
      // scrolls smoothly).
      const top = set.getBoundingClientRect().top;
      if (group) {
        storage.set(`docsgen.tab.${group}`, value);
        for (const other of document.querySelectorAll(`[data-tab-group="${CSS.escape(group)}"]`))
          if (other !== set) other.dispatchEvent(new CustomEvent(PICK, { detail: value }));
      }
      if (query) {
        const url = new URL(location.href);
        url.searchParams.set(query, value);
        history.replaceState(history.state, '', url);
      }
      scrollBy({ top: set.getBoundingClientRect().top - top, behavior: 'instant' });
    }),
  );
  list.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  });
}
