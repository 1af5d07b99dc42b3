/**
 * Appends every item to `target`, one at a time, and returns `target`. Unlike `target.push(...items)`, which passes
 * each item as an argument and overflows the stack past about a hundred thousand, this takes lists of any length.
 */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** Replaces the contents of `target` with `items`, for any length (unlike `splice(0, n, ...items)`). */
export function replaceAll<T>(target: T[], items: Iterable<T>): T[] {
  const copy = Array.from(items);
  target.length = 0;
  return appendAll(target, copy);
}
