// Search in the browser: the navbar box (and any other search form), the /search page and the highlighting of
// searched words on the page a result led to. Each is a chunk of its own, loaded when it is needed: a box's on its
// first hover or focus, the page's where the page is, the highlighter where the URL names words. The worker starts
// only when the reader first uses search.
import type { ClientConfig } from '../../shared/client-config.ts';
import { HIGHLIGHT_PARAM } from '../../shared/search-protocol.ts';
import { onFirstUse, withPart } from '../lazy.ts';

// Forms already bound, so that calling setupSearch again (after a page swap) binds only new ones.
const bound = new WeakSet<Element>();
const session = () => import('./session.ts');

/** Binds every search form and the search page, and highlights `_highlight` words; safe to call again. */
export function setupSearch(config: ClientConfig | undefined, doc: Document = document): void {
  if (!config) return;
  for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>('form[data-search-form]'))) {
    if (bound.has(form) || !form.querySelector('[data-search-input]')) continue;
    bound.add(form);
    onFirstUse(form, ['pointerenter', 'focusin'], () =>
      withPart(session, (part) => part.bindBox(form, config, doc)),
    );
  }
  const page = doc.querySelector<HTMLElement>('[data-search-page]');
  if (page && !bound.has(page)) {
    bound.add(page);
    withPart(session, (part) => part.bindPage(page, config));
  }
  const terms = new URLSearchParams(doc.defaultView?.location.search ?? '').has(HIGHLIGHT_PARAM);
  if (config.search.highlightOnTargetPage && terms)
    withPart(
      () => import('./target-highlight.ts'),
      (part) => part.highlightSearchTerms(doc, config.search.highlighterIframeTimeout),
    );
}
