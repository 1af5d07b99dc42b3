// The rule of each front matter key docsgen reads: its schema and what it expects, for the validator's messages.
import { z } from 'zod';
import { findLinkProblem } from '../base/url-policy.ts';
import type { FrontMatter, HeroAction } from './types.ts';
import { inlineAuthorSchema } from './author-schema.ts';
import { heroImageOf } from './hero-image.ts';
import { STARLIGHT_HEAD, STARLIGHT_RULES } from './frontmatter-starlight.ts';

const text = z.string().refine((s) => s.trim() !== '', { message: 'is empty' });
const textList = z.union([text, z.array(text)]).transform((v) => (typeof v === 'string' ? [v] : v));
// Docusaurus tags may be objects { label, permalink }: the label is what names the tag here.
const tagList = z
  .union([text, z.array(z.union([text, z.looseObject({ label: text })]))])
  .transform((v) => (typeof v === 'string' ? [v] : v.map((t) => (typeof t === 'string' ? t : t.label))));
const dateText = z.string().refine((d) => isValidDateText(d), { message: 'is not a real date' });
// MkDocs Material's blog writes `date: { created, updated }`; the post is dated by `created`.
const mkdocsDates = z
  .strictObject({ created: dateText, updated: dateText.optional() })
  .transform((dates) => dates.created);
const authorEntry = z.union([text, inlineAuthorSchema]);
const authorList = z
  .union([authorEntry, z.array(authorEntry)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const lastUpdate = z
  .strictObject({
    date: z
      .string()
      .refine((d) => isValidDateText(d), { message: 'is not a real date' })
      .optional(),
    author: text.optional(),
  })
  .refine((u) => u.date !== undefined || u.author !== undefined, { message: 'needs a date or an author' });
const link = text.superRefine((s, ctx) => {
  const problem = findLinkProblem(s);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { unsafeLink: true } });
});
const action = z.strictObject({ label: text, to: link });
// VitePress writes a home page's hero as `name` (the big line), `text` (the line under it), `tagline`, `image` and a
// list of `actions` ({ theme, text, link }), and a feature's text as `details` with an optional `link` and
// `linkText`: read as docsgen's own keys (the first action, the brand one when there is one; no hero image).
// Starlight's actions are { text, link, icon, variant, attrs }: its primary variant is the one shown.
// An action of blank text (Pinia's, which its theme's CSS draws as a logo) is left out.
const vitePressAction = z.strictObject({
  theme: z.string().optional(),
  text: z.string(),
  link,
  variant: z.string().optional(),
  icon: z.unknown().optional(),
  attrs: z.unknown().optional(),
});
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

// VitePress and Starlight show a hero's text as HTML (`<strong>`, `<br>`): docsgen shows its words, tags left out.
function inlineHtmlAsText(text: string): string;
function inlineHtmlAsText(text: string | undefined): string | undefined;
function inlineHtmlAsText(text: string | undefined): string | undefined {
  if (text === undefined || !/[<&]/.test(text)) return text;
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

// VitePress' `brand` and `alt` themes are Starlight's `primary` and `secondary` variants; both tools' default is the first.
function heroActionOf(written: z.infer<typeof vitePressAction>): HeroAction {
  const look =
    written.variant ?? (written.theme === undefined || written.theme === 'brand' ? 'primary' : 'secondary');
  const variant = look === 'primary' || look === 'minimal' ? look : 'secondary';
  const icon = typeof written.icon === 'string' ? written.icon : undefined;
  return { label: written.text, to: written.link, variant, icon };
}
const hero = z
  .strictObject({
    title: text.optional(),
    tagline: text.optional(),
    action: action.optional(),
    name: text.optional(),
    text: text.optional(),
    image: z.unknown().optional(),
    actions: z.array(vitePressAction).optional(),
  })
  .transform(({ title, tagline, action: own, name, text: line, image, actions }) => {
    const written = actions?.filter((a) => a.text.trim() !== '');
    const first = written?.find((a) => a.theme === 'brand' || a.variant === 'primary') ?? written?.[0];
    const words = [name && line, tagline]
      .filter((part): part is string => part !== undefined)
      .map(inlineHtmlAsText);
    return {
      title: inlineHtmlAsText(title ?? name ?? line),
      tagline: words.length > 0 ? words.join(' — ') : undefined,
      action: own ?? (first && { label: first.text, to: first.link }),
      actions: own || !written || written.length === 0 ? undefined : written.map(heroActionOf),
      image: heroImageOf(image),
    };
  });
const feature = z
  .strictObject({
    title: text,
    text: text.optional(),
    details: text.optional(),
    // VitePress also writes an image icon as { src, alt, width, height }.
    icon: z.union([text, z.looseObject({ src: text })]).optional(),
    action: action.optional(),
    link: link.optional(),
    linkText: text.optional(),
  })
  .refine((f) => f.text !== undefined || f.details !== undefined, { message: 'needs text (or details)' })
  .transform(({ title, text: own, details, icon, action: act, link: to, linkText }) => ({
    title,
    text: (own ?? details)!,
    icon: typeof icon === 'object' ? icon.src : icon,
    action: act ?? (to === undefined ? undefined : { label: linkText ?? to, to }),
  }));
const headingLevel = z.number().int().min(2).max(6);

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for `YYYY-MM-DD` text or an ISO date-time text naming a real calendar day and time. */
export function isValidDateText(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return false;
  return m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60);
}

