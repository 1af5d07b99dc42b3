// When an island hydrates: at once, when the browser is idle, when it comes into view, or when a media query matches.

/** A loading strategy (`only` starts at once, as `load`, but renders without server HTML). */
export type Strategy = 'load' | 'idle' | 'visible' | 'media' | 'only';

/** Calls `run` once when `strategy` says the island is due; returns a function that stops waiting. */
export function whenReady(
  island: Element,
  strategy: Strategy,
  media: string | undefined,
  run: () => void,
): () => void {
  switch (strategy) {
    case 'idle': {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(run, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(run, 200);
      return () => clearTimeout(id);
    }
    case 'visible': {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      });
      // The wrapper takes no box of its own (display: contents): watch what it holds.
      const targets = Array.from(island.children);
      for (const target of targets.length > 0 ? targets : [island]) observer.observe(target);
      return () => observer.disconnect();
    }
    case 'media': {
      const query = matchMedia(media ?? 'all');
      if (query.matches) {
        run();
        return () => undefined;
      }
      const listener = (): void => {
        if (!query.matches) return;
        query.removeEventListener('change', listener);
        run();
      };
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    }
    default:
      run();
      return () => undefined;
  }
}
