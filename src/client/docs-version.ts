// Remembers the docs version on doc pages, under Docusaurus's key, so versioned links can prefer it.
import { PREFERRED_VERSION_STORAGE_KEY, type ClientConfig } from '../shared/client-config.ts';
import type { GuardedStorage } from './storage.ts';

/** Stores the preferred docs version when `root` holds a doc page (`[data-doc-page]`). */
export function rememberDocsVersion(
  storage: GuardedStorage,
  config: ClientConfig | undefined,
  root: ParentNode,
): void {
  const name = config?.docsVersion.name;
  if (name && root.querySelector('[data-doc-page]')) storage.set(PREFERRED_VERSION_STORAGE_KEY, name);
}
