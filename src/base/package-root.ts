import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Pure memo: where docsgen's own package lies does not change while the process runs.
let packageRootMemo: string | undefined;

/** True when running from the bundle in dist/ (not from the TypeScript sources, as under tests). */
export function runsBundled(): boolean {
  return !fileURLToPath(import.meta.url).endsWith('.ts');
}

/** The folder of docsgen's own package.json (works from `src/` under tests and from the bundled `dist/`). */
export function packageRoot(): string {
  if (packageRootMemo) return packageRootMemo;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen'
    ) {
      return (packageRootMemo = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docsgen: cannot find its own package.json');
    dir = parent;
  }
}

/** docsgen's version from its package.json. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;
}
