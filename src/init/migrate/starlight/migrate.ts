// `docsgen migrate` of a Starlight (Astro) site: astro.config.* evaluated with stand-ins that hand back the options of
// `starlight({...})`, mapped to the docsgen config that builds `src/content/docs/` where it is, with the Starlight
// markdown dialect on; the translations under `src/content/docs/<locale>/` are copied into docsgen's layout.
import { existsSync, readFileSync } from 'node:fs';
import { appendAll } from '../../../shared/append-all.ts';
import path from 'node:path';
import { evaluateSiteFile } from '../evaluate.ts';
import { isRecord, type MigrationNote, type NoteSink } from '../notes.ts';
import { pruneToSchema } from '../prune.ts';
import { configSource } from '../serialize.ts';
import { filesIn, isDir, type TranslationPlan } from '../translations.ts';
import type { VersionPlan } from '../versions.ts';
import { mapStarlightOptions } from './map-config.ts';

/** The config names Astro looks for. */
export const ASTRO_CONFIG_NAMES = [
  'astro.config.mjs',
  'astro.config.ts',
  'astro.config.js',
  'astro.config.mts',
];

/** What the Starlight migration made (the shape of the other migrations). */
export interface StarlightMigration {
  source: string;
  madeFrom: string[];
  notes: MigrationNote[];
  translations: TranslationPlan;
  versions: VersionPlan;
}

const CAPTURE = '__docsgenStarlightOptions';
const STAND_INS: Record<string, string> = {
  'astro/config': 'export const defineConfig = (config) => config; export default { defineConfig };',
  '@astrojs/starlight': `export default function starlight(options) {
  (globalThis.${CAPTURE} ??= []).push(options);
  return { name: '@astrojs/starlight' };
}`,
};

/** Whether the Astro config in `siteDir` uses the Starlight integration (it imports `@astrojs/starlight`). */
export function usesStarlight(siteDir: string, configName: string): boolean {
  try {
    return readFileSync(path.join(siteDir, configName), 'utf8').includes('@astrojs/starlight');
  } catch {
    return false;
  }
}

/** Reads the Starlight site's `configName` in `siteDir` and makes its docsgen config; writes nothing. */
export async function migrateStarlightSite(siteDir: string, configName: string): Promise<StarlightMigration> {
  const notes: MigrationNote[] = [];
  const sink: NoteSink = { note: (what) => notes.push({ file: configName, what }) };
  const globals = globalThis as Record<string, unknown>;
  delete globals[CAPTURE];
  const evaluated = await evaluateSiteFile(path.join(siteDir, configName), STAND_INS);
  const captured = (globals[CAPTURE] as unknown[] | undefined) ?? [];
  delete globals[CAPTURE];
  const astro = isRecord(evaluated.value) ? evaluated.value : {};
  const options = captured.find(isRecord);
  if (!options) throw new Error('the config does not call starlight({ … }) in its integrations');
  for (const name of evaluated.missingPackages)
    sink.note(
      `package ${name} (an Astro integration or plugin docsgen does not run; what it adds is missing)`,
    );
  const mapped = mapStarlightOptions(options, astro, siteDir, sink);
  const translations = planLocaleCopies(siteDir, mapped.docsDir, mapped.locales);
  if (translations.copies.length > 0)
    (mapped.config.docs as Record<string, unknown>).exclude = mapped.locales
      .filter((l) => l !== mapped.defaultLocale)
      .map((l) => `${l}/**`);
  const config = pruneToSchema(mapped.config, sink);
  appendAll(notes, siteNotes(siteDir, mapped.docsDir));
  return {
    source: configSource(config, [configName]),
    madeFrom: [configName],
    notes,
    translations,
    versions: { names: [], base: '.', copies: [], sidebarFiles: [], notes: [] },
  };
}

// Starlight keeps a locale's pages in `<docs>/<locale>/`; docsgen reads them from `i18n/<locale>/<docs path>/`.
function planLocaleCopies(siteDir: string, docsDir: string, locales: readonly string[]): TranslationPlan {
  const plan: TranslationPlan = { copies: [], themeFiles: [], versionLabels: {}, notes: [] };
  for (const locale of locales.slice(1)) {
    const from = `${docsDir}/${locale}`;
    if (!isDir(path.join(siteDir, from))) continue;
    const files = filesIn(path.join(siteDir, from));
    plan.copies.push({ from, to: `i18n/${locale}/${docsDir}`, files, rebaseImports: true });
  }
  return plan;
}

// What the site has beside its content that docsgen does not run: its own .astro components and overrides.
function siteNotes(siteDir: string, docsDir: string): MigrationNote[] {
  const notes: MigrationNote[] = [];
  for (const folder of ['src/components', 'src/pages', 'src/layouts']) {
    if (!isDir(path.join(siteDir, folder))) continue;
    for (const file of filesIn(path.join(siteDir, folder)))
      if (/\.(?:astro|vue|svelte|[jt]sx)$/.test(file))
        notes.push({
          file: `${folder}/${file}`,
          what: 'an Astro page or component (docsgen does not run .astro files; pages that import it warn there)',
        });
  }
  if (!existsSync(path.join(siteDir, docsDir)))
    notes.push({ file: docsDir, what: 'the content folder is missing' });
  return notes;
}
