// Parts of the script that only some pages use are chunks of their own (see src/assets/bundle-main-script.ts),
// imported where a page needs them. A chunk that does not load takes only its own part down.

/** Runs `use` with the module once `load` has imported it; a failure is said on the console. */
export function withPart<T>(load: () => Promise<T>, use: (part: T) => void): void {
  load()
    .then(use)
    .catch((error: unknown) => console.error('docsgen: a page enhancement failed to load', error));
}

/** Calls `start` once, on the first of `events` at `target` (the reader's first use of it). */
export function onFirstUse(
  target: EventTarget,
  events: readonly string[],
  start: (event: Event) => void,
): void {
  const once = (event: Event): void => {
    for (const name of events) target.removeEventListener(name, once);
    start(event);
  };
  for (const name of events) target.addEventListener(name, once);
}

/**
 * Keeps the last click on a `target` inside `elements` made before their part is bound; the returned function,
 * called once it is, stops keeping and clicks that target again, so that a click during the part's load is not lost.
 */
export function keepClicks(elements: readonly Element[], target: string): () => void {
  let last: HTMLElement | undefined;
  const keep = (event: Event): void => {
    const hit = event.target instanceof Element ? event.target.closest<HTMLElement>(target) : null;
    if (hit) last = hit;
  };
  for (const element of elements) element.addEventListener('click', keep);
  return () => {
    for (const element of elements) element.removeEventListener('click', keep);
    last?.click();
  };
}
