// Remembers the docs version on doc pages, under Docusaurus's key, so versioned links can prefer it.
import {
  DOCS_VERSION_META,
  PREFERRED_VERSION_STORAGE_KEY,
  type ClientConfig,
} from '../shared/client-config.ts';
import type { GuardedStorage } from './storage.ts';

/** Stores the preferred docs version when `root` holds a doc page (`[data-doc-page]`). */
export function rememberDocsVersion(
  storage: GuardedStorage,
  config: ClientConfig | undefined,
  root: ParentNode,
): void {
  const name = config && docsVersionOf(root, config);
  if (name && root.querySelector('[data-doc-page]')) storage.set(PREFERRED_VERSION_STORAGE_KEY, name);
}

/** The docs version of the page in `root` (its meta tag on versioned sites), else the site's default one. */
export function docsVersionOf(root: ParentNode, config: ClientConfig): string {
  const meta = root.querySelector<HTMLMetaElement>(`meta[name="${DOCS_VERSION_META}"]`);
  return meta?.content || config.docsVersion.name;
}
