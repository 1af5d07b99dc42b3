// The URL policy applied to the whole config: every string under a key that holds a URL (`href`, `to`, `src`,
// `favicon`, `editUrl`, …), wherever it sits (navbar, footer, sidebars, logo, blog, versions), so that a new field
// cannot be forgotten. `head` is left to its own schema, which judges its attributes by name.
import type { z } from 'zod';
import { findLinkProblem, isUrlName } from '../base/url-policy.ts';

// Keys that hold a URL without saying so in their name.
const URL_KEYS = new Set(['favicon', 'srcdark']);
// Not URLs of the page: code, paths of files read at build time, raw HTML and the head tags (checked by their schema).
const SKIPPED = new Set(['head', 'plugins', 'mdxcomponents', 'customcss', 'components', 'value', 'html']);

/** Adds an issue at each config URL that `findLinkProblem` refuses (a zod `superRefine` of the user config). */
export function refuseUnsafeConfigUrls(config: unknown, ctx: z.RefinementCtx): void {
  walk(config, [], false, ctx);
}

function walk(value: unknown, path: (string | number)[], isUrl: boolean, ctx: z.RefinementCtx): void {
  if (typeof value === 'string') {
    const problem = isUrl ? findLinkProblem(value) : undefined;
    if (problem !== undefined && value !== '') ctx.addIssue({ code: 'custom', path, message: `${problem}` });
    return;
  }
  // A list of URLs is judged item by item; an object's fields by their own names.
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], isUrl, ctx));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (SKIPPED.has(lower)) continue;
    walk(item, [...path, key], isUrlName(key) || URL_KEYS.has(lower), ctx);
  }
}
