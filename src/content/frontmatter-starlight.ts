// Starlight's front matter keys, read as docsgen's own: `template: splash` (with a hero, the home layout),
// `tableOfContents`, `sidebar: { label, order, hidden, badge }`, `lastUpdated`, `prev`/`next: false`, `editUrl`, and
// `head` entries written `{ tag, attrs, content }`. `pagefind`, `banner` and `draft` are accepted (draft is docsgen's).
import { z } from 'zod';
import { headTagSchema } from '../config/head-tags.ts';

// The shape of frontmatter-rules' KeyRule (which reads this module), written here so the import points one way.
interface KeyRule {
  schema: z.ZodType;
  expected: string;
}

const loose = (expected: string): KeyRule => ({ schema: z.unknown(), expected });

/** The rules of Starlight's keys (their values are mapped by `foldStarlightKeys`). */
export const STARLIGHT_RULES: readonly [string, KeyRule][] = [
  // MkDocs writes a page's own theme template here (`template: home.html`): read, and warned about below.
  [
    'template',
    {
      schema: z.union([z.enum(['doc', 'splash']), z.string().regex(/\.html?$/i)]),
      expected: '"doc" or "splash" (or a MkDocs template file name)',
    },
  ],
  [
    'tableOfContents',
    {
      schema: z.union([
        z.boolean(),
        z.strictObject({
          minHeadingLevel: z.number().int().optional(),
          maxHeadingLevel: z.number().int().optional(),
        }),
      ]),
      expected: 'false, or { minHeadingLevel, maxHeadingLevel }',
    },
  ],
  [
    'sidebar',
    {
      schema: z.looseObject({
        label: z.string().optional(),
        order: z.number().optional(),
        hidden: z.boolean().optional(),
      }),
      expected: 'a mapping { label?, order?, hidden?, badge? }',
    },
  ],
  ['lastUpdated', loose('a date, or true or false')],
  ['pagefind', { schema: z.boolean(), expected: 'true or false' }],
  ['banner', { schema: z.looseObject({ content: z.string() }), expected: 'a mapping { content }' }],
  ['prev', loose('false, a label, or { link, label }')],
  ['next', loose('false, a label, or { link, label }')],
  ['editUrl', { schema: z.union([z.string(), z.literal(false)]), expected: 'a URL, or false' }],
];

type Report = (severity: 'error' | 'warning', key: string, message: string) => void;

const STARLIGHT_KEYS = new Set(STARLIGHT_RULES.map(([key]) => key));

/** Whether a front matter key is one of Starlight's (whose values `foldStarlightKeys` maps). */
export function isStarlightKey(key: string): boolean {
  return STARLIGHT_KEYS.has(key);
}

/** Maps the Starlight keys of a validated front matter onto docsgen's keys, in place. */
export function foldStarlightKeys(out: Record<string, unknown>, report: Report): void {
  if (out.template === 'splash' && out.hero !== undefined) out.layout = 'home';
  if (typeof out.template === 'string' && /\.html?$/i.test(out.template)) {
    const message = `template ${out.template} is a theme template of the site (MkDocs' custom_dir), which docsgen does not run: the page shows in docsgen's own layout`;
    report('warning', 'template', message);
    delete out.template;
  }
  const toc = out.tableOfContents as
    boolean | { minHeadingLevel?: number; maxHeadingLevel?: number } | undefined;
  if (toc === false) out.hide_table_of_contents = true;
  if (typeof toc === 'object') {
    if (toc.minHeadingLevel !== undefined) out.toc_min_heading_level = toc.minHeadingLevel;
    if (toc.maxHeadingLevel !== undefined) out.toc_max_heading_level = toc.maxHeadingLevel;
  }
  const sidebar = out.sidebar as { label?: string; order?: number; hidden?: boolean } | undefined;
  if (sidebar?.label !== undefined) out.sidebar_label ??= sidebar.label;
  if (sidebar?.order !== undefined) out.sidebar_position ??= sidebar.order;
  if (sidebar?.hidden === true) out.unlisted = true;
  const updated = out.lastUpdated;
  if (updated instanceof Date && !Number.isNaN(updated.getTime()))
    out.last_update = { date: updated.toISOString().slice(0, 10) };
  else if (typeof updated === 'string') out.last_update = { date: updated };
  if (out.prev === false) out.pagination_prev = null;
  if (out.next === false) out.pagination_next = null;
  if (out.editUrl === false) out.custom_edit_url = null;
  else if (typeof out.editUrl === 'string') out.custom_edit_url = out.editUrl;
  for (const key of STARLIGHT_RULES) delete out[key[0]];
  if (Array.isArray(out.head)) {
    const head = headOf(out.head, report);
    if (head === undefined) delete out.head;
    else out.head = head;
  }
}

/** The Starlight `head` rule: entries in docsgen's shape or Starlight's, each checked by `foldStarlightKeys`. */
export const STARLIGHT_HEAD: KeyRule = {
  schema: z.array(z.unknown()),
  expected: 'a list of { tag: meta | link | script, attributes (or attrs): { … } }',
};

// An entry docsgen cannot write is an error that drops the whole list, as for docsgen's own head entries.
function headOf(entries: unknown[], report: Report): unknown[] | undefined {
  const tags: unknown[] = [];
  for (const entry of entries) {
    const raw = entry as { tag?: unknown; attrs?: unknown; content?: unknown };
    if (raw.tag === 'title') {
      report('warning', 'head', 'head <title> is left out: the page title comes from the title key');
      continue;
    }
    // Starlight's inline styles and scripts cannot pass docsgen's Content Security Policy: left out, with a word.
    if (raw.tag === 'style' || (raw.tag === 'script' && raw.content !== undefined)) {
      report('warning', 'head', `head <${raw.tag}> with a body is left out: put its CSS in theme.customCss`);
      continue;
    }
    const shaped = raw.attrs !== undefined ? { tag: raw.tag, attributes: raw.attrs } : entry;
    const parsed = headTagSchema.safeParse(
      raw.content === undefined ? shaped : { ...(shaped as object), content: raw.content },
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at = issue?.path.length ? `head[${tags.length}].${issue.path.join('.')}` : `head[${tags.length}]`;
      report('error', 'head', `${at} ${issue?.message ?? 'is not a head tag'}`);
      return undefined;
    }
    tags.push(parsed.data);
  }
  return tags;
}
