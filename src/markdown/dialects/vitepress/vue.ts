// What VitePress pages hold for Vue: `<Badge type text>` (a badge), `::: v-pre` (its content shown as written), Vue
// expressions `{{ … }}` (Vue does not run: shown as written, one warning per page), `<script setup>` and `<style>`
// blocks (left out, one warning per page) and other component tags (one warning per name per page).
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { getRenderEnv, getSourceLine, report, type RenderEnv } from '../../env.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { registerContainer } from '../../containers.ts';

const BADGE_OPEN = /^<Badge\b([^>]*?)(\/?)>$/;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const BADGE_TYPES = new Set(['info', 'tip', 'warning', 'danger']);
const COMPONENT_TAG = /<([A-Z][\w]*|[a-z]+(?:-[a-z0-9]+)+)\b/g;
const SCRIPT_OR_STYLE = /^\s*<(script|style)\b/i;
const EXPRESSION = /\{\{[\s\S]*?\}\}/;

/** The HTML of a `<Badge …>` opening tag (with its `text` and closing tag when it closes itself). */
export function badgeHtml(tag: string): string | undefined {
  const match = BADGE_OPEN.exec(tag.trim());
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of match[1]!.matchAll(ATTRIBUTE))
    attributes[name!] = double ?? single ?? '';
  const type = BADGE_TYPES.has(attributes.type ?? '') ? attributes.type! : 'tip';
  const open = `<span class="badge badge--${type}">`;
  return match[2]
    ? `${open}${escapeHtml(attributes.text ?? '')}</span>`
    : `${open}${escapeHtml(attributes.text ?? '')}`;
}

/** Registers `::: v-pre` and the core rule of Vue's markup. */
export function useVitepressVue(md: MarkdownIt): void {
  registerContainer(md, 'v-pre', (params) => /^\s*v-pre\s*$/.test(params));
  md.renderer.rules['container_v-pre_open'] = () => '<div class="v-pre">\n';
  md.renderer.rules['container_v-pre_close'] = () => '</div>\n';
  md.core.ruler.push('vitepress_vue', vueRule);
}

interface PageState {
  env: RenderEnv;
  seen: Set<string>;
}

function vueRule(state: StateCore): void {
  const page: PageState = { env: getRenderEnv(state.env), seen: new Set() };
  let vPre = 0;
  let line = 0;
  for (const token of state.tokens) {
    if (token.map) line = token.map[0];
    if (token.type === 'container_v-pre_open') vPre++;
    else if (token.type === 'container_v-pre_close') vPre--;
    else if (token.type === 'html_block') blockHtml(page, token, line);
    else if (token.type === 'inline')
      for (const child of token.children ?? []) {
        if (child.type === 'html_inline') inlineHtml(page, child, line);
        else if (child.type === 'text' && vPre === 0 && EXPRESSION.test(child.content))
          warnOnce(
            page,
            'expression',
            line,
            EXPRESSION.exec(child.content)![0],
            'markdown-vue-expression',
            (shown) =>
              `"${shown}" is a Vue expression, which docsgen does not run: it shows as written (put it in code or ::: v-pre; further ones on this page are not reported).`,
          );
      }
  }
}

function blockHtml(page: PageState, token: Token, line: number): void {
  const script = SCRIPT_OR_STYLE.exec(token.content);
  if (script) {
    token.content = '';
    warnOnce(
      page,
      'script',
      line,
      `<${script[1]!}`,
      'markdown-vue-component',
      () =>
        `A <${script[1]!.toLowerCase()}> block of a Vue page is left out: Vue does not run here (further ones on this page are not reported).`,
    );
    return;
  }
  const badge = token.content.trim().startsWith('<Badge') ? replaceBadges(token.content) : token.content;
  token.content = badge;
  warnComponents(page, token.content, line);
}

function inlineHtml(page: PageState, token: Token, line: number): void {
  if (token.content.startsWith('<Badge')) {
    token.content = badgeHtml(token.content) ?? token.content;
    return;
  }
  if (token.content === '</Badge>') {
    token.content = '</span>';
    return;
  }
  warnComponents(page, token.content, line);
}

function replaceBadges(html: string): string {
  return html.replace(/<Badge\b[^>]*>/g, (tag) => badgeHtml(tag) ?? tag).replace(/<\/Badge>/g, '</span>');
}

function warnComponents(page: PageState, html: string, line: number): void {
  for (const [, name] of html.matchAll(COMPONENT_TAG))
    warnOnce(
      page,
      `component:${name!}`,
      line,
      `<${name!}`,
      'markdown-vue-component',
      () =>
        `<${name!}> is a Vue component, which docsgen does not render: browsers show nothing for it (write what it shows as markdown; further ones on this page are not reported).`,
    );
}

function warnOnce(
  page: PageState,
  key: string,
  line: number,
  text: string,
  code: 'markdown-vue-component' | 'markdown-vue-expression',
  message: (shown: string) => string,
): void {
  if (page.seen.has(key)) return;
  page.seen.add(key);
  let at = line;
  let column = 1;
  for (let l = line; l < line + 200; l++) {
    const found = getSourceLine(page.env, l).indexOf(text);
    if (found !== -1) {
      at = l;
      column = found + 1;
      break;
    }
  }
  report(page.env, 'warning', code, message(text.length > 60 ? `${text.slice(0, 57)}...` : text), at, column);
}
