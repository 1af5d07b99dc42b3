// The mobile navigation drawer: open/close, two panels, focus trap, and closing on Escape, links and wide screens.
import { DESKTOP_BREAKPOINT } from '../shared/client-config.ts';
import { scrollIntoContainer } from './scroll.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements of `container` in the Tab order that are currently rendered. */
export function visibleFocusables(container: HTMLElement): HTMLElement[] {
  // tabIndex -1 leaves out links reached by other keys, such as the options of the search box's dropdown.
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Binds the menu button and the drawer; does nothing on pages without them. */
export function initDrawer(): void {
  const drawer = document.querySelector<HTMLElement>('[data-drawer]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-drawer-toggle]');
  const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
  if (!drawer || !toggle) return;
  const html = document.documentElement;
  const hasSecondary = drawer.hasAttribute('data-drawer-has-secondary');
  const isOpen = (): boolean => !drawer.hidden;

  const showPanel = (panel: 'primary' | 'secondary'): void => {
    drawer.setAttribute('data-drawer-panel', panel);
  };
  const open = (): void => {
    showPanel(hasSecondary ? 'secondary' : 'primary');
    drawer.hidden = false;
    if (backdrop) backdrop.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    html.setAttribute('data-drawer-open', 'true');
    const active = drawer.querySelector<HTMLElement>('[data-drawer-secondary] .menu__link--active');
    const items = drawer.querySelector<HTMLElement>('.navbar-sidebar__items');
    if (active && items) scrollIntoContainer(active, items);
    (visibleFocusables(drawer)[0] ?? drawer).focus();
  };
  const close = (returnFocus: boolean): void => {
    if (!isOpen()) return;
    drawer.hidden = true;
    if (backdrop) backdrop.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    html.removeAttribute('data-drawer-open');
    if (returnFocus) toggle.focus();
  };

  toggle.addEventListener('click', () => (isOpen() ? close(true) : open()));
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', () => close(true));
  backdrop?.addEventListener('click', () => close(true));
  drawer.querySelector('[data-drawer-back]')?.addEventListener('click', () => {
    showPanel('primary');
    visibleFocusables(drawer.querySelector<HTMLElement>('[data-drawer-primary]') ?? drawer)[0]?.focus();
  });
  drawer.addEventListener('click', (event) => {
    const target = event.target;
    // A sidebar's "All N in …" link swaps the whole list in where it stands (sidebar-fragments.ts): the menu stays.
    if (target instanceof Element && target.closest('a[href]:not([data-sidebar-more])')) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      const focusables = visibleFocusables(drawer);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !drawer.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  // Focus that escapes some other way (a screen reader, a click on the page behind) is pulled back in.
  document.addEventListener('focusin', (event) => {
    if (isOpen() && event.target instanceof Node && !drawer.contains(event.target)) {
      visibleFocusables(drawer)[0]?.focus();
    }
  });
  const wide = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`);
  wide.addEventListener('change', (event) => {
    if (event.matches) close(false);
  });
}
