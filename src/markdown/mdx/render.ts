// HTML of MDX elements: the theme's markup for tabs (the same ARIA tablist as `:::tabs`), admonitions and details (as
// `:::note` and `:::details`), code blocks (as fences), and the site's components and JSX HTML elements rendered once
// each with React.
import type { MarkdownIt, Token } from 'markdown-it';
import { createElement as h, Fragment } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { getRenderEnv, report, useFeature, type RenderEnv } from '../env.ts';
import { unsafeUrlMessage } from '../../base/url-policy.ts';
import { emptyUnsafeUrls } from '../../base/html-urls.ts';
import { renderTocInline, TOC_PROP, withToc } from './toc-inline.ts';
import type { LiteralValue } from './props.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { reactProps } from './html.ts';
import type { MdxElement } from './state.ts';
import { renderSite } from './islands.ts';
import { DOC_CARD_LIST_MARK } from './builtins.ts';

const CHILDREN_MARK = 'docsgen-mdx-children';
const CHILDREN_HTML = `<${CHILDREN_MARK}></${CHILDREN_MARK}>`;
const START_MARK = 'docsgen-mdx-start';
const START_HTML = `<${START_MARK}></${START_MARK}>`;

/** Registers the render rules of the MDX tokens. */
export function useMdxRenderer(md: MarkdownIt): void {
  const rules = md.renderer.rules;
  rules.mdx_open = (tokens, idx, _options, env) =>
    renderOpen(tokens[idx]!.meta as MdxElement, getRenderEnv(env));
  rules.mdx_close = (tokens, idx) => renderClose(tokens[idx]!.meta as MdxElement);
  rules.mdx_code = (tokens, idx, options, env, self) => {
    const fence = Object.assign(
      Object.create(Object.getPrototypeOf(tokens[idx]!) as object) as Token,
      tokens[idx]!,
    );
    fence.type = 'fence';
    return rules.fence!([fence], 0, options, env, self);
  };
}

function renderOpen(element: MdxElement, env: RenderEnv): string {
  switch (element.kind) {
    case 'tabs':
      return tabsOpen(element, env);
    case 'tab':
      return tabOpen(element);
    case 'admonition': {
      const type = String(element.props['type'] ?? 'note');
      const title = element.props['title'];
      const heading = typeof title === 'string' ? title : type[0]!.toUpperCase() + type.slice(1);
      return (
        `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading">` +
        `<span class="admonition-icon" aria-hidden="true"></span>${escapeHtml(heading)}</p>` +
        '<div class="admonition-content">'
      );
    }
    case 'details': {
      const summary = element.props['summary'];
      if (element.hasSummary && typeof summary !== 'string') return '<details class="details">';
      const text = typeof summary === 'string' ? summary : 'Details';
      return `<details class="details"><summary>${escapeHtml(text)}</summary><div class="details-content">`;
    }
    case 'summary':
      return '<summary>';
    case 'toc':
      return renderTocInline(element.props, env.headings);
    case 'site':
      if (Object.values(element.props).some(isTocValue))
        element.props = withToc(element.props, env.headings) as Record<string, LiteralValue>;
      return renderSite(element, env, env.mdx?.islands, siteOpen);
    case 'html':
      return htmlOpen(element, env);
    case 'partial':
      return element.parts?.[0] ?? '';
    case 'cards':
      return DOC_CARD_LIST_MARK;
    case 'refused':
      return '';
  }
}

const isTocValue = (value: LiteralValue): boolean =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && TOC_PROP in value;

function renderClose(element: MdxElement): string {
  switch (element.kind) {
    case 'tabs':
    case 'tab':
      return '</div>\n';
    case 'admonition':
      return '</div></div>\n';
    case 'details':
      return '</div></details>\n';
    case 'toc':
    case 'partial':
    case 'cards':
      return '';
    case 'summary':
      return element.inDetails ? '</summary><div class="details-content">' : '</summary>';
    case 'site':
    case 'html':
      return element.parts?.[1] ?? '';
    case 'refused':
      return '';
  }
}

function selectedIndex(element: MdxElement): number {
  const items = element.tabSet?.items ?? [];
  return Math.max(
    0,
    items.findIndex((item) => item.isDefault),
  );
}

function tabsOpen(element: MdxElement, env: RenderEnv): string {
  const set = element.tabSet!;
  const selected = selectedIndex(element);
  const { group, query } = tabSync(element, env);
  const synced = group !== undefined || query !== undefined;
  useFeature(env, 'tabs');
  let html =
    `<div class="tabs" data-tabs${group === undefined ? '' : ` data-tab-group="${escapeHtml(group)}"`}` +
    `${query === undefined ? '' : ` data-tab-query="${escapeHtml(query)}"`}><div class="tabs-list" role="tablist">`;
  set.items.forEach((item, index) => {
    const id = `${set.id}-${index + 1}`;
    const isSelected = index === selected;
    const value = synced ? ` data-tab-value="${escapeHtml(item.value)}"` : '';
    html +=
      `<button type="button" class="tabs-tab" role="tab" id="${id}-tab" aria-controls="${id}"${value} ` +
      `aria-selected="${isSelected}" tabindex="${isSelected ? 0 : -1}">${escapeHtml(item.label)}</button>`;
  });
  return `${html}</div>\n`;
}

