// Navbar dropdowns: open on hover (mouse) and click, keyboard per the menu-button pattern, state in aria-expanded.

interface Dropdown {
  root: HTMLElement;
  button: HTMLButtonElement;
  items: () => HTMLElement[];
  setOpen(open: boolean): void;
  isOpen(): boolean;
}

function focusItem(dropdown: Dropdown, index: number): void {
  const items = dropdown.items();
  if (items.length === 0) return;
  items[(index + items.length) % items.length]!.focus();
}

function bindDropdown(root: HTMLElement, all: Dropdown[]): Dropdown | undefined {
  const button = root.querySelector<HTMLButtonElement>('.dropdown__toggle');
  const menu = root.querySelector<HTMLElement>('.dropdown__menu');
  if (!button || !menu) return undefined;
  // Set by a click or a key: the menu then stays open when the pointer leaves.
  let pinned = false;
  const dropdown: Dropdown = {
    root,
    button,
    items: () => Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')),
    isOpen: () => button.getAttribute('aria-expanded') === 'true',
    setOpen(open) {
      if (open) for (const other of all) if (other !== dropdown && other.isOpen()) other.setOpen(false);
      if (!open) pinned = false;
      button.setAttribute('aria-expanded', String(open));
      root.classList.toggle('dropdown--open', open);
    },
  };
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse' && !dropdown.isOpen()) dropdown.setOpen(true);
  });
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse' && !pinned && dropdown.isOpen()) dropdown.setOpen(false);
  });
  button.addEventListener('click', () => {
    // A click on a menu the pointer just opened keeps it open instead of closing it under the cursor.
    if (dropdown.isOpen() && !pinned) pinned = true;
    else {
      dropdown.setOpen(!dropdown.isOpen());
      pinned = dropdown.isOpen();
    }
  });
  button.addEventListener('keydown', (event) => {
    const key = event.key;
    if (key === 'Enter' || key === ' ' || key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if ((key === 'Enter' || key === ' ') && dropdown.isOpen()) {
        dropdown.setOpen(false);
        return;
      }
      dropdown.setOpen(true);
      pinned = true;
      focusItem(dropdown, key === 'ArrowUp' ? -1 : 0);
    } else if (key === 'Escape' && dropdown.isOpen()) {
      event.preventDefault();
      dropdown.setOpen(false);
    }
  });
  menu.addEventListener('keydown', (event) => {
    const items = dropdown.items();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(dropdown, moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dropdown.setOpen(false);
      button.focus();
    }
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !root.contains(next)) {
      if (dropdown.isOpen() && !root.matches(':hover')) dropdown.setOpen(false);
    }
  });
  return dropdown;
}

/** Binds every navbar `[data-dropdown]`; a click or tap outside closes open menus. */
export function initDropdowns(scope: ParentNode = document): void {
  const all: Dropdown[] = [];
  for (const root of Array.from(scope.querySelectorAll<HTMLElement>('[data-dropdown]'))) {
    const dropdown = bindDropdown(root, all);
    if (dropdown) all.push(dropdown);
  }
  document.addEventListener('click', (event) => {
    const target = event.target;
    for (const dropdown of all) {
      if (dropdown.isOpen() && !(target instanceof Node && dropdown.root.contains(target)))
        dropdown.setOpen(false);
    }
  });
}
