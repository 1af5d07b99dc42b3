// Small shared pieces of the sample props.
import type { HeadProps, NavLink, TocEntry } from '../../../templates/props.ts';

/** A NavLink; external when the href is absolute. */
export const link = (label: string, href: string, active = false): NavLink => ({
  label,
  href,
  external: /^https?:/.test(href),
  active,
});

/** Head props for a page titled `title`. */
export function sampleHead(title: string, overrides: Partial<HeadProps> = {}): HeadProps {
  return {
    title: title ? `${title} | Maar World` : 'Maar World',
    description: 'Comprehensive Documentation',
    keywords: [],
    canonical: 'https://docs.maar.world/',
    image: 'https://docs.maar.world/img/social-card.png',
    ogTitle: title || 'Maar World',
    ogType: 'website',
    noindex: false,
    htmlClassName: 'plugin-pages',
    faviconHref: '/img/favicon.svg',
    jsonLd: [],
    alternates: [],
    extraTags: [],
    ...overrides,
  };
}

/** The TOC of the sample doc: h2, h3, h3, h2, h2. */
export const sampleToc: TocEntry[] = [
  { id: 'getting-started', text: 'Getting started', depth: 2 },
  { id: 'controls', text: 'Controls', depth: 3 },
  { id: 'modes', text: 'Modes', depth: 3 },
  { id: 'questions', text: 'Questions', depth: 2 },
  { id: 'reference', text: 'Reference', depth: 2 },
];
