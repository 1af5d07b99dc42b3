// How far V8 lets a heap grow past what the last full collection kept before it collects again. By default a heap may
// grow to several times its live objects: a 30,000-page build's main thread kept about 300 MB alive and ran with 550
// to 650 MB of heap, its worker thread's likewise, and that garbage was a third of the build's peak memory. At 1.3
// times the live objects the same build peaked about a quarter lower for about the same CPU time (the young generation
// still takes most short-lived garbage; only the old generation collects more often).

import v8 from 'node:v8';

/** The heap may grow by this many percent of what the last full collection kept before the next one. */
export const BUILD_HEAP_GROWING_PERCENT = 30;

/**
 * Keeps heaps close to their live objects for the rest of the process, worker threads included (V8 flags are the
 * process's): for `docsgen build`, whose largest sites run out of memory before they run out of time.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`);
}
