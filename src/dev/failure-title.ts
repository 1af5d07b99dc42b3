// The heading of serve's overlay for a failed rebuild: how many errors, in which files, in the served locale's words.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { fillString } from '../shared/fill-string.ts';
import type { ThemeStrings } from '../strings/theme-strings.ts';

// Files named in the heading; the rest are in the message below it (and the terminal).
const FILES_SHOWN = 3;

/** "Build failed: 2 errors in content/docs/a.md, docsgen.config.ts", or the plain words when no error names a file. */
export function failureTitle(diagnostics: readonly Diagnostic[], strings: ThemeStrings): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const files = [...new Set(errors.map((d) => d.file).filter((file) => file !== ''))];
  if (errors.length === 0 || files.length === 0) return strings.serveBuildFailed;
  const shown = files.slice(0, FILES_SHOWN).join(', ');
  const named = files.length > FILES_SHOWN ? `${shown}, +${files.length - FILES_SHOWN}` : shown;
  if (errors.length === 1) return fillString(strings.serveBuildFailedOne, { files: named });
  return fillString(strings.serveBuildFailedMany, { count: String(errors.length), files: named });
}
