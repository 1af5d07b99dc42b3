// Scroll-spy: highlights the TOC link of the heading being read.

const ACTIVE = 'toc__link--active';

/** Binds the scroll-spy for the TOC links inside `root`; returns a function that removes its listeners. */
export function bindTocSpy(root: ParentNode): () => void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('[data-toc] [data-toc-link]'));
  const targets = links
    .map((link) => {
      const id = decodeURIComponent(link.hash.slice(1));
      return { link, heading: id ? document.getElementById(id) : null };
    })
    .filter((target): target is { link: HTMLAnchorElement; heading: HTMLElement } => target.heading !== null);
  if (targets.length === 0) return () => {};
  let queued = false;
  const update = (): void => {
    queued = false;
    if (!targets[0]!.link.isConnected) return dispose();
    const navbar = document.querySelector<HTMLElement>('[data-navbar]');
    // A heading counts as being read once it is in the top band of the viewport, just under the navbar.
    const offset = (navbar?.offsetHeight ?? 60) + Math.min(120, window.innerHeight * 0.15);
    let current = targets[0]!;
    for (const target of targets) {
      if (target.heading.getBoundingClientRect().top <= offset) current = target;
      else break;
    }
    // At the very bottom, the last headings can never reach the top: mark the last one.
    const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    if (bottom) current = targets[targets.length - 1]!;
    for (const target of targets) {
      const active = target === current;
      target.link.classList.toggle(ACTIVE, active);
      if (active) target.link.setAttribute('aria-current', 'true');
      else target.link.removeAttribute('aria-current');
    }
  };
  const schedule = (): void => {
    if (!queued) {
      queued = true;
      window.requestAnimationFrame(update);
    }
  };
  const dispose = (): void => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();
  return dispose;
}
