// The MDX components docsgen renders itself and the HTML element names MDX knows, as data: the migrate command reads
// it without loading React.

/** The theme's MDX components, each with the modules a page may import it from. */
export const BUILTIN_COMPONENTS: Record<string, readonly string[]> = {
  Tabs: ['@theme/Tabs', '@astrojs/starlight/components'],
  TabItem: ['@theme/TabItem', '@astrojs/starlight/components'],
  Admonition: ['@theme/Admonition'],
  CodeBlock: ['@theme/CodeBlock'],
  Details: ['@theme/Details'],
  Link: ['@docusaurus/Link'],
  TOCInline: ['@theme/TOCInline'],
  IdealImage: ['@theme/IdealImage'],
  DocCardList: ['@theme/DocCardList'],
};

/** Where a doc's <DocCardList /> stands in its HTML: the render stage puts the cards of its sidebar category there. */
export const DOC_CARD_LIST_MARK = '<docsgen-doc-card-list></docsgen-doc-card-list>';

/** The Docusaurus functions a page may import and call in a prop, each with the modules it comes from. */
export const BUILTIN_FUNCTIONS: Record<string, readonly string[]> = {
  useBaseUrl: ['@docusaurus/useBaseUrl'],
  useCurrentSidebarCategory: ['@docusaurus/theme-common', '@docusaurus/plugin-content-docs/client'],
};

// The npm package a bare module name comes from (`react-tweet`, `@scope/pkg` of `@scope/pkg/x`); undefined for a path,
// an alias of Docusaurus (`@site/`, `@theme/`, `@docusaurus/`) or a node: module.
/** The npm package a module name of an import comes from, or undefined for a path or an alias. */
export function npmPackageOf(from: string): string | undefined {
  if (/^(?:\.|\/|@site\/|@theme\/|@theme-original\/|@docusaurus\/|@generated\/|node:)/.test(from))
    return undefined;
  const parts = from.split('/');
  const name = from.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(name) ? name : undefined;
}

/** A set of element names from a list written with spaces. */
export const names = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** The HTML elements a `.md` page with MDX may write as JSX (in `.mdx` any lowercase name is an element). */
export const HTML_ELEMENTS = names(
  'a abbr address article aside audio b bdi bdo blockquote br button caption cite code col colgroup data dd del ' +
    'details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i iframe img input ins kbd label ' +
    'legend li main mark nav ol p picture pre q s samp section small source span strong sub summary sup table tbody ' +
    'td tfoot th thead time tr track u ul var video wbr',
);

/** Elements without children or a closing tag: `<br>` and `<br />` are the same element. */
export const VOID_ELEMENTS = names('area base br col embed hr img input link meta source track wbr');
