// The generated pages of the docs site, by path inside site/content/docs/.
import { cliPage } from './cli-page.ts';
import { configPage } from './config-page.ts';
import { diagnosticsPage } from './diagnostics-page.ts';
import { themePage } from './theme-page.ts';

/** Where the generated pages go, relative to the repository. */
export const REFERENCE_DIR = 'site/content/docs/reference';

/** Each generated page's file name (inside REFERENCE_DIR) and its markdown. */
export function referencePages(root: string): Map<string, string> {
  return new Map([
    ['config.md', configPage(root)],
    ['cli.md', cliPage()],
    ['diagnostics.md', diagnosticsPage()],
    ['theme.md', themePage(root)],
  ]);
}
