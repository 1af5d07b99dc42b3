// The MDX components docsgen renders itself, as data: the migrate command reads it without loading React.

/** The theme's MDX components, each with the modules a page may import it from. */
export const BUILTIN_COMPONENTS: Record<string, readonly string[]> = {
  Tabs: ['@theme/Tabs'],
  TabItem: ['@theme/TabItem'],
  Admonition: ['@theme/Admonition'],
  CodeBlock: ['@theme/CodeBlock'],
  Details: ['@theme/Details'],
  Link: ['@docusaurus/Link'],
};

/** Lower-case elements an `.mdx` page writes as JSX (in `.md` they stay raw HTML). */
export const HTML_COMPONENTS = ['details', 'summary'];
