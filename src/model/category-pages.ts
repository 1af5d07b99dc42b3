import type { SitePage } from './site-types.ts';
import type { GeneratedIndex } from './types.ts';
import { joinRoute } from '../shared/urls.ts';

/** A generated category index lists at most this many items per page; the rest follow on numbered pages. */
export const CATEGORY_CARDS_PER_PAGE = 50;

/** The route of part `number` (1-based) of a category index at `route`: the first part is the route itself. */
export function categoryPartRoute(route: string, number: number): string {
  return number === 1 ? route : joinRoute(route, `page/${number}`);
}

/** The pages of a generated category index of `items` items: one, or one per CATEGORY_CARDS_PER_PAGE items. */
export function categoryPages(
  index: GeneratedIndex,
  sidebarId: string,
  items: number,
): Extract<SitePage, { kind: 'category' }>[] {
  const count = Math.max(1, Math.ceil(items / CATEGORY_CARDS_PER_PAGE));
  if (count === 1) return [{ kind: 'category', route: index.route, index, sidebarId }];
  return Array.from({ length: count }, (_, i) => ({
    kind: 'category' as const,
    route: categoryPartRoute(index.route, i + 1),
    index,
    sidebarId,
    part: { number: i + 1, count },
  }));
}
