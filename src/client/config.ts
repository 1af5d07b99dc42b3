// Reads the runtime settings the build embeds in the page.
import type { ClientConfig } from '../shared/client-config.ts';

/** The parsed `#docsgen-config` JSON, or `undefined` when it is missing or malformed. */
export function readClientConfig(doc: Document = document): ClientConfig | undefined {
  const element = doc.getElementById('docsgen-config');
  if (!element?.textContent) return undefined;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return value && typeof value === 'object' ? (value as ClientConfig) : undefined;
  } catch {
    return undefined;
  }
}
