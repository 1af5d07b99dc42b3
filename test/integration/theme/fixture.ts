// Copies of the site-theme fixture in temp folders (its theme components' files are compiled from the copy).
import { fixtureCopier } from '../fixture-copies.ts';

export { editFile, htmlFiles, runCli } from '../fixture-copies.ts';

const themeSite = fixtureCopier('site-theme');

/** A fresh copy of the fixture (`site/` inside a temp folder, beside room for outputs). */
export const copyThemeSite = themeSite.copy;

/** Removes every copy made so far. */
export const removeThemeSites = themeSite.removeAll;
