// What the codes authors-… to embed-… mean and what to do about them (the diagnostics reference is generated from these).
import type { CodeHelpPart } from './types.ts';

/** Help for the codes authors-… to embed-…. */
export const AUTHORS_TO_EMBED = {
  'authors-invalid': {
    meaning: "the blog's authors file has an entry of the wrong shape",
    fix: 'give each author key a `name` (and optional `title`, `url`, `image_url`, `description`, `socials`, `page`); a social handle on a platform docsgen does not know needs the full URL',
  },
  'authors-yaml': {
    meaning: "the blog's authors file is not valid YAML",
    fix: 'fix the YAML at the line given',
  },
  'blog-missing-date': {
    meaning: 'a blog post has no date in its file name or front matter',
    fix: 'name the file `YYYY-MM-DD-slug.md` or add `date:`',
  },
  'blog-undefined-tag': {
    meaning: "a post's tag is not in the blog's `tags.yml` (only checked when that file exists)",
    fix: 'add the tag to `tags.yml` or use a key it defines',
  },
  'blog-unknown-author': {
    meaning: 'a post names an author key that the authors file lacks',
    fix: 'add the author to `authors.yml` or fix the key',
  },
  'broken-anchor': {
    meaning: "a link's `#anchor` is not a heading or id on its target page",
    fix: 'link an existing heading (see the "did you mean")',
  },
  'broken-link': {
    meaning:
      'a link points to no page or file, is outside `baseUrl`, differs from a route only in case, or is malformed',
    fix: 'fix the link; hosts are case-sensitive',
  },
  'broken-markdown-link': {
    meaning: 'a relative `.md` link names no source file',
    fix: 'fix the path to the markdown file',
  },
  'broken-redirect': {
    meaning: 'a redirect of the config leads to no route or anchor',
    fix: 'fix `redirects[].to`',
  },
  'category-alias': {
    meaning: 'a category file uses a YAML alias',
    fix: 'write the value out in full',
  },
  'category-duplicate': {
    meaning: 'a folder has more than one category file',
    fix: 'keep one `_category_` file',
  },
  'category-duplicate-key': {
    meaning: 'a category file repeats a key',
    fix: 'remove one of the keys',
  },
  'category-invalid': {
    meaning: 'a category file has a field of the wrong type',
    fix: 'fix the field named',
  },
  'category-json': {
    meaning: 'a `_category_.json` is not valid JSON',
    fix: 'fix the syntax at the line given',
  },
  'category-too-deep': {
    meaning: 'a category file nests too deeply',
    fix: 'flatten it',
  },
  'category-unknown-key': {
    meaning: 'a category file has a field docsgen does not know',
    fix: 'remove or rename it (see the "did you mean")',
  },
  'category-unsafe-slug': {
    meaning: 'a category slug would leave its folder or is not a plain path',
    fix: 'use a plain path like `/guide/setup`',
  },
  'category-yaml': {
    meaning: 'a `_category_.yml` is not valid YAML',
    fix: 'fix the syntax at the line given',
  },
  'code-unknown-language': {
    meaning:
      'a code fence names a language Prism does not know (one warning per language per build, at its first block)',
    fix: 'fix the name, or turn the rule off',
  },
  'config-invalid': {
    meaning: 'a config field is missing, unknown or of the wrong type',
    fix: 'fix the field at the line given (see the "did you mean")',
  },
  'config-load': {
    meaning: 'the config threw while loading',
    fix: 'fix the error in the config or the files it imports',
  },
  'config-missing': {
    meaning: 'no config file was found, or `--config` names none',
    fix: 'run in the project folder or pass `--config`',
  },
  'config-syntax': {
    meaning: 'the config does not compile',
    fix: 'fix the syntax at the line given',
  },
  'content-dir-missing': {
    meaning: 'the content folder does not exist',
    fix: 'create it or set `contentDir`',
  },
  'custom-css-invalid': {
    meaning: 'a `theme.customCss` file is not valid CSS',
    fix: 'fix the CSS at the line given',
  },
  'dir-unreadable': {
    meaning: 'a content folder cannot be read',
    fix: 'fix its permissions',
  },
  'diagram-too-large': {
    meaning: 'a Mermaid diagram over 50,000 characters (shown as its source, not drawn)',
    fix: 'split the diagram',
  },
  'docs-dir-missing': {
    meaning: 'the docs folder does not exist',
    fix: 'create it or set `docs.path`',
  },
  'duplicate-doc-id': {
    meaning: 'two docs have the same id',
    fix: 'give one of them another `id` or file name',
  },
  'duplicate-file-name': {
    meaning: 'two files differ only in case or normalisation of their names',
    fix: 'rename one',
  },
  'duplicate-heading-id': {
    meaning: 'two headings of a page get the same id (the second is renamed)',
    fix: 'give one a custom id or other text',
  },
  'duplicate-route': {
    meaning: 'two sources claim the same route',
    fix: 'change a `slug`, `id` or file name',
  },
  'duplicate-route-case': {
    meaning: 'two routes differ only in case',
    fix: 'rename one (hosts are case-sensitive)',
  },
  'embed-host-not-allowed': {
    meaning: '`:::embed` names a host outside `markdown.embedHosts`',
    fix: 'add the host to `markdown.embedHosts` or use another URL',
  },
  'embed-invalid-url': {
    meaning: '`:::embed` has no valid URL',
    fix: 'write `:::embed <url> | <title>`',
  },
  'embed-missing-title': {
    meaning: '`:::embed` has no title',
    fix: 'write `:::embed <url> | <title>`',
  },
  'embed-not-https': {
    meaning: '`:::embed` uses a URL that is not `https:`',
    fix: 'use the `https:` URL',
  },
} as const satisfies CodeHelpPart;
