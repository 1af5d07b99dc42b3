// The monorepo a site sits in, as Vite finds it (Starlight's `?raw` imports may read its files).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The monorepo folder around `rootDir`: the nearest one up with a pnpm-workspace.yaml, or a package.json that lists workspaces. */
export function workspaceDirOf(rootDir: string): string | undefined {
  for (let dir = rootDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    try {
      if ('workspaces' in JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))) return dir;
    } catch {
      // No package.json here, or not JSON: look further up.
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
