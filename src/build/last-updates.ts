// The docs' git history for docs.showLastUpdate: the folders a build's docs come from, read in one git command.
import path from 'node:path';
import { currentLocale } from '../config/locales.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import {
  readLastUpdates,
  readLastUpdatesAgain,
  type LastUpdate,
  type LastUpdateMemo,
} from '../content/last-update.ts';
import { localeContentDir } from '../content/translations.ts';
import { VERSIONED_DOCS_DIR, versionsLayoutOf } from '../content/versions.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * The folders whose files can be a page's doc: the docs folder, the old versions' docs, and in a locale's build its
 * translations (a translated doc's date is its own file's; an untranslated page's is the original's, in the docs).
 */
export function lastUpdateDirs(config: ResolvedConfig): string[] {
  const layout = versionsLayoutOf(config.rootDir, config.contentDir, config.docs.path);
  const dirs = [
    path.posix.join(config.contentDir, config.docs.path),
    layout.display(path.join(layout.baseDir, VERSIONED_DOCS_DIR)),
  ];
  const locale = currentLocale(config);
  if (locale !== config.locales.default) dirs.push(localeContentDir(config.contentDir, locale));
  return dirs;
}

/**
 * The last commit of each docs file, or a warning that says why there is none; `again` in a session that builds again
 * and again (serve), which then reads the history only after HEAD moved.
 */
export async function lastUpdatesOf(
  config: ResolvedConfig,
  again: LastUpdateMemo | undefined,
): Promise<{ files: ReadonlyMap<string, LastUpdate>; diagnostic?: Diagnostic }> {
  const dirs = lastUpdateDirs(config);
  try {
    const files = again
      ? await readLastUpdatesAgain(again, config.rootDir, dirs)
      : await readLastUpdates(config.rootDir, dirs);
    return { files };
  } catch (error) {
    const message =
      `docs.showLastUpdate is on, but git could not tell when the docs changed (${(error as Error).message}); ` +
      'build from a git checkout with its history (in CI, fetch the full history), or turn the option off';
    return {
      files: new Map(),
      diagnostic: createDiagnostic('warning', 'last-update-unknown', configFileName(config), message),
    };
  }
}
