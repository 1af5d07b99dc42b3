import { z } from 'zod';
import { findLinkProblem } from '../base/url-policy.ts';
import { findSlugProblem } from '../shared/safe-path.ts';
import { refuseUnsafeConfigUrls } from './url-fields.ts';
import { diagnosticsConfigSchema } from './diagnostics-config.ts';
import { headTagSchema } from './head-tags.ts';
import { themeComponentsSchema as themeComponents } from './theme-component-names.ts';
import { mdxComponentEntry } from './island-schema.ts';

import {
  bool,
  footerColumn,
  footerItem,
  linkItem,
  navbarItem,
  nonEmpty,
  position,
  sidebarSchema,
  text,
} from './item-schemas.ts';

export { sidebarSchema } from './item-schemas.ts';

const baseUrl = text.regex(/^\/(?:[^/\s?#]+\/)*$/, {
  error: "expected a path that starts and ends with '/'",
});
const redirectFrom = text
  .regex(/^\//, { error: "expected a site path starting with '/', such as '/docs/old-page'" })
  // A page is written at <from>/index.html: a from that names a file could not be served at that URL.
  .regex(/^(?!.*\.html?$)/i, {
    error: 'expected a path without .html (the page is written as <from>/index.html)',
  })
  .refine((from) => findSlugProblem(from) === undefined, {
    error: (issue) => `the path ${String(issue.input)} ${findSlugProblem(String(issue.input)) ?? ''}`,
  });
const redirectTo = text.refine(
  (to) =>
    findLinkProblem(to) === undefined &&
    ((to.startsWith('/') && !to.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(to)),
  { error: "expected a route of the site ('/docs/intro', '/docs/intro#setup') or an http(s) URL" },
);

const level = z.number({ error: 'expected a number from 1 to 6' }).int().min(1).max(6);

const isFunction = (value: unknown): boolean => typeof value === 'function';
const markdownItPlugin = z
  .custom<unknown>(
    (value) =>
      isFunction(value) ||
      (Array.isArray(value) && (value.length === 1 || value.length === 2) && isFunction(value[0])),
    { error: 'expected a markdown-it plugin: a function, or [function, options]' },
  )
  .describe('markdown-it plugin');
const hook = z.custom<unknown>(isFunction, { error: 'expected a function' }).describe('function');
// Loose: a plugin object may carry its own fields besides the hooks.
const plugin = z.looseObject(
  {
    name: z
      .string({ error: "expected the plugin's name (text)" })
      .min(1, { error: "expected the plugin's name (non-empty text)" }),
    extendMarkdown: hook.optional(),
    routes: hook.optional(),
    transformHtml: hook.optional(),
    postBuild: hook.optional(),
  },
  { error: 'expected a plugin { name, extendMarkdown?, routes?, transformHtml?, postBuild? }' },
);

/** The zod schema that validates a `docsgen.config.ts` default export. */
export const userConfigSchema = z
  .strictObject({
    title: nonEmpty,
    tagline: text.optional(),
    url: text.regex(/^https?:\/\/[^/\s]+$/, {
      error: "expected an origin such as 'https://docs.example.com' (no path, no trailing slash)",
    }),
    baseUrl: baseUrl.optional(),
    trailingSlash: bool.optional(),
    titleDelimiter: text.optional(),
    favicon: text.optional(),
    image: text.optional(),
    home: text.optional(),
    copyright: text.optional(),
    outDir: nonEmpty.optional(),
    contentDir: nonEmpty.optional(),
    staticDir: nonEmpty.optional(),
    assetsDir: nonEmpty.optional(),
    locales: z
      .strictObject({
        default: nonEmpty.optional(),
        list: z
          .array(text.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: 'expected a locale code' }))
          .optional(),
        direction: z.record(text, z.enum(['ltr', 'rtl'])).optional(),
        labels: z.record(text, text).optional(),
      })
      .optional(),
    navbar: z
      .strictObject({
        title: text.optional(),
        logo: z.strictObject({ src: nonEmpty, alt: text, srcDark: text.optional() }).optional(),
        items: z.array(navbarItem).optional(),
        hideOnScroll: bool.optional(),
      })
      .optional(),
    footer: z
      .strictObject({
        style: z.enum(['light', 'dark'], { error: "expected 'light' or 'dark'" }).optional(),
        columns: z.array(footerColumn).optional(),
        // Docusaurus' name for the columns; a list of plain links is one row without a title.
        links: z.union([z.array(footerColumn), z.array(footerItem)]).optional(),
        copyright: text.optional(),
      })
      .optional(),
    announcementBar: z
      .strictObject({
        id: text.regex(/^[A-Za-z0-9._-]+$/, { error: 'expected an id of letters, digits, ., _ or -' }),
        text: nonEmpty,
        link: linkItem.optional(),
        isCloseable: bool.optional(),
      })
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark'], { error: "expected 'light' or 'dark'" }).optional(),
        disableSwitch: bool.optional(),
        respectPrefersColorScheme: bool.optional(),
      })
      .optional(),
    docs: z
      .strictObject({
        path: nonEmpty.optional(),
        routeBasePath: text.optional(),
        sidebars: z.record(text, sidebarSchema).optional(),
        editUrl: text.optional(),
        noEditUrlFor: z.array(text).optional(),
        exclude: z.array(text).optional(),
        versionLabel: nonEmpty.optional(),
        versions: z
          .record(
            text,
            z.strictObject({
              label: z.union([nonEmpty, z.record(text, nonEmpty)]).optional(),
              path: text
                .regex(/^([A-Za-z0-9._-]+)?$/, {
                  error: "expected a plain URL segment like '1.x', or '' for none",
                })
                .optional(),
              banner: z
                .enum(['unreleased', 'unmaintained', 'none'], {
                  error: "expected 'unreleased', 'unmaintained' or 'none'",
                })
                .optional(),
            }),
          )
          .optional(),
        lastVersion: nonEmpty.optional(),
        onlyIncludeVersions: z.array(nonEmpty).min(1).optional(),
        mirrors: z.array(z.strictObject({ from: nonEmpty, to: text.regex(/^\/.*\/$/) })).optional(),
        toc: z.strictObject({ min: level.optional(), max: level.optional() }).optional(),
        showLastUpdate: bool.optional(),
      })
      .optional(),
    pages: z.strictObject({ path: nonEmpty.optional() }).optional(),
    blog: z
      .union([
        z.literal(false),
        z.strictObject({
          path: nonEmpty.optional(),
          routeBasePath: text.optional(),
          title: text.optional(),
          description: text.optional(),
          postsPerPage: z.number().int().positive().optional(),
          sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).optional(),
          sidebarTitle: text.optional(),
          showReadingTime: bool.optional(),
          feedOptions: z
            .strictObject({ type: z.array(z.enum(['rss', 'atom'])).optional(), copyright: text.optional() })
            .optional(),
          authorsMapPath: nonEmpty.optional(),
          tagsMapPath: z.union([nonEmpty, z.literal(false)]).optional(),
        }),
      ])
      .optional(),
    search: z
      .strictObject({
        contexts: z.array(z.strictObject({ label: nonEmpty, path: text.regex(/^\//) })).optional(),
        indexBlog: bool.optional(),
        snippetLength: z.number().int().min(10).max(500).optional(),
        highlightSearchTermsOnTargetPage: bool.optional(),
        searchBarShortcutHint: bool.optional(),
        relatedSearches: bool.optional(),
        searchBarPosition: position.optional(),
        searchResultLimits: z.number().int().min(1).max(100).optional(),
        highlighterIframeTimeout: z.number().int().min(0).optional(),
      })
      .optional(),
    markdown: z
      .strictObject({
        html: bool.optional(),
        dialect: z.enum(['mkdocs', 'starlight', 'vitepress', 'mdbook']).optional(),
        includeFrom: nonEmpty.optional(),
        pathAliases: z.record(nonEmpty, nonEmpty).optional(),
        embedHosts: z.array(text.regex(/^[a-z0-9.-]+$/i, { error: 'expected a host name' })).optional(),
        codeLanguages: z.array(text).optional(),
        plugins: z.array(markdownItPlugin).optional(),
        mdxComponents: z
          .record(
            text.regex(/^[A-Z][A-Za-z0-9]*$/, { error: 'expected a component name such as Badge' }),
            z.union([nonEmpty, mdxComponentEntry]),
          )
          .optional(),
      })
      .optional(),
    clientNavigation: bool.optional(),
    theme: z
      .strictObject({
        customCss: z
          .array(nonEmpty.regex(/\.css$/i, { error: 'expected the path of a .css file' }))
          .optional(),
        components: themeComponents.optional(),
      })
      .optional(),
    head: z.array(headTagSchema).optional(),
    redirects: z.array(z.strictObject({ from: redirectFrom, to: redirectTo })).optional(),
    plugins: z.array(plugin).optional(),
    diagnostics: diagnosticsConfigSchema.optional(),
    llms: z
      .union([bool, z.strictObject({ txt: bool.optional(), full: bool.optional(), twins: bool.optional() })])
      .optional(),
  })
  .superRefine(refuseUnsafeConfigUrls);