// Docusaurus' groupId (tabs matched by value) and Starlight's syncKey (by label, which is a Starlight tab's value)
// share one group; queryString={true} names the URL parameter after the group, a string names it itself.
function tabSync(element: MdxElement, env: RenderEnv): { group?: string; query?: string } {
  const { groupId, syncKey, queryString } = element.props;
  const named = groupId ?? syncKey;
  const group = typeof named === 'string' && named !== '' ? named : undefined;
  if (queryString === true && group === undefined) {
    const message =
      'the prop queryString of <Tabs> names its URL parameter after groupId, and this <Tabs> has none: add groupId="…" or write queryString="name".';
    report(env, 'warning', 'mdx-tabs-query', message, element.bodyLine, element.column);
  }
  const query =
    typeof queryString === 'string' && queryString !== ''
      ? queryString
      : queryString === true
        ? group
        : undefined;
  return { ...(group === undefined ? {} : { group }), ...(query === undefined ? {} : { query }) };
}

function tabOpen(element: MdxElement): string {
  const tabs = element.parentTabs!;
  const index = element.tabIndex ?? 0;
  const id = `${tabs.tabSet!.id}-${index + 1}`;
  const hidden = index === selectedIndex(tabs) ? '' : ' hidden';
  const label = tabs.tabSet!.items[index]?.label ?? '';
  return (
    `<div class="tab-panel" role="tabpanel" id="${id}" aria-labelledby="${id}-tab" tabindex="0"${hidden}>` +
    `<p class="tab-panel-label">${escapeHtml(label)}</p>\n`
  );
}

// `slot`: an island's children sit in a <docsgen-slot>, which the browser hands back to it as its server HTML.
function siteOpen(element: MdxElement, env: RenderEnv, slot: boolean): string {
  const component = element.component!;
  const mark = h(CHILDREN_MARK);
  const children = element.selfClosing ? undefined : slot ? h('docsgen-slot', null, mark) : mark;
  let html: string;
  try {
    // An island's HTML keeps React's markers between adjacent texts: hydration reads them.
    const render = element.island ? renderToString : renderToStaticMarkup;
    html = guardUrls(render(h(component, { ...element.props }, children)), element, env);
  } catch (error) {
    const message = `the component <${element.name}> threw while rendering: ${(error as Error).message ?? String(error)}.`;
    report(env, 'error', 'mdx-component-failed', message, element.bodyLine, element.column);
    element.parts = ['', ''];
    return '';
  }
  const at = html.indexOf(CHILDREN_HTML);
  element.parts = at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at + CHILDREN_HTML.length)];
  if (at === -1 && children) {
    const message = `the component <${element.name}> does not render its children (props.children); they are shown after its HTML.`;
    report(env, 'warning', 'mdx-children-dropped', message, element.bodyLine, element.column);
  }
  return element.parts[0];
}

// An HTML element renders as React renders it (className, style objects, htmlFor, booleans), split at its children.
function htmlOpen(element: MdxElement, env: RenderEnv): string {
  const children = element.selfClosing ? undefined : h(CHILDREN_MARK);
  let html: string;
  try {
    // React puts what it hoists (a preload of an <img>'s source) before everything else: cut at the start mark.
    html = renderToStaticMarkup(
      h(Fragment, null, h(START_MARK), h(element.name, reactProps(element), children)),
    );
    html = html.slice(html.indexOf(START_HTML) + START_HTML.length);
  } catch (error) {
    const message = `the element <${element.name}> could not be rendered: ${(error as Error).message ?? String(error)}.`;
    report(env, 'error', 'mdx-unsupported', message, element.bodyLine, element.column);
    element.parts = ['', ''];
    return '';
  }
  const at = html.indexOf(CHILDREN_HTML);
  element.parts = at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at + CHILDREN_HTML.length)];
  return element.parts[0];
}

// A component may build a URL from any prop (or from nothing): what it rendered passes the URL policy too.
function guardUrls(html: string, element: MdxElement, env: RenderEnv): string {
  const guarded = emptyUnsafeUrls(html);
  for (const url of guarded.unsafe) {
    const message = `${unsafeUrlMessage(url, `What the component <${element.name}> rendered`)}.`;
    report(env, 'error', 'url-unsafe', message, element.bodyLine, element.column);
  }
  return guarded.html;
}
