// The islands a config declares: the `markdown.mdxComponents` entries of object form that name a `client` strategy.
import type { IslandDirective } from '../islands/types.ts';
import type { MdxComponentEntry } from './user-config.ts';

/** `{ islands }` of the resolved markdown options, or nothing when no component is an island by config. */
export function islandDefaultsOf(entries: Record<string, string | MdxComponentEntry> | undefined): {
  islands?: Record<string, IslandDirective>;
} {
  const islands: Record<string, IslandDirective> = {};
  for (const [name, entry] of Object.entries(entries ?? {})) {
    if (typeof entry === 'string' || entry.client === undefined) continue;
    islands[name] =
      entry.client === 'media' ? { strategy: 'media', media: entry.media } : { strategy: entry.client };
  }
  return Object.keys(islands).length > 0 ? { islands } : {};
}
