// The strings the browser script shows itself, in the page's locale: the page's config names them when they are not
// the English ones. A locale change is a full page load (see navigation/swap.ts), so the page's strings hold for
// the life of the script.
import {
  CLIENT_STRINGS_EN,
  type ClientConfigWithStrings,
  type ClientStrings,
} from '../shared/client-strings.ts';
import { readClientConfig } from './config.ts';

// The page's strings, read on first use (the browser script's own state: one page, one realm).
let pageStrings: ClientStrings | undefined;

/** A string of the page's locale, with its `{name}` values filled in. */
export function uiString(
  key: keyof ClientStrings,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // Outside a page (the search engine's tests run it under Node), English.
  pageStrings ??= {
    ...CLIENT_STRINGS_EN,
    ...(typeof document === 'undefined'
      ? undefined
      : (readClientConfig() as ClientConfigWithStrings | undefined)?.strings),
  };
  return pageStrings[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
