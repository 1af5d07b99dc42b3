// Whether a site needs its components' browser bundle (one esbuild run, 100–500 ms): it does when a component is an
// island in the config, when a markdown file of the project gives a component a client: directive, or when a
// component imports CSS (the stylesheet comes from that run). A site with build-time components only skips it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MARKDOWN = /\.mdx?$/i;
// Past this many markdown files the scan would cost what the bundle does: bundle instead.
const SCAN_AT_MOST = 3000;

/** True when some markdown file under `dirs` (not node_modules, hidden folders or `skip`) may use a client: directive. */
export function markdownUsesClientDirective(dirs: readonly string[], skip: readonly string[]): boolean {
  let scanned = 0;
  const pending = [...new Set(dirs)];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const dir = pending.pop()!;
    if (seen.has(dir) || skip.includes(dir)) continue;
    seen.add(dir);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile() && MARKDOWN.test(entry.name)) {
        if (++scanned > SCAN_AT_MOST || readFileSync(full, 'utf8').includes('client:')) return true;
      }
    }
  }
  return false;
}

/** True when one of `files` (absolute; other files and missing ones are skipped) is markdown with a client: directive. */
export function filesUseClientDirective(files: readonly string[]): boolean {
  return files.some((file) => {
    if (!MARKDOWN.test(file)) return false;
    try {
      return readFileSync(file, 'utf8').includes('client:');
    } catch {
      return false;
    }
  });
}

/** True when a compiled component's inputs hold a stylesheet. */
export function importsCss(inputs: readonly string[]): boolean {
  return inputs.some((input) => /\.css$/i.test(input));
}
