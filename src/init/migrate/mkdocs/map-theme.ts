// The `theme` of mkdocs.yml: its palette as docsgen's colour mode, and a note for what docsgen's theme does not take.
import { isRecord, type NoteSink } from '../notes.ts';

const THEME_KEPT = ['name', 'palette', 'logo', 'favicon', 'features', 'language'];

/** The colour mode of a Material `palette` (one scheme, or a list with a toggle), undefined when it sets none. */
export function colorModeOf(palette: unknown, sink: NoteSink): Record<string, unknown> | undefined {
  const schemes = (Array.isArray(palette) ? palette : [palette]).filter(isRecord);
  if (schemes.length === 0) return undefined;
  for (const key of ['primary', 'accent']) {
    const colours = [...new Set(schemes.flatMap((s) => (s[key] === undefined ? [] : [String(s[key])])))];
    if (colours.length > 0)
      sink.note(`theme.palette.${key} (${colours.join(', ')}: docsgen's colours are set in custom CSS)`);
  }
  const first = schemes[0]!;
  const mode: Record<string, unknown> = { defaultMode: first.scheme === 'slate' ? 'dark' : 'light' };
  if (schemes.length === 1) mode.disableSwitch = true;
  if (schemes.some((s) => typeof s.media === 'string' && s.media.includes('prefers-color-scheme')))
    mode.respectPrefersColorScheme = true;
  return mode;
}

/** Notes the theme's keys and features docsgen's theme has no counterpart for. */
export function noteThemeKeys(theme: Record<string, unknown>, sink: NoteSink): void {
  if (theme.name !== undefined && theme.name !== 'material')
    sink.note(`theme.name ${String(theme.name)} (docsgen uses its own theme)`);
  for (const key of Object.keys(theme))
    if (!THEME_KEPT.includes(key) && key !== 'custom_dir')
      sink.note(`theme.${key} (docsgen's theme has no such setting)`);
  if (theme.custom_dir !== undefined)
    sink.note(`theme.custom_dir ${String(theme.custom_dir)} (template overrides: use theme.components)`);
}
