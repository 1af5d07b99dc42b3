// Where a Starlight site keeps the images its pages show (`src/assets/`, Astro's optimised images) and the path
// aliases of its tsconfig (`"~/*": ["./src/*"]`), as docsgen's `assetsDir` and `markdown.pathAliases`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ASSETS_DIR = 'src/assets';

// A tsconfig is JSON with comments and trailing commas: both go before it is parsed (strings are kept whole).
function readJsonc(text: string): unknown {
  const bare = text
    .replace(
      /("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
      (all, quoted: string | undefined) => quoted ?? '',
    )
    .replace(
      /("(?:[^"\\]|\\.)*")|,(\s*[}\]])/g,
      (all, quoted: string | undefined, close: string | undefined) => quoted ?? close ?? all,
    );
  return JSON.parse(bare) as unknown;
}

/** The aliases of `tsconfig.json`'s `compilerOptions.paths` that name one folder (`~/*` → `src/`), by prefix. */
export function tsconfigAliases(siteDir: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = readJsonc(readFileSync(path.join(siteDir, 'tsconfig.json'), 'utf8'));
  } catch {
    return {};
  }
  const options = (parsed as { compilerOptions?: { paths?: unknown; baseUrl?: unknown } }).compilerOptions;
  const paths = options?.paths;
  if (typeof paths !== 'object' || paths === null) return {};
  const base = typeof options?.baseUrl === 'string' ? options.baseUrl : '.';
  const aliases: Record<string, string> = {};
  for (const [key, targets] of Object.entries(paths)) {
    const target = Array.isArray(targets) ? targets[0] : undefined;
    if (!key.endsWith('/*') || typeof target !== 'string' || !target.endsWith('/*')) continue;
    const dir = path.posix.normalize(path.posix.join(base, target.slice(0, -1)));
    aliases[key.slice(0, -1)] = dir.endsWith('/') ? dir : `${dir}/`;
  }
  return aliases;
}

/** The config keys that let pages show the site's `src/assets/` files, directly or through its aliases. */
export function assetSettingsOf(siteDir: string): {
  assetsDir?: string;
  pathAliases?: Record<string, string>;
} {
  const out: { assetsDir?: string; pathAliases?: Record<string, string> } = {};
  const abs = path.join(siteDir, ASSETS_DIR);
  if (existsSync(abs) && statSync(abs).isDirectory()) out.assetsDir = ASSETS_DIR;
  const aliases = tsconfigAliases(siteDir);
  if (Object.keys(aliases).length > 0) out.pathAliases = aliases;
  return out;
}
