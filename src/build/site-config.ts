// The config a build works with, shaped by the content it found: no blog without a blog folder, no favicon without
// the file, the last docs version, a locale's theme strings, words and markdown words, and MDX components compiled.
import { compileMdxComponents } from '../config/mdx-components.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { ContentScan } from '../content/types.ts';
import { markdownLabelsOf, themeStringsFor } from '../strings/index.ts';

const DEFAULT_FAVICON = 'img/favicon.svg';

// Pure memo: the same loaded config and content shape give the same site config (serve's rebuilds compare configs by
// identity).
const siteConfigMemo = new WeakMap<ResolvedConfig, Map<string, ResolvedConfig>>();

/**
 * The config as the content shapes it: a site without a blog folder has no blog (no routes, feeds or feed links), and
 * one without the default favicon in static/ links none (it never asked for one).
 */
export function siteConfigOf(loaded: ResolvedConfig, scan: ContentScan): ResolvedConfig {
  const config = withLastVersion(loaded, scan);
  const noBlog = config.blog !== false && scan.blogFolderMissing === true;
  const noFavicon =
    config.favicon === DEFAULT_FAVICON && !scan.staticAssets.some((a) => a.relPath === DEFAULT_FAVICON);
  if (!noBlog && !noFavicon) return config;
  const key = `${noBlog}${noFavicon}`;
  let made = siteConfigMemo.get(config);
  if (!made) siteConfigMemo.set(config, (made = new Map()));
  let shaped = made.get(key);
  if (!shaped) {
    shaped = { ...config, ...(noBlog && { blog: false as const }), ...(noFavicon && { favicon: undefined }) };
    made.set(key, shaped);
  }
  return shaped;
}

// Pure memo: a config with a locale's theme strings, by their JSON (serve's rebuilds compare configs by identity).
const themeStringsMemo = new WeakMap<ResolvedConfig, Map<string, ResolvedConfig>>();

/** The config with the site's own theme strings of its locale (the same config when the site has none). */
export function withThemeStrings(
  config: ResolvedConfig,
  strings: Record<string, string> | undefined,
): ResolvedConfig {
  if (strings === undefined || Object.keys(strings).length === 0) return config;
  const key = JSON.stringify(strings);
  let made = themeStringsMemo.get(config);
  if (!made) themeStringsMemo.set(config, (made = new Map()));
  let variant = made.get(key);
  if (!variant) {
    variant = { ...config, locales: { ...config.locales, themeStrings: strings } };
    made.set(key, variant);
  }
  return variant;
}

// Pure memo: a config with its locale's words in place of the English defaults.
const localeDefaultsMemo = new WeakMap<ResolvedConfig, ResolvedConfig>();

/**
 * The config with the locale's words for the values the user left to their defaults: the blog's title and description
 * and the current docs version's label (the same config when those are the locale's already, as in English). The model,
 * the feeds and the llms files read them from the config, so they are put there before any of them runs.
 */
export function withLocaleDefaults(config: ResolvedConfig): ResolvedConfig {
  const cached = localeDefaultsMemo.get(config);
  if (cached) return cached;
  const strings = themeStringsFor(config);
  const { blog, docs } = config;
  let variant = config;
  if (
    blog &&
    ((blog.titleIsDefault && blog.title !== strings.blogTitle) ||
      (blog.descriptionIsDefault && blog.description !== strings.blogTitle))
  ) {
    variant = {
      ...variant,
      blog: {
        ...blog,
        title: blog.titleIsDefault ? strings.blogTitle : blog.title,
        description: blog.descriptionIsDefault ? strings.blogTitle : blog.description,
      },
    };
  }
  if (docs.versionLabelIsDefault && docs.versionLabel !== strings.versionCurrentLabel) {
    variant = { ...variant, docs: { ...docs, versionLabel: strings.versionCurrentLabel } };
  }
  localeDefaultsMemo.set(config, variant);
  return variant;
}

// Pure memo: a config with the markdown words of its locale.
const markdownLabelsMemo = new WeakMap<ResolvedConfig, ResolvedConfig>();

/** The config with the words markdown writes in its locale (the same config when they are the English ones). */
export function withMarkdownLabels(config: ResolvedConfig): ResolvedConfig {
  const cached = markdownLabelsMemo.get(config);
  if (cached) return cached;
  const labels = markdownLabelsOf(themeStringsFor(config));
  const variant = labels ? { ...config, markdown: { ...config.markdown, labels } } : config;
  markdownLabelsMemo.set(config, variant);
  return variant;
}

// Pure memo: a loaded config → the same config naming the last docs version its versions.json gives.
const lastVersionMemo = new WeakMap<ResolvedConfig, Map<string, ResolvedConfig>>();

/** A versioned site's config names its last version (`docs.lastVersion`): the newest one built unless it says. */
function withLastVersion(config: ResolvedConfig, scan: ContentScan): ResolvedConfig {
  if (!scan.versions || config.docs.lastVersion !== undefined) return config;
  const last = scan.versions[0]?.name ?? 'current';
  let made = lastVersionMemo.get(config);
  if (!made) lastVersionMemo.set(config, (made = new Map()));
  let shaped = made.get(last);
  if (!shaped) made.set(last, (shaped = { ...config, docs: { ...config.docs, lastVersion: last } }));
  return shaped;
}

/**
 * A config made from an object (tests, programmatic builds) with its `markdown.mdxComponents` compiled, as the config
 * loader compiles them for a config file: every thread that renders markdown then loads the same compiled sources.
 */
export async function withCompiledMdxComponents(config: ResolvedConfig): Promise<ResolvedConfig> {
  const { markdown } = config;
  if (markdown.mdxComponentSources || Object.keys(markdown.mdxComponents).length === 0) return config;
  const { sources, islandBundle } = await compileMdxComponents(config, configFileName(config), undefined);
  return { ...config, markdown: { ...markdown, mdxComponentSources: sources, islandBundle } };
}
