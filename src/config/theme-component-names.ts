// Validation of `theme.components`: each name must be a theme component docsgen lets a site replace, each path a
// JavaScript or TypeScript module.
import { z } from 'zod';
import { boundedDistance, createDistanceScratch } from '../shared/edit-distance.ts';
import { THEME_COMPONENT_NAMES } from '../shared/theme-component-names.ts';

const MODULE_PATH = /\.(tsx|jsx|ts|js|mts|mjs|cts|cjs)$/i;

/** The message for a name that is not a replaceable theme component, with the closest names when some are close. */
export function unknownComponentMessage(name: string): string {
  const scratch = createDistanceScratch(name.length);
  const lower = name.toLowerCase();
  const ranked = THEME_COMPONENT_NAMES.map((known) => ({
    known,
    distance: boundedDistance(known.toLowerCase(), lower, 3, scratch),
  }))
    .filter((entry) => entry.distance <= 3 || entry.known.toLowerCase().includes(lower))
    .sort((a, b) => a.distance - b.distance);
  const hint = ranked.length > 0 ? `did you mean ${ranked.map((r) => r.known).join(' or ')}? ` : '';
  return `"${name}" is not a theme component docsgen can replace; ${hint}(one of: ${THEME_COMPONENT_NAMES.join(', ')})`;
}

/** `theme.components`: theme component name → the site's component file. */
export const themeComponentsSchema = z
  .record(
    z.string(),
    z.string({ error: 'expected the path of a component file' }).regex(MODULE_PATH, {
      error: 'expected the path of a .tsx, .jsx, .ts or .js file',
    }),
  )
  .superRefine((components, context) => {
    for (const name of Object.keys(components)) {
      if ((THEME_COMPONENT_NAMES as readonly string[]).includes(name)) continue;
      context.addIssue({ code: 'custom', path: [name], message: unknownComponentMessage(name) });
    }
  });
