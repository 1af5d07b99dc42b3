import { z } from 'zod';
import { findLinkProblem } from '../base/url-policy.ts';
import type { HeadTag } from './types.ts';

/** The elements a head tag may be. */
export const HEAD_TAG_NAMES = ['meta', 'link', 'script'] as const;

const ATTRIBUTE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
// Attributes whose value is a URL the browser loads or follows.
const URL_ATTRIBUTES = new Set(['src', 'href']);
// Keys people reach for to give a tag a body; a head tag has none (inline scripts would break the CSP).
const BODY_KEYS = ['content', 'children', 'innerHTML', 'html', 'text', 'body', 'code'];

/** Why an attribute cannot be written, or `undefined` when it can. */
function attributeProblem(name: string, value: string | true): string | undefined {
  if (!ATTRIBUTE_NAME.test(name)) return `"${name}" is not an attribute name (lower case letters, digits, -)`;
  if (name.startsWith('on'))
    return `event handler attribute "${name}" is not allowed (inline script; the Content Security Policy blocks it)`;
  if (name === 'style')
    return 'a style attribute is not allowed (inline styles break the Content Security Policy; use theme.customCss)';
  if (URL_ATTRIBUTES.has(name)) {
    if (value === true) return `${name} needs a URL`;
    const problem = findLinkProblem(value);
    if (problem) return `${name} ${problem}`;
  }
  return undefined;
}

const attributeValue = z.union([z.string(), z.literal(true)], { error: 'expected text or true' });

/** The schema of one head tag, shared by the config's `head` and front matter's `head`. */
export const headTagSchema = z
  .looseObject({
    tag: z.enum(HEAD_TAG_NAMES, { error: "expected 'meta', 'link' or 'script'" }),
    attributes: z.record(z.string(), attributeValue, {
      error: 'expected a mapping of attribute names to values',
    }),
  })
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (key === 'tag' || key === 'attributes') continue;
      const message = BODY_KEYS.includes(key)
        ? `"${key}" is not allowed: a head tag has attributes only, no inline content (a script loads from attributes.src)`
        : `unknown field "${key}"; a head tag has only tag and attributes`;
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
    for (const [name, attr] of Object.entries(value.attributes)) {
      const problem = attributeProblem(name, attr);
      if (problem) ctx.addIssue({ code: 'custom', path: ['attributes', name], message: problem });
    }
    const has = (name: string): boolean => typeof value.attributes[name] === 'string';
    if (value.tag === 'script' && !has('src'))
      ctx.addIssue({
        code: 'custom',
        path: ['attributes'],
        message:
          'a script needs attributes.src; inline scripts are not allowed (the Content Security Policy blocks them)',
      });
    if (value.tag === 'link' && !(has('rel') && has('href')))
      ctx.addIssue({
        code: 'custom',
        path: ['attributes'],
        message: 'a link needs attributes.rel and attributes.href',
      });
    if (value.tag === 'meta' && !has('content'))
      ctx.addIssue({ code: 'custom', path: ['attributes'], message: 'a meta tag needs attributes.content' });
  })
  .transform((value): HeadTag => ({ tag: value.tag, attributes: value.attributes }));
