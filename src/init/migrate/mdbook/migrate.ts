// `docsgen migrate` of an mdBook book: book.toml read as TOML (a book may have none: mdBook's defaults then), the
// outline of src/SUMMARY.md as the sidebar, and the config that builds src where it is with the mdBook dialect on.
// Pages keep mdBook's addresses (`x.md` → `x.html`); the markdown files SUMMARY.md does not list build no page, as
// in mdBook (they are often only included by others).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { MigrationNote, NoteSink } from '../notes.ts';
import { pruneToSchema } from '../prune.ts';
import { configSource } from '../serialize.ts';
import type { TranslationPlan } from '../translations.ts';
import type { VersionPlan } from '../versions.ts';
import { mapBookToml } from './map-config.ts';
import { includeScopeOf } from './include-scope.ts';
import { mapSummary } from './map-summary.ts';
import { mapRedirectTable } from './redirects.ts';
import { parseSummary } from './summary.ts';

/** The config file of an mdBook book. */
export const MDBOOK_CONFIG = 'book.toml';

/** True when `siteDir` holds an mdBook book: a book.toml, or a src/SUMMARY.md. */
export function isMdbookSite(siteDir: string): boolean {
  return existsSync(path.join(siteDir, MDBOOK_CONFIG)) || existsSync(path.join(siteDir, 'src', 'SUMMARY.md'));
}

/** What the mdBook migration made, in the shape of the Docusaurus one. */
export interface MdbookMigration {
  source: string;
  madeFrom: string[];
  notes: MigrationNote[];
  translations: TranslationPlan;
  versions: VersionPlan;
}

/** Reads the mdBook book in `siteDir` and makes its docsgen config; writes nothing. */
export async function migrateMdbookSite(siteDir: string): Promise<MdbookMigration> {
  const notes: MigrationNote[] = [];
  const hasToml = existsSync(path.join(siteDir, MDBOOK_CONFIG));
  const sink: NoteSink = { note: (what) => notes.push({ file: MDBOOK_CONFIG, what }) };
  const raw = hasToml ? readBookToml(path.join(siteDir, MDBOOK_CONFIG)) : {};
  const book = mapBookToml(raw, siteDir, sink);
  const srcDir = path.join(siteDir, book.src);
  const summaryRel = path.posix.join(book.src, 'SUMMARY.md');
  const summaryFile = path.join(srcDir, 'SUMMARY.md');
  if (!existsSync(summaryFile)) throw new Error(`no SUMMARY.md in the book's src folder (${book.src}/)`);
  const summary = mapSummary(parseSummary(readFileSync(summaryFile, 'utf8')), {
    srcDir,
    sectionLabels: book.sectionLabels,
    foldLevel: book.foldLevel,
    noteAt: (line, what) => notes.push({ file: `${summaryRel}:${line}`, what }),
  });
  const config = book.config;
  const docs = config.docs as Record<string, unknown>;
  docs.sidebars = { book: summary.items };
  const exclude = ['SUMMARY.md'];
  if (existsSync(path.join(srcDir, book.notFoundPage))) {
    exclude.push(book.notFoundPage);
    notes.push({
      file: path.posix.join(book.src, book.notFoundPage),
      what: "the 404 page (not built: docsgen's not-found page is its own generated one at /404.html)",
    });
  }
  for (const rel of unlistedMarkdown(srcDir, summary.chapters, exclude)) exclude.push(rel);
  docs.exclude = exclude;
  const includeFrom = includeScopeOf(siteDir, srcDir, summary.chapters);
  if (includeFrom) config.markdown = { ...(config.markdown as object), includeFrom };
  const redirects = [...summary.redirects, ...mapRedirectTable(book.redirects, summary.chapters, sink)];
  if (redirects.length > 0) config.redirects = redirects;
  const customCss = (config.theme as { customCss?: string[] } | undefined)?.customCss ?? [];
  for (const file of themeFiles(path.join(siteDir, 'theme')))
    if (!customCss.includes(`theme/${file}`))
      notes.push({
        file: `theme/${file}`,
        what: /^favicon\.(png|svg)$/.test(file)
          ? "the book's favicon (docsgen's is a file of the static folder: copy it into the src folder and set favicon)"
          : 'a file of the custom mdBook theme (not carried)',
      });
  const pruned = pruneToSchema(config, sink);
  const madeFrom = hasToml ? [MDBOOK_CONFIG, summaryRel] : [summaryRel];
  return {
    source: configSource(pruned, madeFrom),
    madeFrom,
    notes,
    translations: { copies: [], themeFiles: [], versionLabels: {}, notes: [] },
    versions: { names: [], base: '.', copies: [], sidebarFiles: [], notes: [] },
  };
}

function readBookToml(file: string): Record<string, unknown> {
  // smol-toml gives objects without a prototype; the mapping wants plain ones.
  return JSON.parse(JSON.stringify(parseToml(readFileSync(file, 'utf8')))) as Record<string, unknown>;
}

// The markdown files of src that SUMMARY.md does not list (a folder with none listed is named once, as `dir/**`).
function unlistedMarkdown(srcDir: string, chapters: string[], excluded: string[]): string[] {
  const listed = new Set(chapters);
  const found: string[] = [];
  const walk = (dir: string, rel: string): boolean => {
    let any = false;
    const here: string[] = [];
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        const mark = found.length;
        if (walk(path.join(dir, entry.name), child)) any = true;
        else if (found.length > mark) found.splice(mark, found.length - mark, `${child}/**`);
      } else if (/\.md$/i.test(entry.name) && !excluded.includes(child)) {
        if (listed.has(child)) any = true;
        else here.push(child);
      }
    }
    for (const file of here) found.push(file);
    return any;
  };
  walk(srcDir, '');
  return found;
}

function themeFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? themeFiles(path.join(dir, entry.name), rel) : [rel];
  });
}
