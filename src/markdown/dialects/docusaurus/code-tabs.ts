// Two remark plugins Docusaurus sites use for code, as markdown-it core rules: `@docusaurus/remark-plugin-npm2yarn`
// (a ```` ```bash npm2yarn ```` fence becomes tabs of the same command for npm, Yarn, pnpm and Bun) and
// `docusaurus-remark-plugin-tab-blocks` (fences next to each other with `tab` in their info become one tab set). Both
// make the tab set `::: code-group` makes, so the theme and the browser script need nothing new.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import convertModule from 'npm-to-yarn';
import { appendAll } from '../../../shared/append-all.ts';
import { parseFenceInfo } from '../../fence-info.ts';
import { codeTabSetTokens } from '../../tabs.ts';

// The package's types describe its ES module, which TypeScript reads as CommonJS (its default is then the module).
const convert = convertModule as unknown as (command: string, to: 'yarn' | 'pnpm' | 'bun') => string;
const MANAGERS = [
  ['Yarn', 'yarn'],
  ['pnpm', 'pnpm'],
  ['Bun', 'bun'],
] as const;
// `tab={"label":"…"}` in a fence's info (JSON, which may hold spaces the info parser would split on).
const TAB_OPTIONS = /(?:^|\s)tab=(\{[^}]*\})/;
const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  sh: 'Shell',
  bash: 'Bash',
  shell: 'Shell',
  css: 'CSS',
  html: 'HTML',
  py: 'Python',
  python: 'Python',
  md: 'Markdown',
  mdx: 'MDX',
};

/** Registers the npm2yarn and tab-block rules (after docsgen's own tab sets). */
export function useDocusaurusCodeTabs(md: MarkdownIt): void {
  md.core.ruler.after('docsgen_tabs', 'docusaurus_code_tabs', codeTabsRule);
}

function codeTabsRule(state: StateCore): void {
  // Most pages have neither: leave their token list as it is.
  if (!state.tokens.some((t) => t.type === 'fence' && /\b(?:npm2yarn|tab)\b/.test(t.info))) return;
  const tokens: Token[] = [];
  const source = state.tokens;
  for (let i = 0; i < source.length; i++) {
    const token = source[i]!;
    if (token.type !== 'fence') {
      tokens.push(token);
      continue;
    }
    const info = parseFenceInfo(token.info);
    if (info.meta['npm2yarn'] === true) {
      appendAll(tokens, codeTabSetTokens(state, npmTabs(state, token)));
      continue;
    }
    if (!isTabBlock(token)) {
      tokens.push(token);
      continue;
    }
    const run: Token[] = [];
    while (source[i] && source[i]!.type === 'fence' && isTabBlock(source[i]!)) run.push(source[i++]!);
    i--;
    const labelled = run.map((fence) => ({ label: tabLabel(fence), fence }));
    appendAll(tokens, codeTabSetTokens(state, labelled));
  }
  state.tokens = tokens;
}

/** The npm fence and one converted copy per package manager, each labelled. */
function npmTabs(state: StateCore, fence: Token): { label: string; fence: Token }[] {
  const plain = (content: string): Token => {
    const copy = new state.Token('fence', 'code', 0);
    Object.assign(copy, fence, { info: fence.info.replace(/\bnpm2yarn\b/, '').trim(), content });
    return copy;
  };
  return [
    { label: 'npm', fence: plain(fence.content) },
    ...MANAGERS.map(([label, manager]) => ({ label, fence: plain(convertLines(fence.content, manager)) })),
  ];
}

// Converted line by line: a comment or a line that is not an npm command stays as written.
function convertLines(content: string, manager: (typeof MANAGERS)[number][1]): string {
  return content
    .split('\n')
    .map((line) => (/^\s*(?:npm|npx)\s/.test(line) ? convert(line, manager) : line))
    .join('\n');
}

function isTabBlock(fence: Token): boolean {
  return parseFenceInfo(fence.info).meta['tab'] !== undefined || TAB_OPTIONS.test(fence.info);
}

/** A tab block's label: `tab={"label": "…"}`, else its language's name. */
function tabLabel(fence: Token): string {
  const options = TAB_OPTIONS.exec(fence.info)?.[1];
  if (options) {
    try {
      const label = (JSON.parse(options) as { label?: unknown }).label;
      if (typeof label === 'string' && label !== '') return label;
    } catch {
      // Not JSON: the language names the tab.
    }
  }
  const lang = parseFenceInfo(fence.info).lang;
  return LANGUAGE_NAMES[lang] ?? (lang || 'Code');
}
