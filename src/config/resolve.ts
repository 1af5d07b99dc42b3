import path from 'node:path';
import type { z } from 'zod';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { userConfigSchema } from './schema.ts';
import {
  normaliseFooterColumns,
  normaliseLink,
  normaliseNavbarItems,
  normaliseSidebar,
} from './normalize-items.ts';
import type { ResolvedConfig, UserConfig } from './types.ts';
import { markdownExtensionsOf } from '../plugins/markdown.ts';
import type { DocsgenPlugin } from '../plugins/types.ts';
import { resolveDiagnosticsConfig } from './diagnostics-config.ts';
import { closestName } from './did-you-mean.ts';
import { knownKeysAt, locateKeyPath } from './issue-location.ts';
import { checkLocaleCodes, inferredDirection } from './locales.ts';
import { resolveVersionLabels } from './version-labels.ts';
import { islandDefaultsOf } from './island-defaults.ts';
import { resolveComponentPath } from './component-path.ts';
import { includeRootsOf, mdxRootsOf } from './markdown-roots.ts';

/** Languages the highlighter loads when the config names none. */
export const DEFAULT_CODE_LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'jsonc',
  'bash',
  'shell',
  'yaml',
  'md',
  'css',
  'html',
  'diff',
  'text',
];

/** Hosts `:::embed` may load when the config names none. */
export const DEFAULT_EMBED_HOSTS = ['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com'];

/** Validates a raw config value and turns problems into diagnostics naming the field and the file. */
export function validateUserConfig(raw: unknown, file: string, sourceText = ''): UserConfig {
  // Parsed once per process: zod's compiled fast path (built with `new Function` on an object schema's first parse) would
  // cost more to make than it saves here, about 15-20 ms of every build's start.
  const result = userConfigSchema.safeParse(raw, { jitless: true });
  if (result.success) {
    const localeErrors = checkLocaleCodes(result.data as UserConfig, file, sourceText);
    if (localeErrors.length > 0) throw new DiagnosticError(localeErrors, 2);
    return keepPluginObjects(result.data as UserConfig, raw);
  }
  throw new DiagnosticError(
    result.error.issues.flatMap((issue) => issueToDiagnostics(issue, file, sourceText)),
    2,
  );
}

// zod hands back copies of objects: keep each plugin object itself, whose hooks may use `this` and its other fields.
function keepPluginObjects(user: UserConfig, raw: unknown): UserConfig {
  const plugins = (raw as { plugins?: DocsgenPlugin[] }).plugins;
  return plugins ? { ...user, plugins } : user;
}

/** `docs.sidebars.main[0].label`: a key path as the config writes it. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
}

// One diagnostic per unknown key (each with its own path, line and "did you mean"), else one per issue.
function issueToDiagnostics(issue: z.core.$ZodIssue, file: string, sourceText: string): Diagnostic[] {
  const at = (path: readonly PropertyKey[], message: string): Diagnostic => {
    const { line, column } = locateKeyPath(sourceText, path) ?? { line: 1, column: 1 };
    return createDiagnostic(
      'error',
      'config-invalid',
      file,
      `config field ${formatKeyPath(path) || '(root)'}: ${message}`,
      line,
      column,
    );
  };
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(userConfigSchema, issue.path);
    return issue.keys.map((key) => {
      const close = closestName(key, known);
      const hint = close ? `did you mean ${close}?` : 'remove or rename it';
      return at([...issue.path, key], `unknown field "${key}"; ${hint}`);
    });
  }
  let message = issue.message;
  if (issue.code === 'invalid_type' && 'received' in issue) message += ` (got ${String(issue.received)})`;
  return [at(issue.path, message)];
}

/** Where the config came from: its file (null without one), the project folder and the bundled code. */
interface ResolveOptions {
  configFile: string | null;
  rootDir: string;
  bundledCode?: string | undefined;
}

