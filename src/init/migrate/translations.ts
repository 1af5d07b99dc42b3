// A Docusaurus site's translations (`i18n/<locale>/…`) in docsgen's layout: with the content read in place
// (`contentDir: '.'`), docsgen reads a locale's docs from `i18n/<locale>/<docs path>/`, its released versions' docs from
// `i18n/<locale>/versioned_docs/version-<name>/`, its pages from `i18n/<locale>/pages/`, its blog from
// `i18n/<locale>/<blog path>/` and its theme strings from `i18n/<locale>/theme.json`. Migrate copies the Docusaurus
// folders there (the originals stay, so the Docusaurus site keeps working until it is removed) and never replaces a
// file that is already there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { themeStringsOfCodeJson } from './code-json.ts';
import type { MigrationNote } from './notes.ts';
import { rebaseImports } from './rebase-imports.ts';

/** One Docusaurus folder of translations copied into docsgen's layout (slash paths relative to the site folder). */
export interface TranslationCopy {
  from: string;
  to: string;
  /** Files to copy, relative to `from`. */
  files: string[];
  /** MDX and markdown files get their relative imports rewritten for their new folder (Starlight's locales). */
  rebaseImports?: boolean | undefined;
}

/** What migrate does with the translations, and what it leaves out. */
export interface TranslationPlan {
  copies: TranslationCopy[];
  /** Theme strings files to write: `i18n/<locale>/theme.json` made from `code.json`. */
  themeFiles: { from: string; to: string; strings: Record<string, string> }[];
  /** Docs version labels translated per locale (`version.label` of `current.json`, `version-<name>.json`), by version. */
  versionLabels: Record<string, Record<string, string>>;
  notes: MigrationNote[];
}

