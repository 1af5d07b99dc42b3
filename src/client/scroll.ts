// Scrolling helpers that never move the page itself.

/** Scrolls `container` (not the page) so `element` sits about a third from its top, when it is out of view. */
export function scrollIntoContainer(element: HTMLElement, container: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return;
  container.scrollTop += rect.top - box.top - container.clientHeight / 3;
}
