// The components of `@astrojs/starlight/components` as docsgen MDX components (React, rendered once per use): cards,
// link cards and buttons, asides, steps, file trees, badges and icons. Tabs and TabItem are docsgen's own tab sets;
// Code becomes a highlighted code block (see code.ts).
import { createElement as h, type ReactNode } from 'react';
import type { SiteComponent } from '../../mdx/index.ts';
import { starlightIconSvg } from './icons.ts';

type Props = Record<string, unknown> & { children?: ReactNode };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A Starlight icon as inline SVG (an unknown name leaves an empty box, and the dialect's rule reports it). */
function iconOf(name: unknown, label?: unknown): ReactNode {
  if (typeof name !== 'string') return null;
  const svg = starlightIconSvg(name);
  return h('span', {
    className: 'sl-icon',
    'data-icon': name,
    role: label ? 'img' : undefined,
    'aria-label': text(label),
    'aria-hidden': label ? undefined : 'true',
    dangerouslySetInnerHTML: svg === undefined ? undefined : { __html: svg },
  });
}

const ASIDE_TYPES: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  caution: 'caution',
  danger: 'danger',
};

function Aside(props: Props) {
  const type = ASIDE_TYPES[text(props.type) ?? 'note'] ?? 'note';
  const title = text(props.title) ?? type[0]!.toUpperCase() + type.slice(1);
  return h(
    'div',
    { className: `admonition admonition-${type}`, role: 'note' },
    h(
      'p',
      { className: 'admonition-heading' },
      h('span', { className: 'admonition-icon', 'aria-hidden': 'true' }),
      title,
    ),
    h('div', { className: 'admonition-content' }, props.children),
  );
}

function Card(props: Props) {
  return h(
    'article',
    { className: 'sl-card' },
    h('p', { className: 'sl-card-title' }, iconOf(props.icon), h('span', null, text(props.title))),
    h('div', { className: 'sl-card-body' }, props.children),
  );
}

function CardGrid(props: Props) {
  return h(
    'div',
    { className: props.stagger ? 'sl-card-grid sl-card-grid-stagger' : 'sl-card-grid' },
    props.children,
  );
}

function LinkCard(props: Props) {
  const description = text(props.description);
  return h(
    'a',
    { className: 'sl-link-card', href: text(props.href) },
    h('span', { className: 'sl-link-card-title' }, text(props.title)),
    description ? h('span', { className: 'sl-link-card-description' }, description) : null,
  );
}

function LinkButton(props: Props) {
  const variant = text(props.variant) ?? 'primary';
  const icon = iconOf(props.icon);
  const start = props.iconPlacement === 'start';
  return h(
    'a',
    { className: `sl-link-button sl-link-button-${variant}`, href: text(props.href) },
    start ? icon : null,
    props.children,
    start ? null : icon,
  );
}

function Steps(props: Props) {
  return h('div', { className: 'sl-steps' }, props.children);
}

function FileTree(props: Props) {
  return h('div', { className: 'sl-file-tree' }, props.children);
}

function Badge(props: Props) {
  const variant = text(props.variant) ?? 'default';
  const size = text(props.size);
  const className = `sl-badge sl-badge-${variant}${size ? ` sl-badge-${size}` : ''}`;
  return h('span', { className }, text(props.text) ?? props.children);
}

function Icon(props: Props) {
  return iconOf(props.name, props.label);
}

// Astro's <Fragment slot="…">: its children, in place.
function Fragment(props: Props) {
  return h('div', { className: 'sl-fragment' }, props.children);
}

// Code renders through the highlighter: the dialect's rule turns it into a code block before anything renders it.
function Code() {
  return null;
}

/** The Starlight components by name, for `markdown.dialect: 'starlight'`. */
export const STARLIGHT_COMPONENTS: ReadonlyMap<string, SiteComponent> = new Map(
  Object.entries({
    Fragment,
    Aside,
    Card,
    CardGrid,
    LinkCard,
    LinkButton,
    Steps,
    FileTree,
    Badge,
    Icon,
    Code,
  }) as [string, SiteComponent][],
);