/** How one front matter key is checked. */
export interface KeyRule {
  schema: z.ZodType;
  /** What the key expects, for messages. */
  expected: string;
  /** The key expects text, so a number or boolean gets a "quote it" hint. */
  textual?: boolean;
}

const t = (expected = 'text'): KeyRule => ({ schema: text, expected, textual: true });
const tl: KeyRule = { schema: textList, expected: 'text or a list of text', textual: true };
const bool: KeyRule = { schema: z.boolean(), expected: 'true or false' };
const level: KeyRule = { schema: headingLevel, expected: 'a whole number from 2 to 6' };
const optionalId = (what: string): KeyRule => ({
  schema: text.nullable(),
  expected: `a doc id, or null to hide the ${what} link`,
  textual: true,
});

// Docusaurus' single-author keys are read here and folded into `inlineAuthors`: they are not front matter fields.
export type SingleAuthorKey =
  'author' | 'author_title' | 'author_url' | 'author_image_url' | 'categories' | 'outline';

/** Every key docsgen reads, with its rule. */
export const RULES = new Map<keyof FrontMatter | SingleAuthorKey, KeyRule>([
  ...(STARLIGHT_RULES as [keyof FrontMatter, KeyRule][]),
  ['id', t('text (the doc id)')],
  ['title', t()],
  ['sidebar_label', t()],
  ['sidebar_position', { schema: z.number().finite(), expected: 'a number' }],
  // Plain string: an empty slug is reported by the slug check, with its own code.
  ['slug', { schema: z.string(), expected: 'text (a URL path)', textual: true }],
  ['description', t()],
  ['keywords', tl],
  ['image', { schema: link, expected: 'an image path or URL', textual: true }],
  ['tags', { schema: tagList, expected: 'text, or a list of text or { label, permalink }', textual: true }],
  ['hide_table_of_contents', bool],
  ['toc_min_heading_level', level],
  ['toc_max_heading_level', level],
  ['draft', bool],
  [
    'custom_edit_url',
    { schema: link.nullable(), expected: 'a URL, or null to hide the edit link', textual: true },
  ],
  ['pagination_prev', optionalId('previous')],
  ['pagination_next', optionalId('next')],
  [
    'authors',
    {
      schema: authorList,
      expected: 'author keys, or authors written out as { name, title?, url?, image_url?, socials? }',
      textual: true,
    },
  ],
  ['hide_title', bool],
  ['unlisted', bool],
  [
    'displayed_sidebar',
    { schema: text.nullable(), expected: 'a sidebar id, or null for no sidebar', textual: true },
  ],
  ['pagination_label', t()],
  ['last_update', { schema: lastUpdate, expected: 'a mapping { date?: YYYY-MM-DD, author? }' }],
  // Docusaurus' single-author keys: together they make one author written inline.
  ['author', t()],
  ['author_title', t()],
  ['author_url', t()],
  ['author_image_url', t()],
  [
    'date',
    {
      schema: z.union([dateText, mkdocsDates]),
      expected:
        'a date as YYYY-MM-DD (or an ISO date-time such as 2024-01-02T10:00:00Z), or { created, updated } as MkDocs writes it',
      textual: true,
    },
  ],
  // MkDocs Material's blog names a post's tags `categories`: they join the post's tags.
  ['categories', { schema: tagList, expected: 'text, or a list of text', textual: true }],
  // VitePress' `outline`: false, 'deep', a level, or [min, max] ('deep' is 2 to 6); read as the toc keys.
  [
    'outline',
    {
      schema: z.union([
        z.literal(false),
        z.literal('deep'),
        headingLevel,
        z.tuple([headingLevel, headingLevel]),
        z.tuple([headingLevel, z.literal('deep')]),
      ]),
      expected: "false, 'deep', a heading level from 2 to 6, or [min, max]",
    },
  ],
  ['layout', { schema: z.enum(['default', 'home']), expected: '"default" or "home"' }],
  [
    'api_kind',
    {
      schema: z.enum(['Namespace', 'Constant', 'Typedef', 'Global', 'External']),
      expected: 'one of Namespace, Constant, Typedef, Global, External',
    },
  ],
  [
    'hero',
    {
      schema: hero,
      expected: "a mapping with title, tagline and action: { label, to } (or VitePress' name, text, actions)",
    },
  ],
  [
    'features',
    { schema: z.array(feature), expected: 'a list of { title, text (or details), icon, action (or link) }' },
  ],
  ['head', STARLIGHT_HEAD],
]);

// Keys Docusaurus accepts that change nothing in docsgen's theme: accepted without a word so that its content builds.
/** Docusaurus keys accepted without a word. */
export const QUIET_KEYS = new Set([
  'sidebar_class_name',
  'sidebar_custom_props',
  'parse_number_prefixes',
  'wrapperClassName',
  'title_meta',
  // VitePress' page options for its own theme (edit link, title template, aside, page class): nothing to change here.
  'editLink',
  'titleTemplate',
  'aside',
  'pageClass',
]);

/** The front matter keys docsgen knows. */
export const KNOWN_KEYS: readonly string[] = [...RULES.keys(), ...QUIET_KEYS];
