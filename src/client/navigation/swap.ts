// Swapping a fetched page into the current one. The page region (`[data-page-root]`: sidebar and main) is replaced;
// the chrome (announcement, navbar, drawer) stays, with its listeners and state, and only takes the new page's
// active links; the drawer takes the new page's own menu. When the two pages do not share the same chrome and
// assets, the caller does a full load instead.
import { fillDrawerSidebar } from '../drawer-sidebar.ts';
import { visibleFocusables } from '../drawer.ts';
import { fragmentOf } from '../node-list.ts';

const ROOT = '[data-page-root]';
// Chrome regions that stay: their server markup is the same on every page but for active links and hrefs.
const CHROME = ['[data-navbar]', '[data-drawer-primary]', 'body > footer'];
// Head elements that belong to the page; stylesheets and scripts belong to the build (see `assetsOf`).
const PAGE_HEAD = 'title, meta, link:not([rel="stylesheet"]), script[type="application/ld+json"]';
const SECONDARY = '[data-drawer-secondary]';
const BACK = '[data-drawer-back]';

/** What the page was built with: stylesheets, scripts and the client config. Pages differ by build when it differs. */
function assetsOf(doc: Document): string {
  const urls = Array.from(doc.querySelectorAll('link[rel="stylesheet"], script[src]'), (element) =>
    element.getAttribute(element.localName === 'link' ? 'href' : 'src'),
  );
  return urls.join(' ') + (doc.getElementById('docsgen-config')?.textContent ?? '');
}

function copyAttribute(live: Element, next: Element, name: string): void {
  const value = next.getAttribute(name);
  if (value === null) live.removeAttribute(name);
  else if (live.getAttribute(name) !== value) live.setAttribute(name, value);
}

/**
 * Walks the server children of `next` and the same positions in `live` (elements added by scripts come after
 * them and are skipped); false when the element names differ. With `apply`, `live` takes the hrefs, `aria-current`,
 * `*--active` classes and `data-swap-text` labels of `next`, and keeps everything else (open menus, labels set by
 * scripts).
 */
function walk(live: Element, next: Element, apply: boolean): boolean {
  // A label that differs by page (the docs version dropdown's) takes the new page's text.
  if (apply && live.hasAttribute('data-swap-text') && live.textContent !== next.textContent)
    live.textContent = next.textContent;
  if (apply) {
    copyAttribute(live, next, 'href');
    copyAttribute(live, next, 'aria-current');
    for (const name of [...Array.from(live.classList), ...Array.from(next.classList)]) {
      if (name.endsWith('--active')) live.classList.toggle(name, next.classList.contains(name));
    }
  }
  return Array.from(next.children).every((child, index) => {
    const counterpart = live.children[index];
    return counterpart?.localName === child.localName && walk(counterpart, child, apply);
  });
}

function required(doc: Document, selector: string): Element {
  const element = doc.querySelector(selector);
  if (!element) throw new Error(`The page has no ${selector} element.`);
  return element;
}

/** True when `next` can be swapped into the current document (else the caller loads it in full). */
export function canSwap(next: Document): boolean {
  return (
    !!next.querySelector(ROOT) &&
    !!document.querySelector(ROOT) &&
    next.documentElement.lang === document.documentElement.lang &&
    assetsOf(next) === assetsOf(document) &&
    CHROME.every((selector) => {
      const live = document.querySelector(selector);
      const fresh = next.querySelector(selector);
      return live && fresh ? walk(live, fresh, false) : !live && !fresh;
    })
  );
}

/** Replaces the page's own `<head>` elements (title, meta, links, structured data) by those of `next`. */
function swapHead(next: Document): void {
  const head = document.head;
  const own = (doc: Document): Element[] =>
    Array.from(doc.head.children).filter((element) => element.matches(PAGE_HEAD));
  const live = own(document);
  const fresh = own(next);
  const liveHtml = new Set(live.map((element) => element.outerHTML));
  const freshHtml = new Set(fresh.map((element) => element.outerHTML));
  for (const element of live) if (!freshHtml.has(element.outerHTML)) element.remove();
  for (const element of fresh) if (!liveHtml.has(element.outerHTML)) head.append(document.adoptNode(element));
}

/** Gives the drawer the new page's own menu (docs or blog sidebar), or none; returns the menu panel, if any. */
function swapDrawerMenu(next: Document): Element | undefined {
  const drawer = document.querySelector('[data-drawer]');
  const nextDrawer = next.querySelector('[data-drawer]');
  if (!drawer || !nextDrawer) return undefined;
  copyAttribute(drawer, nextDrawer, 'data-drawer-has-secondary');
  copyAttribute(drawer, nextDrawer, 'data-drawer-panel');
  const live = drawer.querySelector(SECONDARY);
  const fresh = nextDrawer.querySelector(SECONDARY);
  const back = live?.querySelector(BACK);
  if (live && back) {
    // The panel and its back button stay (the drawer script bound them); only the menu after the button changes.
    const menu = fresh ? Array.from(fresh.children).filter((child) => !child.matches(BACK)) : [];
    live.replaceChildren(
      back,
      fragmentOf(
        document,
        menu.map((child) => document.adoptNode(child)),
      ),
    );
    return live;
  }
  if (!fresh) return undefined;
  const panel = document.adoptNode(fresh);
  drawer.querySelector('[data-drawer-primary]')?.after(panel);
  // The first page had no menu, so the drawer script never bound this back button.
  panel.querySelector(BACK)?.addEventListener('click', () => {
    drawer.setAttribute('data-drawer-panel', 'primary');
    const primary = drawer.querySelector<HTMLElement>('[data-drawer-primary]');
    if (primary) visibleFocusables(primary)[0]?.focus();
  });
  return panel;
}

/**
 * Swaps `next` into the document: head, `<html>` classes, the page region, the chrome's active links and the
 * drawer's menu. Returns the new elements to enhance. Throws when a required element is missing.
 */
export function swapPage(next: Document): Element[] {
  const fresh = required(next, ROOT);
  const live = required(document, ROOT);
  swapHead(next);
  const html = document.documentElement;
  html.className = next.documentElement.className;
  html.dir = next.documentElement.dir;
  live.replaceWith(document.adoptNode(fresh));
  for (const selector of CHROME) {
    const chrome = document.querySelector(selector);
    const nextChrome = next.querySelector(selector);
    if (chrome && nextChrome) walk(chrome, nextChrome, true);
  }
  const menu = swapDrawerMenu(next);
  // The new page's sidebar column is in place: the drawer's copy is made from it.
  fillDrawerSidebar();
  return menu ? [fresh, menu] : [fresh];
}

/**
 * Keeps the drawer opening on the panel the current page needs. The drawer script decides once, from the first
 * page; after a swap to a page with (or without) its own menu, this corrects the panel as the drawer opens.
 */
export function keepDrawerPanel(): void {
  const drawer = document.querySelector<HTMLElement>('[data-drawer]');
  if (!drawer) return;
  new MutationObserver(() => {
    if (drawer.hidden) return;
    const panel = drawer.hasAttribute('data-drawer-has-secondary') ? 'secondary' : 'primary';
    drawer.setAttribute('data-drawer-panel', panel);
  }).observe(drawer, { attributeFilter: ['hidden'] });
}
