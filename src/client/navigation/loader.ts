// Fetching pages for the client navigation: one in-memory copy per URL, shared by prefetches and clicks, and the
// prefetch triggers (hover, touch, focus, links scrolling into view).
import { createLruCache } from '../../shared/lru.ts';

/** A fetched page: its final URL (after redirects) and its HTML. */
export interface FetchedPage {
  url: string;
  html: string;
}

/** Loads pages, keeping the most recent ones in memory. */
export interface PageLoader {
  /** The page at `href` (no hash); rejects on a network error, a non-2xx status or a non-HTML answer. */
  load(href: string, prefetch?: boolean): Promise<FetchedPage>;
}

// Enough for a reading session's worth of pages (each HTML page is tens of kilobytes).
const KEEP = 30;
// Viewport prefetches in flight at once, so they never crowd out what the reader asks for.
const PARALLEL = 2;

async function fetchPage(href: string, prefetch: boolean): Promise<FetchedPage> {
  const response = await fetch(href, { credentials: 'same-origin', priority: prefetch ? 'low' : 'high' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html')) throw new Error(`${response.status} ${type}`);
  return { url: response.url, html: await response.text() };
}

/** Creates a loader; failed loads are forgotten, so the next attempt asks the network again. */
export function createPageLoader(): PageLoader {
  const pages = createLruCache<string, Promise<FetchedPage>>(KEEP);
  return {
    load(href, prefetch = false) {
      const page = pages.get(href) ?? fetchPage(href, prefetch);
      pages.set(href, page);
      page.catch(() => {
        if (pages.peek(href) === page) pages.delete(href);
      });
      return page;
    },
  };
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the reader asked to save data (Save-Data) or the connection is 2g or slow-2g. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

const whenIdle = (task: () => void): void => {
  if (window.requestIdleCallback) window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 300);
};

/**
 * Calls `prefetch` for links the reader points at, touches or focuses, and, when the browser is idle and a few at a
 * time, for the links inside the element given to `observe` (the last one given) as they enter the viewport.
 */
export function watchLinks(prefetch: (link: Element) => Promise<unknown>): {
  observe(root: ParentNode): void;
} {
  const near = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) void prefetch(link);
  };
  for (const type of ['mouseover', 'touchstart', 'focusin']) {
    document.addEventListener(type, near, { passive: true, capture: true });
  }
  const queue: Element[] = [];
  let running = 0;
  const pump = (): void => {
    while (running < PARALLEL && queue.length > 0) {
      running++;
      void prefetch(queue.shift()!).finally(() => {
        running--;
        whenIdle(pump);
      });
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.push(entry.target);
    }
    whenIdle(pump);
  });
  return {
    observe(root) {
      observer.disconnect();
      queue.length = 0;
      for (const link of Array.from(root.querySelectorAll('a[href]'))) observer.observe(link);
    },
  };
}
