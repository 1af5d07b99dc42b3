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

// MkDocs' `INHERIT: parent.yml`: the parent's settings, with the file's own on top (mappings merged key by key).
async function loadWithParents(
  file: string,
  siteDir: string,
  seen: string[] = [],
): Promise<{ config: unknown; files: string[] }> {
  const own = await loadMkdocsConfig(file);
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  if (!isRecord(own) || typeof own.INHERIT !== 'string') return { config: own, files: [rel] };
  const parentFile = path.resolve(path.dirname(file), own.INHERIT);
  if (seen.includes(parentFile)) throw new Error(`INHERIT loops back to ${own.INHERIT}`);
  const parent = await loadWithParents(parentFile, siteDir, [...seen, file]);
  const { INHERIT: _inherit, ...rest } = own;
  return { config: mergeConfigs(parent.config, rest), files: [rel, ...parent.files] };
}

function mergeConfigs(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = mergeConfigs(base[key], value);
  return merged;
}

/** Reads the MkDocs site's `configName` in `siteDir` and makes its docsgen config; writes nothing. */
export async function migrateMkdocsSite(siteDir: string, configName: string): Promise<MkdocsMigration> {
  const notes: MigrationNote[] = [];
  const sink: NoteSink = { note: (what) => notes.push({ file: configName, what }) };
  const raw = await loadWithParents(path.join(siteDir, configName), siteDir);
  const { config } = mapMkdocsConfig(raw.config, siteDir, sink);
  const pruned = pruneToSchema(config, sink);
  return {
    source: configSource(pruned, raw.files),
    madeFrom: raw.files,
    notes,
    translations: { copies: [], themeFiles: [], versionLabels: {}, notes: [] },
    versions: { names: [], base: '.', copies: [], sidebarFiles: [], notes: [] },
  };
}
