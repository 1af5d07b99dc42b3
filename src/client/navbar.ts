// The navbar: hide on scroll down (when configured) and the Ctrl/Cmd+K search shortcut (the only handler of it).

/** Hides the navbar while scrolling down and shows it again on scroll up, when `data-hide-on-scroll` is set. */
export function initHideOnScroll(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll="true"]');
  if (!navbar) return;
  let lastY = window.scrollY;
  let queued = false;
  const update = (): void => {
    queued = false;
    const y = window.scrollY;
    const height = navbar.offsetHeight;
    const keepShown =
      y < height ||
      navbar.contains(document.activeElement) ||
      document.documentElement.hasAttribute('data-drawer-open');
    if (keepShown || y < lastY) navbar.classList.remove('navbar--hidden');
    else if (y > lastY) navbar.classList.add('navbar--hidden');
    lastY = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        window.requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  navbar.addEventListener('focusin', () => navbar.classList.remove('navbar--hidden'));
}

/**
 * The one Ctrl+K (Cmd+K on Apple devices) handler: focuses the open drawer's search box, else the navbar's; the key
 * hints show the right modifier.
 */
export function initSearchShortcut(): void {
  const navbarInput = document.querySelector<HTMLInputElement>('[data-navbar] [data-search-input]');
  const drawer = document.querySelector<HTMLElement>('[data-drawer]');
  const drawerInput = drawer?.querySelector<HTMLInputElement>('[data-search-input]') ?? null;
  if (!navbarInput && !drawerInput) return;
  if (/Mac|iPhone|iPad/.test(navigator.userAgent)) {
    for (const hint of Array.from(document.querySelectorAll<HTMLElement>('[data-search-hint-mod]'))) {
      hint.textContent = '⌘';
    }
  }
  document.addEventListener('keydown', (event) => {
    if (
      event.key.toLowerCase() !== 'k' ||
      !(event.ctrlKey || event.metaKey) ||
      event.altKey ||
      event.shiftKey
    )
      return;
    // The open drawer is modal (it traps focus), so its own box is the one to use.
    const input = drawer && !drawer.hidden && drawerInput ? drawerInput : navbarInput;
    if (!input) return;
    event.preventDefault();
    input.closest('[data-navbar]')?.classList.remove('navbar--hidden');
    input.focus();
    input.select();
  });
}
