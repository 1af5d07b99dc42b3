import { defineConfig } from 'docsgen';

// docsgen's own documentation, built by docsgen: `npm run docs:build` from the repository's root. The pages of
// content/docs/reference/ are generated from the code (`npm run docs:reference`); the rest is written by hand.
const repository = 'https://github.com/docsgen/docsgen';

export default defineConfig({
  title: 'docsgen',
  tagline: 'Markdown in, plain HTML out: a fast, strict documentation site generator.',
  url: 'https://docsgen.github.io',
  baseUrl: '/docsgen/',
  favicon: 'img/logo.svg',
  copyright: 'docsgen is released under the MIT license.',
  navbar: {
    title: 'docsgen',
    logo: { src: 'img/logo.svg', alt: 'docsgen' },
    items: [
      { label: 'Getting started', to: '/docs/getting-started' },
      { label: 'Guides', to: '/docs/guides/writing-pages' },
      { label: 'Reference', to: '/docs/reference/config' },
      { label: 'Migrating', to: '/docs/migrating/' },
      { label: 'GitHub', href: repository, position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    columns: [
      {
        title: 'Start',
        items: [
          { label: 'Getting started', to: '/docs/getting-started' },
          { label: 'Writing pages', to: '/docs/guides/writing-pages' },
          { label: 'Deploying', to: '/docs/guides/deploying' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'Configuration', to: '/docs/reference/config' },
          { label: 'Command line', to: '/docs/reference/cli' },
          { label: 'Diagnostics', to: '/docs/reference/diagnostics' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'GitHub', href: repository },
          { label: 'Contributing', to: '/docs/contributing/architecture' },
        ],
      },
    ],
  },
  colorMode: { respectPrefersColorScheme: true },
  blog: false,
  docs: {
    editUrl: `${repository}/edit/main/site/content/docs/`,
    sidebars: {
      docs: [
        'index',
        'getting-started',
        {
          type: 'category',
          label: 'Guides',
          items: [
            'guides/writing-pages',
            'guides/markdown-features',
            'guides/sidebar',
            'guides/theming',
            'guides/components-and-mdx',
            'guides/islands',
            'guides/plugins',
            'guides/translations',
            'guides/versions',
            'guides/search',
            'guides/machine-readable',
          ],
        },
        {
          type: 'category',
          label: 'Build and publish',
          items: [
            'guides/building',
            'guides/serve',
            'guides/check',
            'guides/deploying',
            'guides/performance',
          ],
        },
        {
          type: 'category',
          label: 'Migrating',
          link: { type: 'doc', id: 'migrating/index' },
          items: [
            'migrating/docusaurus',
            'migrating/vitepress',
            'migrating/starlight',
            'migrating/mkdocs',
            'migrating/mdbook',
          ],
        },
        {
          type: 'category',
          label: 'Reference',
          items: [
            'reference/config',
            'reference/cli',
            'reference/diagnostics',
            'reference/exit-codes',
            'reference/theme',
          ],
        },
        {
          type: 'category',
          label: 'Contributing',
          collapsed: true,
          items: ['contributing/architecture', 'contributing/packages', 'contributing/search-index'],
        },
      ],
    },
  },
});
