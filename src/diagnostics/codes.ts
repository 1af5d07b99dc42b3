// The one list of diagnostic codes: `createDiagnostic` accepts only these. Each code's help lives in code-help/ (typed
// by these codes, so a new code does not compile without it), and the docs site's diagnostics reference is generated
// from both (scripts/docs-reference/), so a new code cannot ship undocumented.
/** What the registry knows of a code: its default severity, and whether `diagnostics.rules` may change it. */
export interface DiagnosticCodeInfo {
  /** `error` or `warning` (the `Severity` of diagnostic.ts, which imports this file). */
  severity: 'error' | 'warning';
  /** True for problems that stop the build whatever the rules say (a broken config, an unsafe output folder). */
  fixed?: true;
}

const error: DiagnosticCodeInfo = { severity: 'error' };
const warning: DiagnosticCodeInfo = { severity: 'warning' };
const fatal: DiagnosticCodeInfo = { severity: 'error', fixed: true };

/** Every diagnostic code docsgen emits, with its default severity. */
export const DIAGNOSTIC_CODES = {
  'authors-invalid': error,
  'authors-yaml': error,
  'blog-missing-date': error,
  'blog-undefined-tag': warning,
  'blog-unknown-author': error,
  'broken-anchor': warning,
  'broken-link': warning,
  'broken-markdown-link': warning,
  'broken-redirect': warning,
  'category-alias': error,
  'category-duplicate': error,
  'category-duplicate-key': error,
  'category-invalid': error,
  'category-json': error,
  'diagram-too-large': warning,
  'category-too-deep': error,
  'category-unknown-key': warning,
  'category-unsafe-slug': error,
  'category-yaml': error,
  'code-unknown-language': warning,
  'config-invalid': fatal,
  'config-load': fatal,
  'config-missing': fatal,
  'config-syntax': fatal,
  'content-dir-missing': fatal,
  'custom-css-invalid': fatal,
  'dir-unreadable': error,
  'docs-dir-missing': warning,
  'duplicate-doc-id': error,
  'duplicate-file-name': error,
  'duplicate-heading-id': warning,
  'duplicate-route': warning,
  'duplicate-route-case': warning,
  'embed-host-not-allowed': warning,
  'embed-invalid-url': warning,
  'embed-missing-title': warning,
  'embed-not-https': warning,
  'file-too-large': error,
  'file-unreadable': error,
  'file-vanished': warning,
  'frontmatter-alias': error,
  'frontmatter-blank-run': error,
  'frontmatter-duplicate-key': error,
  'frontmatter-invalid': error,
  'frontmatter-js': error,
  'frontmatter-language': error,
  'frontmatter-layout': warning,
  'frontmatter-not-at-start': warning,
  'frontmatter-not-mapping': error,
  'frontmatter-too-deep': error,
  'frontmatter-too-large': error,
  'frontmatter-unclosed': error,
  'frontmatter-unknown-key': warning,
  'frontmatter-unknown-sidebar': error,
  'frontmatter-unsafe-id': error,
  'frontmatter-unsafe-link': error,
  'frontmatter-unsafe-slug': error,
  'frontmatter-yaml': error,
  'heading-invisible-chars': warning,
  'ignored-file': warning,
  'invalid-characters': warning,
  'invalid-utf8': warning,
  'last-update-unknown': warning,
  'link-to-mirror': warning,
  'locale-unknown': fatal,
  'markdown-empty-tabs': warning,
  'markdown-failed': error,
  'markdown-max-nesting': warning,
  'markdown-missing-include': error,
  'markdown-missing-icon': warning,
  'markdown-plugin-failed': fatal,
  'markdown-unknown-container': warning,
  'markdown-unknown-macro': warning,
  'markdown-unsafe-attribute': warning,
  'markdown-vue-component': warning,
  'markdown-vue-expression': warning,
  'math-invalid': error,
  'math-too-large': warning,
  'mdx-astro-component': warning,
  'mdx-children-dropped': warning,
  'mdx-component-failed': error,
  'mdx-html-nesting': warning,
  'mdx-tabs-query': warning,
  'mdx-undefined': warning,
  'mdx-unsupported': error,
  'missing-image': warning,
  'missing-static-file': warning,
  'navbar-missing-doc': error,
  'plugin-failed': fatal,
  'render-failed': fatal,
  'sidebar-empty': error,
  'sidebar-empty-category': error,
  'sidebar-loop': error,
  'sidebar-missing-doc': error,
  'sidebar-missing-folder': error,
  'symlink-broken': warning,
  'symlink-duplicate': warning,
  'symlink-loop': error,
  'symlink-outside-root': warning,
  'tags-invalid': error,
  'tags-yaml': error,
  'theme-strings-invalid': error,
  'translation-orphan': warning,
  'unsafe-file-name': error,
  'unsafe-out-dir': fatal,
  'url-unsafe': error,
  'version-refused': fatal,
  'versioned-sidebars-invalid': error,
  'versions-invalid': fatal,
  'versions-missing-folder': fatal,
} as const satisfies Record<string, DiagnosticCodeInfo>;

/** A code of the registry. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** Every code, sorted. */
export const ALL_DIAGNOSTIC_CODES: readonly DiagnosticCode[] = (
  Object.keys(DIAGNOSTIC_CODES) as DiagnosticCode[]
).sort();

/** True when `value` is a code of the registry. */
export function isDiagnosticCode(value: string): value is DiagnosticCode {
  return Object.hasOwn(DIAGNOSTIC_CODES, value);
}