/** Where the migrated config reads the content, relative to the site folder, and the locales it lists. */
export interface TranslationLayout {
  docsPath: string;
  blogPath: string | false;
  defaultLocale: string;
  locales: readonly string[];
  /** The labels the config gives docs versions (`docs.versions.<name>.label`), by version. */
  configLabels?: Record<string, string>;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const MARKDOWN = /\.mdx?$/;
const THEME_FILES = ['theme.json', 'theme.yml', 'theme.yaml'];

/** True when `abs` is a folder. */
export const isDir = (abs: string): boolean => {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
};

/** Files under `abs`, relative to it (slash paths, sorted), without dot files and node_modules. */
export function filesIn(abs: string): string[] {
  return readdirSync(abs, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(abs, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').some((part) => part.startsWith('.') || part === 'node_modules'))
    .sort();
}

/** Plans the copy of every translation folder of the site's `i18n/`; reads only. */
export function planTranslations(siteDir: string, layout: TranslationLayout): TranslationPlan {
  const plan: TranslationPlan = { copies: [], themeFiles: [], versionLabels: {}, notes: [] };
  const i18n = path.join(siteDir, 'i18n');
  if (!isDir(i18n)) return plan;
  for (const locale of readdirSync(i18n).sort()) {
    if (locale.startsWith('.') || !isDir(path.join(i18n, locale))) continue;
    const at = `i18n/${locale}`;
    if (!layout.locales.includes(locale)) {
      plan.notes.push({ file: `${at}/`, what: `translations of a locale that i18n.locales does not list` });
      continue;
    }
    // What is in docsgen's layout already is docsgen's to read, not Docusaurus's to carry over.
    const own = new Set([
      ...THEME_FILES,
      'pages',
      'versioned_docs',
      layout.docsPath.split('/')[0],
      ...(layout.blogPath === false ? [] : [layout.blogPath.split('/')[0]]),
    ]);
    for (const entry of readdirSync(path.join(i18n, locale)).sort()) {
      if (entry.startsWith('.') || own.has(entry)) continue;
      planEntry(siteDir, plan, layout, locale, entry);
    }
  }
  return plan;
}

function planEntry(
  siteDir: string,
  plan: TranslationPlan,
  layout: TranslationLayout,
  locale: string,
  entry: string,
): void {
  const at = `i18n/${locale}`;
  const note = (file: string, what: string) => plan.notes.push({ file, what });
  const copy = (from: string, to: string, only?: RegExp) => {
    const files: string[] = [];
    for (const file of filesIn(path.join(siteDir, from))) {
      if (only !== undefined && !only.test(file)) continue;
      // migrate changes no file that is there: a translation already in docsgen's layout stays as it is.
      if (existsSync(path.join(siteDir, to, file)))
        note(`${from}/${file}`, `not copied: ${to}/${file} is there already`);
      else files.push(file);
    }
    if (files.length > 0) plan.copies.push({ from, to, files });
  };
  if (entry === 'code.json') {
    codeJson(siteDir, plan, at);
    return;
  }
  const isDefault = locale === layout.defaultLocale;
  if (entry === DOCS_PLUGIN && !isDefault) {
    for (const part of readdirSync(path.join(siteDir, at, entry)).sort()) {
      const from = `${at}/${entry}/${part}`;
      if (part === 'current' && isDir(path.join(siteDir, from))) copy(from, `${at}/${layout.docsPath}`);
      else if (part.startsWith('version-') && isDir(path.join(siteDir, from)))
        copy(from, `${at}/versioned_docs/${part}`);
      else if (part === 'current.json') currentJson(siteDir, plan, layout, locale, from);
      else if (/^version-.+\.json$/.test(part))
        versionJson(siteDir, plan, layout, locale, from, part.slice('version-'.length, -'.json'.length));
      else if (part.endsWith('.json'))
        note(from, 'translated sidebar and category labels (docsgen has no per-locale labels for them)');
      else if (!part.startsWith('.')) note(from, 'not a docs version folder (current/ or version-<name>/)');
    }
  } else if (entry === BLOG_PLUGIN && !isDefault && layout.blogPath !== false) {
    const from = `${at}/${entry}`;
    copy(from, `${at}/${layout.blogPath}`, /^(?!options\.json$)/);
    if (existsSync(path.join(siteDir, from, 'options.json')))
      note(
        `${from}/options.json`,
        "the blog's translated title and description (a config's blog.title is every locale's; without one, each locale's blogTitle theme string is)",
      );
  } else if (entry === PAGES_PLUGIN && !isDefault) {
    const from = `${at}/${entry}`;
    copy(from, `${at}/pages`, MARKDOWN);
    for (const file of filesIn(path.join(siteDir, from)).filter((f) => !MARKDOWN.test(f)))
      note(`${from}/${file}`, 'translated React page (docsgen builds markdown pages)');
  } else if (entry === 'docusaurus-theme-classic') {
    note(
      `${at}/${entry}/`,
      'translated navbar and footer labels (docsgen shows the same navbar and footer in every locale)',
    );
  } else if (isDefault && (entry === DOCS_PLUGIN || entry === BLOG_PLUGIN || entry === PAGES_PLUGIN)) {
    note(`${at}/${entry}/`, "the default locale's content is read from the docs, blog and pages folders");
  } else {
    note(`${at}/${entry}`, 'translations docsgen has no counterpart for');
  }
}

// The `version.label` message of a docs plugin's translation file (`current.json`, `version-<name>.json`), or
// undefined; the sidebar and category labels beside it have no per-locale counterpart, and are listed.
function versionLabelOf(siteDir: string, plan: TranslationPlan, from: string): string | undefined {
  const parsed = readJson(siteDir, from, plan);
  if (parsed === undefined) return undefined;
  const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
  const raw = entries.find(([id]) => id === 'version.label')?.[1] as { message?: unknown } | undefined;
  if (entries.some(([id]) => id !== 'version.label'))
    plan.notes.push({
      file: from,
      what: 'translated sidebar and category labels (docsgen has no per-locale labels for them)',
    });
  return typeof raw?.message === 'string' && raw.message !== '' ? raw.message : undefined;
}

/** Records a version's label in one locale, for the config's per-locale label. */
function addVersionLabel(plan: TranslationPlan, version: string, locale: string, label: string): void {
  (plan.versionLabels[version] ??= {})[locale] = label;
}

// The locale's label of the docs being written ("Next"): docsgen's `versionCurrentLabel` theme string, or, when the
// config names the current version, that label's entry for the locale.
function currentJson(
  siteDir: string,
  plan: TranslationPlan,
  layout: TranslationLayout,
  locale: string,
  from: string,
): void {
  const label = versionLabelOf(siteDir, plan, from);
  if (label === undefined) return;
  const at = `i18n/${locale}`;
  const there = THEME_FILES.find((name) => existsSync(path.join(siteDir, at, name)));
  if (layout.configLabels?.current !== undefined) {
    if (label !== layout.configLabels.current) addVersionLabel(plan, 'current', locale, label);
  } else if (there !== undefined)
    plan.notes.push({
      file: from,
      what: `version.label not carried over: ${at}/${there} is there already (set versionCurrentLabel in it)`,
    });
  else {
    const to = `${at}/theme.json`;
    const file = plan.themeFiles.find((f) => f.to === to);
    if (file) {
      file.from = `${file.from}, ${from}`;
      file.strings.versionCurrentLabel = label;
    } else plan.themeFiles.push({ from, to, strings: { versionCurrentLabel: label } });
  }
}

// A released version's label in the locale: kept when it differs from the label every locale shows (the config's,
// or the version's name), as `docs.versions.<name>.label`'s entry for the locale.
function versionJson(
  siteDir: string,
  plan: TranslationPlan,
  layout: TranslationLayout,
  locale: string,
  from: string,
  version: string,
): void {
  const label = versionLabelOf(siteDir, plan, from);
  if (label !== undefined && label !== (layout.configLabels?.[version] ?? version))
    addVersionLabel(plan, version, locale, label);
}

// A JSON file of the site, or undefined (noted in the plan) when it cannot be read or parsed.
function readJson(siteDir: string, from: string, plan: TranslationPlan): unknown {
  try {
    return JSON.parse(readFileSync(path.join(siteDir, from), 'utf8')) as unknown;
  } catch (error) {
    plan.notes.push({ file: from, what: `not read: ${(error as Error).message}` });
    return undefined;
  }
}

function codeJson(siteDir: string, plan: TranslationPlan, at: string): void {
  const from = `${at}/code.json`;
  const parsed = readJson(siteDir, from, plan);
  if (parsed === undefined) return;
  const mapped = themeStringsOfCodeJson(parsed);
  if (!mapped) {
    plan.notes.push({ file: from, what: 'not an object of { message } entries' });
    return;
  }
  const to = `${at}/theme.json`;
  const there = THEME_FILES.find((name) => existsSync(path.join(siteDir, at, name)));
  if (Object.keys(mapped.strings).length > 0 && there !== undefined)
    plan.notes.push({ file: from, what: `not carried over: ${at}/${there} is there already` });
  else if (Object.keys(mapped.strings).length > 0)
    plan.themeFiles.push({ from, to, strings: mapped.strings });
  if (mapped.leftOut.length > 0)
    plan.notes.push({
      file: from,
      what: `${mapped.leftOut.length} theme translation${mapped.leftOut.length === 1 ? '' : 's'} with no docsgen equivalent: ${mapped.leftOut.join(', ')}`,
    });
}

/** Carries the plan out: copies the files and writes the theme strings; a file there already is an error (EEXIST). */
export async function writeTranslations(siteDir: string, plan: TranslationPlan): Promise<void> {
  await writeCopies(siteDir, plan.copies);
  for (const { to, strings } of plan.themeFiles) {
    await writeFile(path.join(siteDir, to), `${JSON.stringify(strings, null, 2)}\n`, { flag: 'wx' });
  }
}

/** Copies each file of `copies`; a file there already is an error (EEXIST). */
export async function writeCopies(siteDir: string, copies: readonly TranslationCopy[]): Promise<void> {
  for (const { from, to, files, rebaseImports: rebase } of copies) {
    for (const file of files) {
      const target = path.join(siteDir, to, file);
      await mkdir(path.dirname(target), { recursive: true });
      if (rebase && /\.mdx?$/i.test(file)) {
        const text = await readFile(path.join(siteDir, from, file), 'utf8');
        const rebased = rebaseImports(text, path.posix.join(from, file), path.posix.join(to, file));
        await writeFile(target, rebased, { flag: 'wx' });
      } else await copyFile(path.join(siteDir, from, file), target, constants.COPYFILE_EXCL);
    }
  }
}
