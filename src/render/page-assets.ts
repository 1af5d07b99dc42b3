// The client bundle as the pages see it: the URLs of its files and the settings the browser script reads.
import type { ResolvedConfig } from '../config/types.ts';
import type { PageAssets } from './props/chrome.ts';
import { createClientConfig } from './props/client-config.ts';
import { SEARCH_MANIFEST_PATH } from '../shared/search-protocol.ts';
import { fileHref } from '../shared/urls.ts';
import { bundleClient, type ClientBundle } from '../assets/bundle-client.ts';

/** Starts bundling (or reading) the browser code; it runs in esbuild's own process while the model is made. */
export function startClientBundle(): Promise<ClientBundle> {
  const bundle = bundleClient();
  // Awaited by the build; this only keeps a failure from counting as unhandled meanwhile.
  bundle.catch(() => undefined);
  return bundle;
}

/** What every page links to: the stylesheet, the script, the pre-paint theme script and the browser's settings. */
export function assetsOf(config: ResolvedConfig, client: ClientBundle): PageAssets {
  return {
    stylesheet: fileHref(client.stylesheet, config),
    script: fileHref(client.script, config),
    themeScript: client.themeScript,
    clientConfig: createClientConfig(config, client, SEARCH_MANIFEST_PATH),
  };
}
