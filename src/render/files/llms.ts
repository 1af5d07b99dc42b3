// `llms.txt` (the llms.txt proposal: the site's title as `#`, its tagline as a `>` quote, then `##` sections of
// `- [Title](URL): description` items) and `llms-full.txt` (every doc's markdown twin in sidebar order). Both take the
// output folder they go in (`''` for the site's root; a locale or version writes its own under its prefix), and list
// the twins of the site they are given.
import type { ResolvedConfig } from '../../config/types.ts';
import { isListedForLlms, twinPageOf, type TwinPage } from '../../model/markdown-twins.ts';
import type { Site } from '../../model/site-types.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { fileHref, routeHref } from '../../shared/urls.ts';
import { excerptDescription } from '../props/doc-props.ts';
import { createMarkdownTwin, type TwinMaker } from './markdown-twin.ts';
import type { FileMaker } from './site-files.ts';

/** Where a set of llms files goes: `''` for the root, or a folder such as `fr/` or `docs/next/`. */
export interface LlmsScope {
  /** Output folder of the files, with a trailing slash (or `''`). */
  outPrefix: string;
  /** Makes the twins `llms-full.txt` holds (default: `createMarkdownTwin`). */
  makeTwin?: TwinMaker | undefined;
}

/** A titled list of pages of `llms.txt`. */
interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

/** The llms files of a site that its config turns on, made when called. */
export function llmsFiles(site: Site, scope: LlmsScope = { outPrefix: '' }): FileMaker[] {
  const { llms } = site.config;
  // Both files link or hold the twins: without them, there is nothing to list.
  if (!llms.twins) return [];
  const files: FileMaker[] = [];
  if (llms.txt) files.push([`${scope.outPrefix}llms.txt`, () => createLlmsTxt(site)]);
  if (llms.full)
    files.push([
      `${scope.outPrefix}llms-full.txt`,
      () => createLlmsFull(site, scope.makeTwin),
      () => llmsFullParts(site, scope.makeTwin),
    ]);
  return files;
}

/** The absolute URL of a twin. */
export function twinUrl(twin: TwinPage, config: ResolvedConfig): string {
  return config.url + fileHref(twin.twinRoute, config);
}

