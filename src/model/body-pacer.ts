// How far the worker threads render markdown bodies ahead of the pages that show them. A build that renders its pages
// while the workers render bodies asks for each page's body in page order; the workers are handed bodies only up to a
// window beyond the furthest one asked for. Handed out all at once, every body came back long before its page was
// made, and a 30,000-page build held some 300 MB of bodies (their HTML above all) at once on this thread.

/**
 * The number of content files from which bodies are paced. Below it every body is handed out at once: they fit in
 * memory well enough, and with them all rendered early this thread makes the link checks and the search index while
 * the workers render, instead of after its pages (a paced 10,000-page build took about a fifth longer).
 */
export const PACED_FROM_FILES = 20_000;

/** Bodies handed out beyond the furthest one asked for: enough to keep a worker busy behind its queued page batches. */
export const BODIES_AHEAD = 2048;

/** Paces the rendering of a list of bodies (by their place in it) to the pages that ask for them. */
export class BodyPacer {
  private wanted = 0;
  private readonly listeners: (() => void)[] = [];

  constructor(readonly ahead = BODIES_AHEAD) {}

  /** How many bodies, from the start of the list, may be rendered now. */
  get limit(): number {
    return this.wanted + this.ahead;
  }

  /** The first `count` bodies are needed now. */
  want(count: number): void {
    if (count <= this.wanted) return;
    this.wanted = count;
    for (const listener of this.listeners) listener();
  }

  /** Every body is needed now (something waits for all of them). */
  all(): void {
    this.want(Number.POSITIVE_INFINITY);
  }

  /** Calls `listener` whenever the limit grows. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }
}