/** Applies every default to a validated config. */
export function resolveConfig(user: UserConfig, options: ResolveOptions): ResolvedConfig {
  const defaultLocale = user.locales?.default ?? 'en';
  const localeList = user.locales?.list ?? [defaultLocale];
  return {
    configFile: options.configFile,
    rootDir: path.resolve(options.rootDir),
    title: user.title,
    tagline: user.tagline ?? '',
    url: user.url,
    baseUrl: user.baseUrl ?? '/',
    trailingSlash: user.trailingSlash,
    titleDelimiter: user.titleDelimiter ?? '|',
    favicon: user.favicon ?? 'img/favicon.svg',
    image: user.image,
    home: user.home,
    copyright: user.copyright ?? user.footer?.copyright,
    outDir: user.outDir ?? 'build',
    contentDir: user.contentDir ?? 'content',
    staticDir: user.staticDir ?? 'static',
    assetsDir: user.assetsDir,
    locales: {
      default: defaultLocale,
      list: localeList.includes(defaultLocale) ? localeList : [defaultLocale, ...localeList],
      direction: Object.fromEntries(
        localeList.map((l) => [l, user.locales?.direction?.[l] ?? inferredDirection(l)]),
      ),
      labels: Object.fromEntries(localeList.map((l) => [l, user.locales?.labels?.[l] ?? l])),
    },
    navbar: {
      title: user.navbar?.title ?? user.title,
      logo: user.navbar?.logo,
      items: normaliseNavbarItems(user.navbar?.items ?? []),
      hideOnScroll: user.navbar?.hideOnScroll ?? false,
    },
    footer: {
      style: user.footer?.style ?? 'dark',
      columns: normaliseFooterColumns(user.footer?.columns, user.footer?.links),
    },
    announcementBar: user.announcementBar && {
      id: user.announcementBar.id,
      text: user.announcementBar.text,
      link: user.announcementBar.link && normaliseLink(user.announcementBar.link),
      isCloseable: user.announcementBar.isCloseable ?? true,
    },
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? 'light',
      disableSwitch: user.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false,
    },
    pages: { path: user.pages?.path ?? 'pages' },
    docs: resolveDocs(user, defaultLocale),
    blog: resolveBlog(user),
    search: resolveSearch(user),
    markdown: resolveMarkdown(user, options),
    clientNavigation: user.clientNavigation ?? true,
    theme: { customCss: user.theme?.customCss ?? [], components: user.theme?.components ?? {} },
    head: user.head ?? [],
    redirects: user.redirects ?? [],
    plugins: user.plugins ?? [],
    diagnostics: resolveDiagnosticsConfig(user.diagnostics),
    llms: {
      txt: llmsSwitch(user.llms, 'txt'),
      full: llmsSwitch(user.llms, 'full'),
      twins: llmsSwitch(user.llms, 'twins'),
    },
  };
}

function resolveDocs(user: UserConfig, defaultLocale: string): ResolvedConfig['docs'] {
  return {
    path: user.docs?.path ?? 'docs',
    routeBasePath: normaliseRouteBase(user.docs?.routeBasePath ?? '/docs'),
    sidebars: user.docs?.sidebars
      ? Object.fromEntries(Object.entries(user.docs.sidebars).map(([id, s]) => [id, normaliseSidebar(s)]))
      : { docsSidebar: { autogenerated: '' } },
    editUrl: user.docs?.editUrl,
    noEditUrlFor: user.docs?.noEditUrlFor ?? [],
    exclude: user.docs?.exclude ?? [],
    versionLabel: user.docs?.versionLabel ?? 'Next',
    versionLabelIsDefault: user.docs?.versionLabel === undefined,
    versionBadge: user.docs?.versionLabel !== undefined,
    versions: resolveVersionLabels(user.docs?.versions ?? {}, defaultLocale),
    lastVersion: user.docs?.lastVersion,
    onlyIncludeVersions: user.docs?.onlyIncludeVersions,
    mirrors: user.docs?.mirrors ?? [],
    toc: { min: user.docs?.toc?.min ?? 2, max: user.docs?.toc?.max ?? 3 },
    showLastUpdate: user.docs?.showLastUpdate ?? false,
  };
}

