// The few pages that took longest to render, for the build summary (`docsgen build --verbose`).

/** How long one page took to render. */
export interface PageTiming {
  route: string;
  ms: number;
}

// How many of the slowest pages a build keeps.
export const SLOWEST_KEPT = 3;

/** Adds `timing` to `list` (slowest first) when it is among the slowest `SLOWEST_KEPT`. */
export function keepSlowest(list: PageTiming[], timing: PageTiming): void {
  if (list.length === SLOWEST_KEPT && list[SLOWEST_KEPT - 1]!.ms >= timing.ms) return;
  list.push(timing);
  list.sort((a, b) => b.ms - a.ms);
  if (list.length > SLOWEST_KEPT) list.pop();
}