/** `llms.txt`: the title, the summary, then a section per top-level sidebar category (and its loose docs), and the blog. */
export function createLlmsTxt(site: Site): string {
  const { config } = site;
  const out = [`# ${oneLine(config.title)}`, ''];
  const summary = oneLine(config.tagline || (config.blog ? config.blog.description : ''));
  if (summary) out.push(`> ${summary}`, '');
  for (const section of collectSections(site)) {
    if (section.pages.length === 0) continue;
    out.push(`## ${oneLine(section.title)}`, '');
    for (const twin of section.pages) out.push(listItem(twin, config));
    out.push('');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/** `llms-full.txt`: every listed doc's twin in sidebar order (then the docs no sidebar lists), each under a header block. */
export function createLlmsFull(site: Site, makeTwin: TwinMaker = createMarkdownTwin): string {
  return [...llmsFullParts(site, makeTwin)].join('');
}

/** The text of `llms-full.txt` in parts (a header, then one per doc), made as they are taken. */
export function* llmsFullParts(site: Site, makeTwin: TwinMaker = createMarkdownTwin): Generator<string> {
  const { config } = site;
  const summary = oneLine(config.tagline);
  // Parts are joined with a line break, and the text ends in exactly one: each part starts with text, so trimming
  // the last part trims the whole. One part is held back until the next shows it was not the last.
  let held = `# ${oneLine(config.title)}`;
  if (summary) {
    yield `${held}\n`;
    held = `\n> ${summary}`;
  }
  for (const twin of docsInSidebarOrder(site)) {
    const pageUrl = config.url + routeHref(twin.route, config);
    yield `${held}\n`;
    held = `\n---\nurl: ${pageUrl}\nsource: ${twinUrl(twin, config)}\n---\n\n${makeTwin(twin, config)}`;
  }
  yield `${held.replace(/\n+$/, '')}\n`;
}

/** The listed docs, each once: in the order of the sidebars, then those no sidebar lists in the site's page order. */
export function docsInSidebarOrder(site: Site): TwinPage[] {
  const byRoute = listedDocTwins(site);
  const ordered: TwinPage[] = [];
  const take = (route: string): void => {
    const twin = byRoute.get(route);
    if (!twin) return;
    byRoute.delete(route);
    ordered.push(twin);
  };
  const walk = (entries: readonly SidebarEntry[]): void => {
    for (const entry of entries) {
      if (entry.type === 'doc') take(entry.route);
      else if (entry.type === 'category') {
        if (entry.route !== undefined) take(entry.route);
        walk(entry.items);
      }
    }
  };
  for (const entries of site.sidebars.values()) walk(entries);
  for (const twin of byRoute.values()) ordered.push(twin);
  return ordered;
}

// The listed primary docs by route, in the site's page order.
function listedDocTwins(site: Site): Map<string, TwinPage> {
  const byRoute = new Map<string, TwinPage>();
  for (const page of site.pages) {
    const twin = twinPageOf(page);
    if (twin?.kind === 'doc' && isListedForLlms(twin.rendered) && !byRoute.has(twin.route))
      byRoute.set(twin.route, twin);
  }
  return byRoute;
}

/**
 * The sections of `llms.txt`: for each sidebar, its top-level docs (under the sidebar's name) and one section per
 * top-level category with every doc inside it; then the docs no sidebar lists, then the blog's posts.
 */
function collectSections(site: Site): LlmsSection[] {
  const byRoute = listedDocTwins(site);
  const sections: LlmsSection[] = [];
  const take = (route: string | undefined, into: TwinPage[]): void => {
    const twin = route === undefined ? undefined : byRoute.get(route);
    if (!twin) return;
    byRoute.delete(twin.route);
    into.push(twin);
  };
  const gather = (entries: readonly SidebarEntry[], into: TwinPage[]): void => {
    for (const entry of entries) {
      if (entry.type === 'doc') take(entry.route, into);
      else if (entry.type === 'category') {
        take(entry.route, into);
        gather(entry.items, into);
      }
    }
  };
  for (const [id, entries] of site.sidebars) {
    const sidebarName = sidebarTitle(site, id);
    // With several sidebars, a category's section names its sidebar too: two may hold categories of the same name.
    const inSidebar = (label: string): string =>
      site.sidebars.size === 1 ? label : `${sidebarName}: ${label}`;
    const loose: LlmsSection = { title: sidebarName, pages: [] };
    sections.push(loose);
    for (const entry of entries) {
      if (entry.type === 'doc') take(entry.route, loose.pages);
      else if (entry.type === 'category') {
        const section: LlmsSection = { title: inSidebar(entry.label), pages: [] };
        take(entry.route, section.pages);
        gather(entry.items, section.pages);
        sections.push(section);
      }
    }
  }
  sections.push({ title: 'More docs', pages: [...byRoute.values()] });
  const posts: TwinPage[] = [];
  for (const page of site.pages) {
    const twin = twinPageOf(page);
    if (twin?.kind === 'blog-post' && isListedForLlms(twin.rendered)) posts.push(twin);
  }
  if (site.config.blog) sections.push({ title: site.config.blog.title, pages: posts });
  return sections;
}

/**
 * The name of a sidebar's section: "Docs" for a site's only sidebar, else the label of the navbar item that leads to
 * it, else its id in words (`userGuideSidebar` → `User Guide`).
 */
export function sidebarTitle(site: Pick<Site, 'sidebars' | 'config'>, id: string): string {
  if (site.sidebars.size === 1) return 'Docs';
  for (const item of site.config.navbar.items)
    if ('sidebarId' in item && item.sidebarId === id && item.label) return item.label;
  const words = id
    .replace(/[-_ ]?sidebar$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.length === 0 ? id : words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

function listItem(twin: TwinPage, config: ResolvedConfig): string {
  const { rendered } = twin;
  const description = oneLine(
    rendered.entry.source.frontMatter.description ??
      excerptDescription(rendered.markdown.sections[0]?.text) ??
      '',
  );
  const link = `[${escapeLinkText(oneLine(rendered.title))}](${twinUrl(twin, config)})`;
  return description ? `- ${link}: ${description}` : `- ${link}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (c) => `\\${c}`);
}
