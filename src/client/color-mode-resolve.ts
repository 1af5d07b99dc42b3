// Which colour mode a page starts in: shared by the pre-paint script and the main script.

/** The `<html>` data attributes the colour-mode logic reads. */
export interface ColorModeData {
  defaultTheme?: string | undefined;
  respectPrefers?: string | undefined;
  disableSwitch?: string | undefined;
}

/** The system colour scheme query, or `null` where matchMedia is missing. */
export function darkSchemeQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
}

/** The starting mode: the stored choice, else the system preference when respected, else the default. */
export function initialColorMode(data: ColorModeData, stored: string | null): 'light' | 'dark' {
  if (stored === 'light' || stored === 'dark') {
    if (data.disableSwitch !== 'true') return stored;
  }
  if (data.respectPrefers === 'true') {
    const query = darkSchemeQuery();
    if (query) return query.matches ? 'dark' : 'light';
  }
  return data.defaultTheme === 'dark' ? 'dark' : 'light';
}
