// `docsgen migrate` of a VitePress site: `.vitepress/config.*` (in the folder or its `docs/`) evaluated as Docusaurus
// configs are, mapped to the config that builds the content folder where it is with the VitePress dialect on; the
// default locale's folder of a `'<folder>/:rest*': ':rest*'` rewrite is the docs folder, the other locales' folders are
// copied into docsgen's translation layout.
import { existsSync, readdirSync } from 'node:fs';
import { appendAll } from '../../../shared/append-all.ts';
import path from 'node:path';
import { evaluateSiteFile } from '../evaluate.ts';
import { isRecord, textOf, type MigrationNote, type NoteSink } from '../notes.ts';
import { pruneToSchema } from '../prune.ts';
import { configSource } from '../serialize.ts';
import type { TranslationCopy, TranslationPlan } from '../translations.ts';
import type { VersionPlan } from '../versions.ts';
import { mapVitepressConfig } from './map-config.ts';

const CONFIG_NAMES = ['config.js', 'config.mjs', 'config.ts', 'config.mts'];
// VitePress also reads a config folder's index module.
const FOLDER_CONFIG_NAMES = ['config/index.js', 'config/index.mjs', 'config/index.ts', 'config/index.mts'];
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** The VitePress config file under `siteDir` (its `.vitepress/` or `docs/.vitepress/`), relative to it. */
export function findVitepressConfig(siteDir: string): string | undefined {
  for (const dir of ['.vitepress', 'docs/.vitepress'])
    for (const name of [...CONFIG_NAMES, ...FOLDER_CONFIG_NAMES])
      if (existsSync(path.join(siteDir, dir, name))) return `${dir}/${name}`;
  return undefined;
}

/** What the VitePress migration made, in the shape of the Docusaurus one. */
export interface VitepressMigration {
  source: string;
  madeFrom: string[];
  notes: MigrationNote[];
  translations: TranslationPlan;
  versions: VersionPlan;
}

/** Reads the VitePress site in `siteDir` (config at `configRel`) and makes its docsgen config; writes nothing. */
export async function migrateVitepressSite(siteDir: string, configRel: string): Promise<VitepressMigration> {
  const notes: MigrationNote[] = [];
  const sink: NoteSink = { note: (what) => notes.push({ file: configRel, what }) };
  const evaluated = await evaluateSiteFile(path.join(siteDir, configRel));
  const raw = withRootLocale(isRecord(evaluated.value) ? evaluated.value : {});
  for (const name of evaluated.missingPackages)
    sink.note(`package ${name} (not installed here; what the config took from it is left out)`);
  const root = path.posix.dirname(configRel.slice(0, configRel.indexOf('.vitepress/') + '.vitepress'.length));
  const srcRel = path.posix.join(root, textOf(raw.srcDir) ?? '.');
  const srcDir = path.join(siteDir, srcRel);
  // VitePress' `defineAdditionalConfig` file of the root locale (`config.ts` beside its pages) adds to the config.
  const extraName = CONFIG_NAMES.find((name) => existsSync(path.join(srcDir, name)));
  if (extraName) {
    const extra = await evaluateSiteFile(path.join(srcDir, extraName));
    if (isRecord(extra.value)) {
      const theme = {
        ...(isRecord(raw.themeConfig) ? raw.themeConfig : {}),
        ...(isRecord(extra.value.themeConfig) ? extra.value.themeConfig : {}),
      };
      Object.assign(raw, extra.value, { themeConfig: theme });
    }
  }
  const rewrites = rewritesOf(raw.rewrites, sink);
  const docsPath = rewrites.folder ?? '.';
  const docsDir = path.join(srcDir, docsPath);
  const config = mapVitepressConfig(raw, srcRel, { srcDir: docsDir, sourceOf: rewrites.sourceOf }, sink);
  const docs = config.docs as Record<string, unknown>;
  docs.path = docsPath;
  // VitePress' `:path` is the file's path in the source folder, the rewritten folder included.
  if (typeof docs.editUrl === 'string' && docsPath !== '.') docs.editUrl = `${docs.editUrl}${docsPath}/`;
  const locales = localesOf(raw, { srcDir, srcRel, docsPath }, sink);
  if (existsSync(path.join(srcDir, 'public'))) config.staticDir = 'public';
  const exclude = ['**/node_modules/**'];
  if (locales.list.length > 1) {
    config.locales = { default: locales.default, list: locales.list, labels: locales.labels };
    if (docsPath === '.') appendAll(exclude, ['i18n/**', ...locales.folders.map((f) => `${f}/**`)]);
  }
  docs.exclude = exclude;
  // Pages at the project's top (Pinia's docs): the output goes where VitePress puts it, in a folder never read as pages.
  if (path.posix.join(srcRel, docsPath) === '.') config.outDir = '.vitepress/dist';
  const themeDir = `${root === '.' ? '' : `${root}/`}.vitepress`;
  appendAll(notes, otherFileNotes(path.join(siteDir, themeDir), themeDir));
  const pruned = pruneToSchema(config, sink);
  return {
    source: configSource(pruned, [configRel]),
    madeFrom: [configRel],
    notes,
    translations: { copies: locales.copies, themeFiles: [], versionLabels: {}, notes: [] },
    versions: { names: [], base: '.', copies: [], sidebarFiles: [], notes: [] },
  };
}

