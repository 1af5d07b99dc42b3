// The markdown of Starlight sites (`markdown.dialect: 'starlight'`): asides with attributes (`:::tip{icon="heart"}`),
// `<Code code lang title />` as a highlighted code block, `<FileTree>` lists marked as folders, files and
// placeholders, and a warning for each icon docsgen cannot draw. The components themselves are in components.ts.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { getRenderEnv, report, useFeature, type RenderEnv } from '../../env.ts';
import type { MdxElement } from '../../mdx/state.ts';

import { starlightIconSvg } from './icons.ts';

export { STARLIGHT_COMPONENTS } from './components.ts';

// `:::tip[Title]{icon="heart"}`: the attributes are Starlight's (an aside's own icon); docsgen's aside keeps its icon.
const ASIDE_ATTRIBUTES =
  /^([ \t]*:{3,}[ \t]*(?:note|tip|caution|danger)(?:\[[^\]\n]*\])?)[ \t]*\{[^}\n]*\}[ \t]*$/gm;

// Starlight's pages indent JSX with tabs inside components; a paragraph would take a tag line indented four columns
// or more as its own text, so such lines start at the margin (MDX reads their indentation as nothing).
const INDENTED_TAG_LINE = /^[ \t]+(<\/?[A-Z][\w.]*(?:\s[^\n]*)?>[ \t]*)$/gm;

/** Turns on the Starlight dialect's rules. */
export function useStarlightDialect(md: MarkdownIt): void {
  md.core.ruler.after('normalize', 'starlight_aside_attributes', (state) => {
    if (state.src.includes(':::')) state.src = state.src.replace(ASIDE_ATTRIBUTES, '$1');
  });
  md.core.ruler.after('normalize', 'starlight_jsx_indent', (state) => {
    if (getRenderEnv(state.env).context.file.endsWith('.mdx') && state.src.includes('\t<'))
      state.src = state.src.replace(INDENTED_TAG_LINE, '$1');
  });
  md.core.ruler.after('inline', 'starlight_components', componentsRule);
}

// The components whose markup templates/styles/starlight/ styles (Aside is docsgen's admonition, Tabs its tab set).
const STYLED = new Set(['Card', 'CardGrid', 'LinkCard', 'LinkButton', 'Steps', 'FileTree', 'Badge', 'Icon']);

function componentsRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  if (!env.mdx) return;
  state.tokens = rewrite(state.tokens, env);
  for (const token of state.tokens)
    if (token.type === 'inline' && token.children) token.children = rewrite(token.children, env);
}

function rewrite(tokens: Token[], env: RenderEnv): Token[] {
  if (!tokens.some((t) => t.type === 'mdx_open')) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const element = token.meta as MdxElement | undefined;
    if (token.type !== 'mdx_open' || element?.kind !== 'site') {
      out.push(token);
      continue;
    }
    if (STYLED.has(element.name)) useFeature(env, 'starlight');
    const icon = element.name === 'Icon' ? element.props['name'] : element.props['icon'];
    if (typeof icon === 'string' && starlightIconSvg(icon) === undefined) {
      const message = `the Starlight icon "${icon}" is not drawn: it is not one of Starlight's built-in icons, an empty placeholder shows.`;
      report(env, 'warning', 'markdown-missing-icon', message, element.bodyLine, element.column);
    }
    if (element.name === 'Code') {
      out.push(codeToken(token, element));
      if (tokens[i + 1]?.type === 'mdx_close') i++;
      continue;
    }
    if (element.name === 'FileTree') markFileTree(tokens, i);
    out.push(token);
  }
  return out;
}

function codeToken(open: Token, element: MdxElement): Token {
  const token = Object.assign(Object.create(Object.getPrototypeOf(open) as object) as Token, open);
  const { code, lang, title } = element.props;
  token.type = 'mdx_code';
  token.tag = 'code';
  token.nesting = 0;
  token.info = [
    typeof lang === 'string' ? lang : '',
    typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  token.content = `${typeof code === 'string' ? code.replace(/\n$/, '') : ''}\n`;
  return token;
}

// Starlight's tree: an entry with a nested list is a folder, `...` a placeholder, a bold name the highlighted one.
function markFileTree(tokens: Token[], start: number): void {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'mdx_open') depth++;
    if (token.type === 'mdx_close' && --depth === 0) return;
    if (token.type !== 'list_item_open') continue;
    let kind = 'sl-file';
    for (let j = i + 1, level = 0; j < tokens.length; j++) {
      const inner = tokens[j]!;
      if (inner.type === 'list_item_open') level++;
      if (inner.type === 'list_item_close' && level-- === 0) break;
      if (level === 0 && inner.type === 'inline' && /^(?:\.\.\.|…)$/.test(inner.content.trim()))
        kind = 'sl-placeholder';
      if (level === 0 && (inner.type === 'bullet_list_open' || inner.type === 'ordered_list_open'))
        kind = 'sl-folder';
    }
    token.attrJoin('class', kind);
  }
}
