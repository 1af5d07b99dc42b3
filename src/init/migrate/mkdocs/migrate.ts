// `docsgen migrate` of an MkDocs site: mkdocs.yml read as YAML, mapped to the docsgen config that builds the docs
// folder where it is, with the MkDocs markdown dialect on.
import path from 'node:path';
import { isRecord, type MigrationNote, type NoteSink } from '../notes.ts';
import { pruneToSchema } from '../prune.ts';
import { configSource } from '../serialize.ts';
import type { TranslationPlan } from '../translations.ts';
import type { VersionPlan } from '../versions.ts';
import { mapMkdocsConfig } from './map-config.ts';
import { loadMkdocsConfig } from './read-config.ts';

/** What the MkDocs migration made: as the Docusaurus one, without translations or versions to copy. */
export interface MkdocsMigration {
  source: string;
  madeFrom: string[];
  notes: MigrationNote[];
  translations: TranslationPlan;
  versions: VersionPlan;
}

/** Reads the MkDocs site's `configName` in `siteDir` and makes its docsgen config; writes nothing. */
export async function migrateMkdocsSite(siteDir: string, configName: string): Promise<MkdocsMigration> {
  const notes: MigrationNote[] = [];
  const sink: NoteSink = { note: (what) => notes.push({ file: configName, what }) };
  const raw = await loadMkdocsConfig(path.join(siteDir, configName));
  if (isRecord(raw) && raw.INHERIT !== undefined)
    sink.note(`INHERIT ${String(raw.INHERIT)} (the inherited file is not read; copy its settings in)`);
  const { config } = mapMkdocsConfig(raw, siteDir, sink);
  const pruned = pruneToSchema(config, sink);
  return {
    source: configSource(pruned, [configName]),
    madeFrom: [configName],
    notes,
    translations: { copies: [], themeFiles: [], versionLabels: {}, notes: [] },
    versions: { names: [], base: '.', copies: [], sidebarFiles: [], notes: [] },
  };
}
