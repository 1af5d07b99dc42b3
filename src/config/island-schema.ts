// The object form of a `markdown.mdxComponents` entry: the component's file and, for an island, how it loads in the
// browser (`client`), with the media query of the `media` strategy.
import { z } from 'zod';
import { ISLAND_STRATEGIES } from '../islands/types.ts';
import { nonEmpty, text } from './item-schemas.ts';

/** `{ path, client?, media? }`: `media` goes with `client: 'media'` and only with it. */
export const mdxComponentEntry = z
  .strictObject({
    path: nonEmpty,
    client: z.enum(ISLAND_STRATEGIES).optional(),
    media: text.min(1).optional(),
  })
  .refine((entry) => (entry.client === 'media') === (entry.media !== undefined), {
    error:
      "client: 'media' needs a media query (media: '(max-width: 50em)'), and media needs client: 'media'",
  });
