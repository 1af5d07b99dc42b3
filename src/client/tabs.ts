// Tab sets (`:::tabs`, `::: code-group`): an ARIA tablist. Click or arrow keys, Home and End pick a tab; the server
// markup already shows the first panel, and without JavaScript the stylesheet shows every panel with its label.

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
  tabs.forEach((tab, index) => tab.addEventListener('click', () => select(index, false)));
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
