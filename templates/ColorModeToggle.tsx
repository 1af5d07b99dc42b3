// The colour-mode switch; the browser script keeps its label in step with `data-theme`.
import type { JSX } from 'react';
import { MoonIcon, SunIcon } from './icons.tsx';
import { cachedMarkup } from './markup-cache.ts';
import { fillString } from '../src/shared/fill-string.ts';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';

/** The toggle's accessible name for a colour mode, in the page's words. */
export function colorModeLabel(mode: 'light' | 'dark', strings: ColorModeStrings = en): string {
  return fillString(strings.colorModeToggle, {
    mode: mode === 'light' ? strings.colorModeLight : strings.colorModeDark,
  });
}

/** The strings the toggle reads. */
export type ColorModeStrings = Pick<ThemeStrings, 'colorModeToggle' | 'colorModeLight' | 'colorModeDark'>;

// The English words, for a toggle rendered without a page's strings (a site's own component).
const en: ColorModeStrings = {
  colorModeToggle: 'Switch between dark and light mode (currently {mode} mode)',
  colorModeLight: 'light',
  colorModeDark: 'dark',
};

/** The colour-mode toggle button; both icons are rendered and CSS shows the one for the current mode. */
export function ColorModeToggle(props: {
  defaultMode: 'light' | 'dark';
  className?: string;
  strings?: ColorModeStrings;
}): JSX.Element {
  const label = colorModeLabel(props.defaultMode, props.strings);
  return (
    <button
      type="button"
      className={props.className ? `color-mode-toggle ${props.className}` : 'color-mode-toggle'}
      aria-label={label}
      title={label}
      data-color-mode-toggle=""
      dangerouslySetInnerHTML={{ __html: cachedMarkup(ColorModeIcons, {}) }}
    />
  );
}

/** Both icons of the toggle (rendered once). */
function ColorModeIcons(): JSX.Element {
  return (
    <>
      <MoonIcon className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <SunIcon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
    </>
  );
}
