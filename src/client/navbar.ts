// The navbar: hide on scroll down (when configured) and the Ctrl/Cmd+K search shortcut.

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

/** Ctrl+K (Cmd+K on Apple devices) focuses the navbar search input; the hint shows the right modifier. */
export function initSearchShortcut(): void {
  const input = document.querySelector<HTMLInputElement>('[data-navbar] [data-search-input]');
  if (!input) return;
  const apple = /Mac|iPhone|iPad/.test(navigator.userAgent);
  const hint = document.querySelector<HTMLElement>('[data-search-hint-mod]');
  if (hint && apple) hint.textContent = '⌘';
  document.addEventListener('keydown', (event) => {
    if (
      event.key.toLowerCase() !== 'k' ||
      !(event.ctrlKey || event.metaKey) ||
      event.altKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    input.closest('[data-navbar]')?.classList.remove('navbar--hidden');
    input.focus();
    input.select();
  });
}
