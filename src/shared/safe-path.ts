const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

// Decodes up to three layers of percent-encoding so `%252e%252e` is seen as `..` too; bad escapes stop the loop.
function decodeLayers(text: string): string[] {
  const layers = [text];
  let current = text;
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      layers.push(next);
      current = next;
    } catch {
      break;
    }
  }
  return layers;
}

/** Describes why a front matter `slug` (or category slug) is unsafe, or `undefined` when it is a safe URL path. */
export function findSlugProblem(slug: string): string | undefined {
  if (slug.trim() === '') return 'is empty';
  if (slug !== slug.trim()) return 'starts or ends with spaces';
  for (const layer of decodeLayers(slug)) {
    if (layer.includes('\0')) return 'contains a NUL character';
    if (CONTROL.test(layer)) return 'contains a control character';
    if (layer.includes('\\')) return 'contains a backslash (use "/" between segments)';
    if (layer.split('/').includes('..')) return 'contains a ".." segment, which could leave the site folder';
  }
  if (/%2e%2e|%2e\.|\.%2e/i.test(slug)) return 'contains an encoded ".." segment';
  if (/%(2f|5c|00)/i.test(slug)) return 'contains an encoded "/", "\\" or NUL';
  if (slug.includes(':')) return 'contains ":" (a slug is a path inside the site, not a URL)';
  if (slug.startsWith('//')) return 'starts with "//", which browsers read as another host';
  if (slug.includes('//')) return 'contains an empty segment ("//")';
  if (/[?#]/.test(slug)) return 'contains "?" or "#" (a slug is a path, not a query or anchor)';
  return undefined;
}

/** Describes why a front matter `id` is unusable, or `undefined` when it is fine. */
export function findIdProblem(id: string): string | undefined {
  if (id.trim() === '') return 'is empty';
  if (id.includes('/')) return 'contains "/" (an id names one file; use slug to change the URL)';
  if (id.includes('\\')) return 'contains a backslash';
  if (id.includes('..')) return 'contains ".."';
  if (CONTROL.test(id)) return 'contains a control character';
  if (/[?#%]/.test(id)) return 'contains "?", "#" or "%"';
  return undefined;
}
