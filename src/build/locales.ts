// The other locales of a build: each is a build of its own (its config's baseUrl is `<baseUrl><locale>/`, its content
// the default tree with the translations in place), made in memory and then written under `<locale>/` of the default
// locale's output, so that the one swap of the output folder puts every locale in place at once.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { currentLocale, hasLocales, localeConfig } from '../config/locales.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { TranslationStatus } from '../content/translations.ts';
import { createDiagnostic, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { OUTPUT_MARKER, type Writer } from '../output/writer.ts';
import type { BuildOptions, BuildResult } from './options.ts';

/** The files and findings of the other locales' builds. */
export interface LocaleOutputs {
  ok: boolean;
  /** Output-relative path (under `<locale>/`) → contents. */
  files: Map<string, string | Uint8Array>;
  diagnostics: Diagnostic[];
  translations: TranslationStatus[];
  pageCount: number;
  /** Routes of the other locales' models (every version's), whether or not they were written. */
  routeCount: number;
}

/** An unknown `--locale`: an error naming the known ones. */
export function unknownLocale(config: ResolvedConfig, locale: string): Diagnostic | undefined {
  if (config.locales.list.includes(locale)) return undefined;
  const message = `--locale ${locale}: unknown locale; known locales: ${config.locales.list.join(', ')}`;
  return createDiagnostic('error', 'locale-unknown', configFileName(config), message);
}

/** The locales a full build makes besides the default one (none for a site of one locale or a `--locale` build). */
export function otherLocales(config: ResolvedConfig, options: BuildOptions): string[] {
  if (options.locale !== undefined || !hasLocales(config)) return [];
  return config.locales.list.filter((l) => l !== currentLocale(config));
}

const diagnosticKey = (d: Diagnostic): string =>
  `${d.severity}\0${d.code}\0${d.file}\0${d.line}\0${d.column}\0${d.message}`;

/**
 * Adds the other locales' findings to the default locale's, leaving out those it has already: a finding of a page
 * that another locale shows untranslated is the default locale's own, reported once for its file. (Called once the
 * default locale's checks have run, which they have not when the other locales are built alongside its pages.)
 */
export function appendLocaleDiagnostics(diagnostics: Diagnostic[], fromLocales: readonly Diagnostic[]): void {
  const known = new Set(diagnostics.map(diagnosticKey));
  for (const d of fromLocales) if (!known.has(diagnosticKey(d))) diagnostics.push(d);
}

/**
 * Builds each other locale in memory, one after the other (each spreads its own pages over the worker threads). A
 * diagnostic of an untranslated page is the default locale's already: it is reported once.
 */
export async function buildOtherLocales(
  config: ResolvedConfig,
  options: BuildOptions,
  seen: readonly Diagnostic[],
  buildOne: (options: BuildOptions) => Promise<BuildResult>,
  output: 'memory' | 'none' = 'memory',
): Promise<LocaleOutputs> {
  const outputs: LocaleOutputs = {
    ok: true,
    files: new Map(),
    diagnostics: [],
    translations: [],
    pageCount: 0,
    routeCount: 0,
  };
  const known = new Set(seen.map(diagnosticKey));
  for (const locale of otherLocales(config, options)) {
    const result = await buildOne({
      ...options,
      config: localeConfig(config, locale),
      locale,
      output,
      onStage: undefined,
      onProgress: undefined,
    });
    for (const d of result.diagnostics) {
      const key = diagnosticKey(d);
      if (known.has(key)) continue;
      known.add(key);
      outputs.diagnostics.push(d);
    }
    if (result.translation) outputs.translations.push(result.translation);
    outputs.routeCount += result.site?.pages.length ?? 0;
    if (!result.ok || hasErrors(result.diagnostics)) {
      outputs.ok = false;
      continue;
    }
    // A locale checked only (`docsgen check`) has no files.
    const made = 'memory' in result ? result.memory : undefined;
    if (!made) continue;
    outputs.pageCount += result.pageCount;
    outputs.files.set(
      `${locale}/${OUTPUT_MARKER}`,
      'This folder was written by docsgen; docsgen may replace it.\n',
    );
    for (const [file, contents] of made.files) outputs.files.set(`${locale}/${file}`, contents);
  }
  return outputs;
}

/**
 * `build --locale <default>` makes the default locale only: the other locales' folders of the last output are carried
 * into the new one as they were.
 */
export async function keepOtherLocaleFolders(
  config: ResolvedConfig,
  outDir: string,
  writer: Writer,
): Promise<void> {
  for (const locale of config.locales.list) {
    if (locale === config.locales.default) continue;
    const dir = path.join(outDir, locale);
    if (!existsSync(path.join(dir, OUTPUT_MARKER))) continue;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const abs = path.join(entry.parentPath, entry.name);
      await writer.copy(`${locale}/${path.relative(dir, abs).split(path.sep).join('/')}`, abs);
    }
  }
}
