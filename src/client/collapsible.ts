// Collapsible menu categories (sidebar and drawer): the caret buttons toggle `menu__list-item--collapsed`.

/** Binds one `[data-collapse-toggle]` button to its `[data-collapsible]` item. */
export function bindCollapseToggle(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    const item = button.closest('[data-collapsible]');
    if (!item) return;
    const collapsed = !item.classList.contains('menu__list-item--collapsed');
    item.classList.toggle('menu__list-item--collapsed', collapsed);
    for (const toggle of Array.from(item.querySelectorAll(':scope > div > [data-collapse-toggle]'))) {
      toggle.setAttribute('aria-expanded', String(!collapsed));
    }
  });
}

/** Opens every closed `<details>` around the element the URL hash points at (for example a FAQ answer). */
export function revealHashTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  let element = id ? document.getElementById(id) : null;
  if (!element) return;
  const target = element;
  let opened = false;
  while (element) {
    const details: HTMLDetailsElement | null = element.parentElement?.closest('details') ?? null;
    if (details && !details.open) {
      details.open = true;
      opened = true;
    }
    element = details;
  }
  if (opened) target.scrollIntoView();
}
