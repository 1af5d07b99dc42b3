// An island's props as the build wrote them: JSON, read without prototype keys (the build refuses them too).
const REFUSED = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses the JSON of `data-props`, dropping `__proto__`, `constructor` and `prototype` keys at any depth. */
export function parseProps(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json, (key, item: unknown) => (REFUSED.has(key) ? undefined : item));
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
