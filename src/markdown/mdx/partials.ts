// MDX partials rendered in place: `import Note from './_note.md'`, then `<Note />` or `<Note kind="beta" />`, shows the
// partial's markdown there, as Docusaurus does. Each is rendered as a document of its own (its imports, its `props`,
// links and images read from its own folder, diagnostics at its own lines), once the page's headings have their ids:
// the partial's headings take ids no heading of the page has, and join the page's headings (and so its TOC) where the
// partial stands.
import path from 'node:path';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { appendAll } from '../../shared/append-all.ts';
import { isExternalLink } from '../../shared/urls.ts';
import { createRenderEnv, getRenderEnv, toFileLine, useFeature, type RenderEnv } from '../env.ts';
import { replaceInvalidChars } from '../safety.ts';
import type { MarkdownContext } from '../types.ts';
import { reportUnclosed } from './block-report.ts';
import { bindMdxHost } from './host.ts';
import type { LiteralValue } from './props.ts';
import { createMdxState, type MdxElement, type MdxState, type PartialSource } from './state.ts';

const toPosix = (p: string): string => p.split(path.sep).join('/');

/** Adds the core rule that renders the partials of a page; it must follow the heading ids rule. */
export function usePartials(md: MarkdownIt): void {
  md.core.ruler.after('docsgen_headings', 'mdx_partials', partialsRule);
}

function partialsRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  if (!env.mdx || env.mdx.partials.size === 0) return;
  // How many of the page's listed headings (h2 to h6) come before each partial, and how many partials added so far.
  let before = 0;
  for (const token of state.tokens) {
    if (token.type === 'heading_open' && token.tag !== 'h1') before++;
    const candidates: readonly Token[] = token.type === 'inline' ? (token.children ?? []) : [token];
    for (const candidate of candidates) {
      const element = candidate.meta as MdxElement | null;
      if (candidate.type !== 'mdx_open' || element?.kind !== 'partial') continue;
      before += renderPartial(state.md, env, element, before);
    }
  }
}

/** The tokens of a page with each partial's own after its use (where the search text of the page is read from). */
export function withPartialTokens(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((token) => (token.meta as MdxElement | null)?.partialTokens)) return tokens;
  const all: Token[] = [];
  for (const token of tokens) {
    all.push(token);
    const inner = (token.meta as MdxElement | null)?.partialTokens;
    if (token.type === 'mdx_open' && inner) appendAll(all, withPartialTokens(inner));
  }
  return all;
}

// Renders one use of a partial into `element.parts`; returns how many headings it added to the page's.
function renderPartial(md: MarkdownIt, env: RenderEnv, element: MdxElement, at: number): number {
  const source = element.partial;
  const page = env.mdx!;
  // A partial whose import failed renders nothing: its import's error says why.
  if (!source || source.abs === '') return 0;
  const sub = createRenderEnv(partialContext(env, page, source));
  // One set of heading ids for the page and its partials; tab sets numbered on from the page's.
  sub.markdownItAnchor = env.markdownItAnchor;
  sub.explicitIds = env.explicitIds;
  sub.slugCounts = env.slugCounts;
  sub.tabSets = env.tabSets;
  sub.inPartial = true;
  const mdx = createMdxState(source.file, source.body, page.components, page.htmlAllowed, true)!;
  mdx.islands = page.islands;
  mdx.tabSets = page.tabSets;
  bindMdxHost(sub, mdx, page.roots);
  mdx.chain = [...page.chain, source.abs];
  mdx.constants.set('props', propsOf(element));
  sub.mdx = mdx;
  const tokens = md.parse(replaceInvalidChars(source.body, sub), sub);
  reportUnclosed(sub);
  element.parts = [md.renderer.render(tokens, md.options, sub), ''];
  element.partialTokens = tokens;
  env.tabSets = sub.tabSets;
  page.tabSets = mdx.tabSets;
  mergeInto(env, sub, element, at);
  return sub.headings.length;
}

// What the partial's `props` holds: the props of its use (`children` is not read from markdown here).
function propsOf(element: MdxElement): Record<string, LiteralValue> {
  const props: Record<string, LiteralValue> = Object.create(null) as Record<string, LiteralValue>;
  for (const [key, value] of Object.entries(element.props)) props[key] = value;
  return props;
}

// The partial's headings where it stands, its anchors, features and diagnostics (at its own lines); its links are the
// page's, at the place of its use (the link checks name the page).
function mergeInto(env: RenderEnv, sub: RenderEnv, element: MdxElement, at: number): void {
  if (sub.headings.length > 0)
    env.headings = [...env.headings.slice(0, at), ...sub.headings, ...env.headings.slice(at)];
  appendAll(env.anchors, sub.anchors);
  const line = toFileLine(env, element.bodyLine);
  for (const link of sub.links) env.links.push({ ...link, line, column: element.column });
  appendAll(env.diagnostics, sub.diagnostics);
  for (const feature of sub.features) useFeature(env, feature);
}

// The partial's own place: its file and lines for diagnostics, its folder for relative links and images (read as the
// same files seen from the page's folder, so the page's resolvers and their recorded answers serve).
function partialContext(env: RenderEnv, page: MdxState, source: PartialSource): MarkdownContext {
  const rootDir = page.roots!.rootDir;
  const pageDir = path.dirname(path.resolve(rootDir, env.context.file));
  const partialDir = path.dirname(source.abs);
  const rebase = (target: string): string => {
    if (pageDir === partialDir || target === '' || /^[/#?]/.test(target) || isExternalLink(target))
      return target;
    const cut = target.search(/[?#]/);
    const file = cut === -1 ? target : target.slice(0, cut);
    const relative = toPosix(path.relative(pageDir, path.resolve(partialDir, file)));
    return (relative.startsWith('../') ? relative : `./${relative}`) + (cut === -1 ? '' : target.slice(cut));
  };
  const context = env.context;
  return {
    file: source.file,
    bodyLineOffset: source.bodyLineOffset,
    resolveLink(target) {
      // A link to a file (`./x.md`, `./x.pdf`) names it from the partial's folder; a plain URL (`./setup`) stays
      // relative to the page's URL, as the browser reads it on the page.
      const cut = target.search(/[?#]/);
      if (!/\.[A-Za-z0-9]+$/.test(cut === -1 ? target : target.slice(0, cut)))
        return context.resolveLink(target);
      const rebased = rebase(target);
      // `api/x.md` (no `./`) may name a page of the docs folder, as Docusaurus reads it: asked as written too.
      const found = context.resolveLink(rebased);
      return found !== undefined || rebased === target || /^\.{0,2}\//.test(target)
        ? found
        : context.resolveLink(target);
    },
    resolveImage: (src) => context.resolveImage(rebase(src)),
    ...(context.readFile ? { readFile: (abs: string) => context.readFile!(abs) } : {}),
    frontMatter: () => source.frontMatter,
  };
}