function resolveBlog(user: UserConfig): ResolvedConfig['blog'] {
  const blog = user.blog === false ? false : (user.blog ?? {});
  return (
    blog && {
      path: blog.path ?? 'blog',
      routeBasePath: normaliseRouteBase(blog.routeBasePath ?? '/blog'),
      title: blog.title ?? 'Blog',
      description: blog.description ?? 'Blog',
      titleIsDefault: blog.title === undefined,
      descriptionIsDefault: blog.description === undefined,
      postsPerPage: blog.postsPerPage ?? 10,
      sidebarCount: blog.sidebarCount ?? 'ALL',
      sidebarTitle: blog.sidebarTitle,
      showReadingTime: blog.showReadingTime ?? true,
      feedOptions: {
        type: blog.feedOptions?.type ?? ['rss', 'atom'],
        copyright: blog.feedOptions?.copyright ?? user.copyright,
      },
      authorsMapPath: blog.authorsMapPath ?? 'authors.yml',
      tagsMapPath: blog.tagsMapPath ?? 'tags.yml',
    }
  );
}

function resolveSearch(user: UserConfig): ResolvedConfig['search'] {
  return {
    contexts: user.search?.contexts ?? [],
    indexBlog: user.search?.indexBlog ?? true,
    snippetLength: user.search?.snippetLength ?? 50,
    highlightSearchTermsOnTargetPage: user.search?.highlightSearchTermsOnTargetPage ?? true,
    searchBarShortcutHint: user.search?.searchBarShortcutHint ?? true,
    relatedSearches: user.search?.relatedSearches ?? true,
    searchBarPosition: user.search?.searchBarPosition ?? 'right',
    searchResultLimits: user.search?.searchResultLimits ?? 8,
    highlighterIframeTimeout: user.search?.highlighterIframeTimeout ?? 5000,
  };
}

function resolveMarkdown(user: UserConfig, options: ResolveOptions): ResolvedConfig['markdown'] {
  const extensions = markdownExtensionsOf(user.markdown?.plugins, user.plugins);
  return {
    html: user.markdown?.html ?? false,
    dialect: user.markdown?.dialect,
    includeRoots: includeRootsOf(user, options),
    mdxRoots: mdxRootsOf(user, options),
    embedHosts: user.markdown?.embedHosts ?? DEFAULT_EMBED_HOSTS,
    codeLanguages: user.markdown?.codeLanguages ?? DEFAULT_CODE_LANGUAGES,
    extensions,
    extensionsSource:
      extensions.length > 0 && options.configFile !== null && options.bundledCode !== undefined
        ? { configFile: options.configFile, code: options.bundledCode }
        : undefined,
    mdxComponents: Object.fromEntries(
      Object.entries(user.markdown?.mdxComponents ?? {}).map(([name, entry]) => [
        name,
        resolveComponentPath(options.rootDir, typeof entry === 'string' ? entry : entry.path),
      ]),
    ),
    ...islandDefaultsOf(user.markdown?.mdxComponents),
  };
}

// '/docs/' and 'docs' both mean '/docs'; '' and '/' mean the site root.
function normaliseRouteBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** The config file as diagnostics name it: project-relative with forward slashes (`docsgen.config.ts` without one). */
export function configFileName(config: Pick<ResolvedConfig, 'configFile' | 'rootDir'>): string {
  return config.configFile
    ? path.relative(config.rootDir, config.configFile).split(path.sep).join('/')
    : 'docsgen.config.ts';
}

/** One switch of the `llms` config: `false` turns every file off, an object each one (on unless `false`). */
function llmsSwitch(llms: UserConfig['llms'], key: 'txt' | 'full' | 'twins'): boolean {
  if (typeof llms === 'boolean') return llms;
  return llms?.[key] ?? true;
}