// The root locale's own settings (a site in several languages keeps its nav and sidebar there) over the shared ones.
function withRootLocale(raw: Record<string, unknown>): Record<string, unknown> {
  const root = isRecord(raw.locales) && isRecord(raw.locales.root) ? raw.locales.root : undefined;
  if (!root) return raw;
  const { label: _label, lang, link: _link, themeConfig, ...site } = root;
  const theme = {
    ...(isRecord(raw.themeConfig) ? raw.themeConfig : {}),
    ...(isRecord(themeConfig) ? themeConfig : {}),
  };
  return { ...raw, ...site, lang: lang ?? raw.lang, themeConfig: theme };
}

interface Rewrites {
  /** The folder a `'<folder>/:rest*': ':rest*'` rewrite serves at the root (the default locale's, usually). */
  folder: string | undefined;
  sourceOf: (route: string) => string;
}

// `:name*` is any rest of the path, `:name` one segment, `(.*)` what it says.
function patternOf(written: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = written
    .replace(/\.md$/, '')
    .split(/(:\w+\*?|\(\.\*\))/)
    .map((part) => {
      if (part === '(.*)') return (names.push('_'), '(.*)');
      const param = /^:(\w+)(\*?)$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return param[2] ? '(.*)' : '([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}

function rewritesOf(value: unknown, sink: NoteSink): Rewrites {
  if (!isRecord(value)) return { folder: undefined, sourceOf: (route) => route };
  let folder: string | undefined;
  const others: [string, string][] = [];
  for (const [from, to] of Object.entries(value)) {
    if (typeof to !== 'string') continue;
    const prefix = /^([\w-]+)\/:(\w+)\*$/.exec(from);
    if (prefix && to === `:${prefix[2]}*` && folder === undefined) folder = prefix[1];
    else {
      others.push([from, to]);
      sink.note(
        `rewrites '${from}' → '${to}' (the page is built at its file's path; give it a slug in its front matter)`,
      );
    }
  }
  const reverse = others.map(([from, to]) => ({ from, ...patternOf(to) }));
  return {
    folder,
    sourceOf(route) {
      for (const { from, regex, names } of reverse) {
        const match = regex.exec(route);
        if (!match) continue;
        let source = from.replace(/\.md$/, '');
        names.forEach(
          (name, i) =>
            (source = source.replace(name === '_' ? '(.*)' : new RegExp(`:${name}\\*?`), match[i + 1] ?? '')),
        );
        return source;
      }
      return route;
    },
  };
}

interface Locales {
  default: string;
  list: string[];
  labels: Record<string, string>;
  folders: string[];
  copies: TranslationCopy[];
}

function localesOf(
  raw: Record<string, unknown>,
  { srcDir, srcRel, docsPath }: { srcDir: string; srcRel: string; docsPath: string },
  sink: NoteSink,
): Locales {
  const locales = isRecord(raw.locales) ? raw.locales : {};
  const rootEntry = isRecord(locales.root) ? locales.root : {};
  const lang = textOf(rootEntry.lang) ?? textOf(raw.lang) ?? 'en';
  const defaultLocale = lang.split('-')[0]!.toLowerCase();
  const result: Locales = {
    default: defaultLocale,
    list: [defaultLocale],
    labels: {},
    folders: [],
    copies: [],
  };
  if (textOf(rootEntry.label)) result.labels[defaultLocale] = rootEntry.label as string;
  for (const [key, entry] of Object.entries(locales)) {
    if (key === 'root' || !isRecord(entry)) continue;
    const code = LOCALE.test(key) ? key : (textOf(entry.lang)?.split('-')[0]?.toLowerCase() ?? key);
    const folder = path.join(srcDir, key);
    if (!LOCALE.test(code) || !existsSync(folder) || code === defaultLocale) {
      sink.note(
        `locales.${key} (${existsSync(folder) ? 'not a locale code docsgen reads' : `no folder ${key}/ beside the pages`})`,
      );
      continue;
    }
    result.list.push(code);
    if (textOf(entry.label)) result.labels[code] = entry.label as string;
    if (isRecord(entry.themeConfig))
      sink.note(
        `locales.${key}.themeConfig (its nav and sidebar labels are not carried: the translated pages' own titles are shown)`,
      );
    result.folders.push(key);
    result.copies.push({
      from: path.posix.join(srcRel, key),
      to: path.posix.join(srcRel, 'i18n', code, docsPath),
      files: markdownFiles(folder),
    });
  }
  return result;
}

function markdownFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules')
      appendAll(files, markdownFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile() && /\.md$/.test(entry.name)) files.push(rel);
  }
  return files;
}

// The custom theme and Vue components of `.vitepress/` do not run in docsgen: each file is listed.
function otherFileNotes(dir: string, rel: string): MigrationNote[] {
  const notes: MigrationNote[] = [];
  const walk = (abs: string, shown: string): void => {
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const file = `${shown}/${entry.name}`;
      if (entry.isDirectory() && !['cache', 'dist', 'node_modules'].includes(entry.name))
        walk(path.join(abs, entry.name), file);
      else if (/\.vue$/.test(entry.name))
        notes.push({ file, what: 'a Vue component (docsgen renders no Vue)' });
      else if (/^theme\/index\.[cm]?[jt]s$/.test(file.slice(rel.length + 1)))
        notes.push({ file, what: 'the custom theme (its layout, components and styles are not carried)' });
    }
  };
  walk(dir, rel);
  return notes;
}
