// `docsgen version <name>`, loaded only when that command runs.
import { loadConfig } from '../../config/load.ts';
import { snapshotVersion } from '../../content/version-snapshot.ts';
import { EXIT } from './exit-codes.ts';
import { handleFailure, loggerFor } from './shared.ts';

/** The flags of `docsgen version`. */
export interface VersionFlags {
  config?: string;
}

/** Snapshots the current docs and sidebars as version `name`; resolves to the exit code. */
export async function versionCommand(name: string, flags: VersionFlags): Promise<number> {
  const logger = loggerFor({});
  try {
    const { config } = await loadConfig({ cwd: process.cwd(), configPath: flags.config });
    const made = await snapshotVersion({
      rootDir: config.rootDir,
      contentDir: config.contentDir,
      docsPath: config.docs.path,
      sidebars: config.docs.sidebars,
      name,
      locales: config.locales.list.filter((locale) => locale !== config.locales.default),
    });
    logger.info(`${logger.colors.green('✔')} Saved the docs as version ${name} → ${made.docsDir}/`);
    logger.info(`  sidebars  ${made.sidebarsFile}`);
    for (const folder of made.translations) logger.info(`  translations  ${folder}/`);
    logger.info(`  versions  ${made.versions.join(', ')} (${made.versionsFile})`);
    return EXIT.ok;
  } catch (error) {
    return handleFailure(error, logger);
  }
}
