import type { HeadTag, ResolvedConfig } from '../../config/types.ts';
import type { ExtraHeadTag, HeadProps } from '../../../templates/props.ts';
import { fileHref, isExternalLink, routeHref } from '../../shared/urls.ts';
import type { MarkdownFeature } from '../../markdown/types.ts';
import { createFeatureHeadTags } from './feature-head.ts';
import { twinRouteOf } from '../../model/markdown-twins.ts';

/** SPEC §5: the trimmed page title, the delimiter and the site title; the site title alone when the page title is empty. */
export function formatPageTitle(
  pageTitle: string | undefined,
  config: Pick<ResolvedConfig, 'title' | 'titleDelimiter'>,
): string {
  const trimmed = pageTitle?.trim() ?? '';
  if (!trimmed || trimmed === config.title) return config.title;
  return `${trimmed} ${config.titleDelimiter} ${config.title}`;
}

/** Absolute URL of a route on the production site. */
export function absoluteUrl(route: string, config: ResolvedConfig): string {
  return config.url + routeHref(route, config);
}

/** Absolute URL of an image given as a static path (`img/x.png`, `/img/x.png`) or a full URL. */
export function absoluteImageUrl(image: string | undefined, config: ResolvedConfig): string | undefined {
  if (!image) return undefined;
  if (isExternalLink(image)) return image;
  return config.url + fileHref(image, config);
}

/** The href of the markdown twin of the page at `route`, when the config writes twins. */
export function markdownTwinHref(route: string, config: ResolvedConfig): string | undefined {
  return config.llms.twins ? fileHref(twinRouteOf(route), config) : undefined;
}

/** The head's `<link rel="alternate" type="text/markdown">` to a page's markdown twin (none without one). */
export function markdownAlternates(href: string | undefined): HeadProps['alternates'] {
  return href === undefined ? [] : [{ rel: 'alternate', type: 'text/markdown', href }];
}

/** Fields a page sets for its head; the rest comes from the config. */
export interface HeadInput {
  route: string;
  /** Route whose URL is canonical (differs for mirror pages). */
  canonicalRoute?: string | undefined;
  pageTitle: string | undefined;
  description: string | undefined;
  keywords?: string[] | undefined;
  image?: string | undefined;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  htmlClassName: string;
  jsonLd?: object[];
  alternates?: HeadProps['alternates'];
  /** The page's front matter `head` tags (after the config's). */
  headTags?: HeadTag[] | undefined;
  /** The page's markdown features that link assets of their own (math, diagrams). */
  markdownFeatures?: readonly MarkdownFeature[] | undefined;
}

// HTML attribute names whose React prop is spelled otherwise; React writes the others as they are.
const REACT_PROP_NAMES: Readonly<Record<string, string>> = {
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  'http-equiv': 'httpEquiv',
  hreflang: 'hrefLang',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  itemprop: 'itemProp',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
};

/** A head tag of the config or front matter as the template writes it: its attributes as React props. */
export function createExtraHeadTag(tag: HeadTag): ExtraHeadTag {
  const props: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(tag.attributes)) props[REACT_PROP_NAMES[name] ?? name] = value;
  return { tag: tag.tag, props };
}

// An HTML tag or comment: `<b>`, `</span>`, `<img src="x">`, `<!-- note -->` (a lone `<` or `a < b` is text).
const HTML_TAG = /<!--[\s\S]*?-->|<\/?[A-Za-z][^<>]*>/g;

/**
 * A description as plain text: HTML tags dropped (with `markdown.html` off, raw HTML in a page's first paragraph is
 * escaped into its text, and would show as tags in search results and link previews), spaces collapsed.
 */
export function plainDescription(text: string | undefined): string | undefined {
  const plain = text?.replace(HTML_TAG, ' ').replace(/\s+/g, ' ').trim();
  return plain || undefined;
}

/** Creates the head props of a page. */
export function createHead(input: HeadInput, config: ResolvedConfig): HeadProps {
  return {
    title: formatPageTitle(input.pageTitle, config),
    description: plainDescription(input.description),
    keywords: input.keywords ?? [],
    canonical: absoluteUrl(input.canonicalRoute ?? input.route, config),
    image: absoluteImageUrl(input.image ?? config.image, config),
    ogTitle: input.pageTitle?.trim() || config.title,
    ogType: input.ogType ?? 'website',
    noindex: input.noindex ?? false,
    htmlClassName: input.htmlClassName,
    faviconHref: config.favicon === undefined ? undefined : fileHref(config.favicon, config),
    jsonLd: input.jsonLd ?? [],
    alternates: input.alternates ?? [],
    extraTags: [
      ...createFeatureHeadTags(input.markdownFeatures, config),
      ...[...config.head, ...(input.headTags ?? [])].map(createExtraHeadTag),
    ],
  };
}

/** Turns a route or id into a class-name-safe token (`user-guide/intro` → `user-guide-intro`). */
export function classToken(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'index';
}
