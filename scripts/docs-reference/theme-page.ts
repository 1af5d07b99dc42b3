// The theme reference: the components a site may replace (src/shared/theme-component-names.ts, their props from
// templates/theme-components.ts) and every CSS custom property of templates/styles/tokens.css.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { THEME_COMPONENT_NAMES } from '../../src/shared/theme-component-names.ts';
import { cssTokens, tokenUse, type CssToken } from './css-tokens.ts';
import { capitalised, cell, generatedNotice } from './markdown.ts';

/** Each props type's doc comment and property names, read from templates/theme-components.ts. */
function propsDocs(root: string): Map<string, { doc: string; props: string[] }> {
  const file = path.join(root, 'templates/theme-components.ts');
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const found = new Map<string, { doc: string; props: string[] }>();
  for (const statement of program.getSourceFile(file)?.statements ?? []) {
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
    const symbol = checker.getSymbolAtLocation(statement.name);
    if (!symbol) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    found.set(statement.name.text, {
      doc: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
      props: checker.getPropertiesOfType(type).map((property) => property.name),
    });
  }
  return found;
}

/** The component rows: name, what it renders (the props type's comment after its colon), props type and fields. */
function componentRows(root: string): string[] {
  const docs = propsDocs(root);
  return THEME_COMPONENT_NAMES.map((name) => {
    const props = docs.get(`${name}Props`);
    const renders = props?.doc.replace(/^Props of `[^`]+`:\s*/, '').replace(/\.$/, '') ?? '—';
    const fields =
      name === 'NotFound' ? "the 404 page's props" : (props?.props ?? []).map((p) => `\`${p}\``).join(', ');
    return `| \`${name}\` | ${cell(renders)} | \`${name}Props\`: ${fields} |`;
  });
}

/** The properties as a definition list: each name, then what it is for and its value in each mode. */
function tokenList(tokens: CssToken[]): string {
  return tokens
    .map((token) => {
      const dark = token.dark ? `dark \`${token.dark}\`` : 'dark: the same';
      return `\`${token.name}\`\n: ${capitalised(tokenUse(token.name) ?? 'a value of the theme')}. Light \`${token.light}\`; ${dark}.\n`;
    })
    .join('\n');
}

/** The page `reference/theme.md`. */
export function themePage(root: string): string {
  const tokens = cssTokens(readFileSync(path.join(root, 'templates/styles/tokens.css'), 'utf8'));
  const codeTokens = cssTokens(readFileSync(path.join(root, 'templates/styles/code-tokens.css'), 'utf8'));
  return [
    '---\ntitle: Theme\ndescription: The theme components a site may replace and every CSS variable of the theme.\n---\n',
    '# Theme\n',
    generatedNotice(
      '`src/shared/theme-component-names.ts`, the props types of `templates/theme-components.ts` and `templates/styles/tokens.css`',
    ),
    'How to use these: [Theming](../guides/theming.md).\n',
    '## Components\n',
    "Each name is a key of `theme.components`; `docsgen/theme/<Name>` is the theme's own component (to wrap or reuse), and `docsgen` exports each props type.\n",
    '| name | what it renders | props |\n|---|---|---|',
    `${componentRows(root).join('\n')}\n`,
    '## CSS variables\n',
    `${tokens.length} custom properties, set on \`:root\` and \`[data-theme='dark']\` in \`templates/styles/tokens.css\`. Set one after the theme's stylesheet (a file of \`theme.customCss\`): on \`:root\` for both modes, on \`[data-theme='dark']\` for dark mode. Each is followed by what it colours or sizes and its value in each mode; values that use \`var(--docsgen-color-primary)\` follow the primary colour.\n`,
    tokenList(tokens),
    '### Code highlighting\n',
    `${codeTokens.length} custom properties, set on \`.tokens\` and \`[data-theme='dark'] .tokens\` in \`templates/styles/code-tokens.css\`: override them with those selectors.\n`,
    tokenList(codeTokens),
  ].join('\n');
}
