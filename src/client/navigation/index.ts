// Client navigation: same-site links are prefetched and, on click, swapped in without a full page load; back and
// forward restore the page and its scroll position. Whenever something is off (a failed or non-HTML answer, a page
// from another build), the browser loads the page itself; a script error during a swap shows the crash view.
import type { ClientConfig } from '../../shared/client-config.ts';
import { enhance } from '../enhance.ts';
import { revealHashTarget } from '../collapsible.ts';
import { rememberDocsVersion } from '../docs-version.ts';
import { createStorage } from '../storage.ts';
import { setupSearch } from '../search/index.ts';
import { createCrashView } from '../error-views.ts';
import { isSitePage, pageKey, swapTarget } from './links.ts';
import { createPageLoader, prefetchAllowed, watchLinks } from './loader.ts';
import { createProgressBar } from './progress.ts';
import { createScrollHistory } from './scroll-history.ts';
import { canSwap, keepDrawerPanel, swapPage } from './swap.ts';

/** Detail of `docsgen:before-swap` (on `document`): listeners may change `doc`, the page about to be swapped in. */
export interface BeforeSwapDetail {
  url: string;
  doc: Document;
}

type Mode = 'push' | 'replace' | 'pop';

/** Scrolls the window to `y` at once (the theme's smooth scrolling is for moves within a page). */
function jump(y: number): void {
  window.scrollTo({ top: y, behavior: 'instant' });
}

/** Scrolls to the element the URL hash names; false when there is none. */
function scrollToHash(hash: string): boolean {
  let target: HTMLElement | null = null;
  try {
    target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // A malformed percent-escape names no element.
  }
  target?.scrollIntoView({ behavior: 'instant' });
  return target !== null;
}

/** Moves focus to the new page's main heading (or `<main>`), without scrolling. */
function focusMainHeading(): void {
  const heading =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** Replaces the page region with the crash view; its Try again loads the (already pushed) URL in full. */
function showCrash(error: unknown): void {
  console.error('docsgen: showing the page failed', error);
  const main = document.createElement('main');
  main.id = 'docsgen-main';
  main.className = 'container';
  main.tabIndex = -1;
  main.append(createCrashView(error instanceof Error ? error.message : String(error)));
  (document.querySelector('[data-page-root]') ?? document.body).replaceChildren(main);
  focusMainHeading();
}

/** Starts the client navigation, unless `clientNavigation` is off; links work as plain links until then. */
export function setupNavigation(config: ClientConfig | undefined): void {
  if (!config?.clientNavigation || !window.history.pushState || !window.DOMParser) return;
  const baseUrl = config.baseUrl;
  const loader = createPageLoader();
  const progress = createProgressBar();
  const scroll = createScrollHistory();
  const storage = createStorage();
  const live = document.createElement('div');
  live.className = 'visually-hidden';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-atomic', 'true');
  document.body.append(live);
  keepDrawerPanel();

  const prefetch = async (link: Element): Promise<void> => {
    const url = swapTarget(link, baseUrl);
    if (url && pageKey(url) !== pageKey(location) && prefetchAllowed()) {
      await loader.load(pageKey(url), true).catch(() => undefined);
    }
  };
  const links = watchLinks(prefetch);
  // Only the page's own links prefetch as they come into view (the pager, links in the text): sidebar and navbar
  // links would be a dozen pages per view; they prefetch on hover, touch or focus.
  const watchMain = (): void => links.observe(document.querySelector('main') ?? document.body);
  watchMain();

  let latest = 0;
  let shown = pageKey(location);

  const navigate = async (url: URL, mode: Mode, y?: number): Promise<void> => {
    const id = ++latest;
    progress.start();
    const fullLoad = (target: URL): void => {
      progress.done();
      if (mode === 'pop') location.reload();
      else location.assign(target);
    };
    let next: Document;
    let target: URL;
    try {
      const page = await loader.load(pageKey(url));
      if (id !== latest) return;
      next = new DOMParser().parseFromString(page.html, 'text/html');
      target = new URL(page.url || url.href);
      target.hash = url.hash;
    } catch {
      if (id === latest) fullLoad(url);
      return;
    }
    if (!isSitePage(target, baseUrl) || !canSwap(next)) return fullLoad(target);
    if (mode !== 'pop') scroll.leave(target, mode === 'replace');
    shown = pageKey(target);
    let swapped: Element[];
    try {
      const detail: BeforeSwapDetail = { url: target.href, doc: next };
      document.dispatchEvent(new CustomEvent('docsgen:before-swap', { detail }));
      document.querySelector<HTMLElement>('[data-drawer]:not([hidden]) [data-drawer-close]')?.click();
      swapped = swapPage(next);
    } catch (error) {
      progress.done();
      return showCrash(error);
    }
    const parts = [
      ...swapped.map((root) => () => void enhance(root)),
      () => rememberDocsVersion(storage, config, document),
      () => setupSearch(config),
      watchMain,
    ];
    for (const part of parts) {
      try {
        part();
      } catch (error) {
        console.error('docsgen: a page enhancement failed', error);
      }
    }
    if (y !== undefined) jump(y);
    else {
      revealHashTarget();
      if (!scrollToHash(target.hash)) jump(0);
    }
    focusMainHeading();
    live.textContent = document.title;
    progress.done();
    document.dispatchEvent(new CustomEvent('docsgen:navigated', { detail: { url: target.href } }));
  };

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const url = swapTarget(link, baseUrl);
    if (!url) {
      // The browser follows the link; a #hash on this page becomes a history entry worth coming back to.
      scroll.remember();
      return;
    }
    event.preventDefault();
    void navigate(url, url.href === location.href ? 'replace' : 'push');
  });

  window.addEventListener('popstate', () => {
    const { known, y } = scroll.arrive();
    if (pageKey(location) !== shown) void navigate(new URL(location.href), 'pop', y);
    else if (known && y !== undefined) jump(y);
    else if (known) scrollToHash(location.hash);
  });
}
