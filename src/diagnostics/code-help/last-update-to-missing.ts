// What the codes last-update-… to missing-… mean and what to do about them (the diagnostics reference is generated from these).
import type { CodeHelpPart } from './types.ts';

/** Help for the codes last-update-… to missing-…. */
export const LAST_UPDATE_TO_MISSING = {
  'last-update-unknown': {
    meaning: '`docs.showLastUpdate` is on outside a git checkout',
    fix: 'build from a git checkout (full history) or turn it off',
  },
  'link-to-mirror': {
    meaning: 'a link leads to a mirror page',
    fix: 'link the primary page',
  },
  'locale-unknown': {
    meaning:
      '`locales` names a code that is no locale, or a direction or label of a locale not in `locales.list` (the message lists the known ones)',
    fix: 'fix the code or add it to `locales.list`',
  },
  'markdown-empty-tabs': {
    meaning: 'a `:::tabs` or `::: code-group` container holds no tab',
    fix: 'add `@tab Label` markers (or titled fences in a code group) or remove the container',
  },
  'markdown-failed': {
    meaning:
      'rendering a page threw: a markdown-it plugin of the config failed, or the markdown is nested too deeply',
    fix: 'fix or remove the plugin named in the message, or flatten the nesting',
  },
  'markdown-max-nesting': {
    meaning: 'blocks nest deeper than the limit; the rest is left out',
    fix: 'flatten the quotes, lists or containers',
  },
  'markdown-missing-include': {
    meaning:
      "a VitePress snippet import (`<<< @/file`, `<<< ./file#region`) or an mdBook include (`{{#include file}}`, `{{#rustdoc_include}}`) names a file that cannot be read, a region or anchor the file does not have, or a file outside the site's folder",
    fix: "fix the path (VitePress' `@/` is the content folder; other paths are read from the page's folder) or the region's name",
  },
  'markdown-missing-icon': {
    meaning:
      'an MkDocs icon shortcode (`:material-…:`, `:octicons-…:`, `:fontawesome-…:`, `:simple-…:`) names an icon docsgen cannot draw; a placeholder shows in its place',
    fix: 'replace it with an emoji or an image, or accept the placeholder',
  },
  'markdown-plugin-failed': {
    meaning: 'a markdown-it plugin of `markdown.plugins` threw',
    fix: 'fix or remove the plugin',
  },
  'markdown-unknown-container': {
    meaning: 'a `:::name` container docsgen does not know',
    fix: 'use a known container or fix the name',
  },
  'markdown-unknown-macro': {
    meaning:
      'an MkDocs page holds what a plugin or hook of the site would expand and docsgen does not run: a `<!-- md:name … -->` hook shortcode (nothing is shown; once per name per page), Jinja code of the macros plugin (`{{ … }}`, `{% … %}`), a file include (`{! … !}`, `{* … *}`) or a `--8<--` snippet (shown as written; once per kind per page)',
    fix: 'write what it made as markdown, or remove it',
  },
  'markdown-unsafe-attribute': {
    meaning:
      'an MkDocs attribute list sets an event handler or a link or image target (`on…`, `href`, `src`); it is left out',
    fix: 'write the link or image in markdown, without the attribute',
  },
  'markdown-vue-component': {
    meaning:
      'a VitePress page holds a `<script setup>` or `<style>` block (left out; once per page) or a Vue component tag other than `<Badge>` (left as written, which browsers show as nothing; once per name per page)',
    fix: 'write what it showed as markdown, or remove it',
  },
  'markdown-vue-expression': {
    meaning:
      'a VitePress page has a Vue expression `{{ … }}` outside code and `::: v-pre`: Vue does not run, so it shows as written (once per page)',
    fix: 'write its value, or put it in code or `::: v-pre`',
  },
  'math-invalid': {
    meaning: 'KaTeX cannot read a `$…$` or `$$…$$` formula (its message is shown)',
    fix: 'fix the TeX at the line shown',
  },
  'math-too-large': {
    meaning:
      "a formula over 20,000 characters, one nesting braces over 100 levels deep, or a page with over 500,000 characters of math (it is shown as its TeX source, and typesetting it would take the build's time and memory)",
    fix: 'split the formula or the page',
  },
  'mdx-astro-component': {
    meaning: 'an MDX page imports an `.astro` component, which docsgen cannot run',
    fix: 'replace it with a component registered under `markdown.mdxComponents`',
  },
  'mdx-children-dropped': {
    meaning: 'a component was given markdown children but does not render `children`',
    fix: 'render `props.children` in the component, or remove the children',
  },
  'mdx-component-failed': {
    meaning: 'a component of `markdown.mdxComponents` threw while rendering',
    fix: 'fix the component (the message shows its error)',
  },
  'mdx-html-nesting': {
    meaning:
      'a JSX HTML element of an MDX page sits where an HTML parser would move it (`<div>` in `<p>`, `<td>` outside `<tr>`, a link in a link)',
    fix: 'change the outer element (`<div>` for `<p>`) or add the missing one (`<tr>`, `<tbody>`)',
  },
  'mdx-tabs-query': {
    meaning:
      '`<Tabs queryString>` without a `groupId` to name the URL parameter after; the set is not written to the address',
    fix: 'add `groupId="…"`, or write `queryString="name"`',
  },
  'mdx-undefined': {
    meaning:
      'an MDX `{expression}` or prop names a value that is not there (`{frontMatter.key}` of a key the front matter does not have, `{props.x}` not passed to a partial); nothing shows for it',
    fix: 'add the key, or pass the prop',
  },
  'mdx-unsupported': {
    meaning:
      'MDX outside the supported subset: an unknown component, an `export`, an expression, a prop that is not a literal, an unclosed element (the message names it)',
    fix: 'use a supported component or register yours in `markdown.mdxComponents`; move data to front matter',
  },
  'missing-image': {
    meaning: 'an image points to no file',
    fix: 'fix the path',
  },
  'missing-static-file': {
    meaning: 'a file the config names (favicon, logo, image) is missing from `static/`',
    fix: 'add the file or fix the path',
  },
} as const satisfies CodeHelpPart;
