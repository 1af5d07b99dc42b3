// What the codes file-… to invalid-… mean and what to do about them (the diagnostics reference is generated from these).
import type { CodeHelpPart } from './types.ts';

/** Help for the codes file-… to invalid-…. */
export const FILE_TO_INVALID = {
  'file-too-large': {
    meaning: 'a markdown file is larger than 16 MB',
    fix: 'split it into several pages',
  },
  'file-unreadable': {
    meaning: 'a source file cannot be read',
    fix: 'fix its permissions',
  },
  'file-vanished': {
    meaning: 'a file was deleted while the build read it',
    fix: 'build again',
  },
  'frontmatter-alias': {
    meaning: 'front matter uses a YAML alias',
    fix: 'write the value out in full',
  },
  'frontmatter-blank-run': {
    meaning: 'front matter holds a long run of blank characters',
    fix: 'remove them',
  },
  'frontmatter-duplicate-key': {
    meaning: 'front matter repeats a key',
    fix: 'remove one of them',
  },
  'frontmatter-invalid': {
    meaning: 'a front-matter field has the wrong type or value',
    fix: 'fix the field at the line given',
  },
  'frontmatter-js': {
    meaning: 'the front matter is JavaScript (`---js`), which would run code',
    fix: 'write it as YAML',
  },
  'frontmatter-language': {
    meaning: 'the front matter is in a language other than YAML',
    fix: 'write it as YAML after a plain `---`',
  },
  'frontmatter-layout': {
    meaning: 'a field that only the `home` layout shows is set on another page',
    fix: 'add `layout: home` or remove the field',
  },
  'frontmatter-not-at-start': {
    meaning: 'a `---` block comes after blank lines, so it is page text',
    fix: 'remove the blank lines above it',
  },
  'frontmatter-not-mapping': {
    meaning: 'front matter is not a mapping of `key: value` lines',
    fix: 'write it as `key: value` lines',
  },
  'frontmatter-too-deep': {
    meaning: 'front matter nests too deeply',
    fix: 'flatten it',
  },
  'frontmatter-too-large': {
    meaning: 'front matter is over the size limit',
    fix: 'move long text into the page body',
  },
  'frontmatter-unclosed': {
    meaning: 'front matter has no closing `---`',
    fix: 'add the closing line',
  },
  'frontmatter-unknown-key': {
    meaning:
      'a front-matter key docsgen does not know but close to one it does (or a name objects already have, like `constructor`)',
    fix: 'rename it (see the "did you mean")',
  },
  'frontmatter-unknown-sidebar': {
    meaning: '`displayed_sidebar` names a sidebar the config does not declare',
    fix: 'use one of the sidebar ids the message lists, or `null` for none',
  },
  'frontmatter-unsafe-id': {
    meaning: 'an `id` is not a plain name',
    fix: 'use a name like `setup-guide`',
  },
  'frontmatter-unsafe-link': {
    meaning: 'a front-matter link uses an unsafe scheme such as `javascript:`',
    fix: 'use a route or an `https:` URL',
  },
  'frontmatter-unsafe-slug': {
    meaning: 'a `slug` would leave the site or is not a plain path',
    fix: 'use a path like `/guide/setup`',
  },
  'frontmatter-yaml': {
    meaning: 'front matter is not valid YAML',
    fix: 'fix the syntax at the line given',
  },
  'heading-invisible-chars': {
    meaning: 'a heading holds invisible characters (left out of its id)',
    fix: 'remove them',
  },
  'ignored-file': {
    meaning: 'a file in the content folder is not used (unknown extension outside `static/`)',
    fix: 'move it to `static/` or remove it',
  },
  'invalid-characters': {
    meaning: 'a file holds NUL bytes, lone surrogates or invalid UTF-8 (shown as U+FFFD)',
    fix: 'save the file as UTF-8',
  },
  'invalid-utf8': {
    meaning: 'a file is not valid UTF-8',
    fix: 'save the file as UTF-8',
  },
} as const satisfies CodeHelpPart;
