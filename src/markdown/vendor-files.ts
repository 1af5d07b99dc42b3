import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot, runsBundled } from '../base/package-root.ts';

/*
 * Files of the npm packages docsgen reads at run time rather than bundles: Prism's grammars (loaded on demand), KaTeX's
 * stylesheet and fonts, the Mermaid browser script. The published package carries them in dist/vendor/ (one archive
 * per package, written by scripts/build-cli.mjs: `{ [path]: text }`, binary files as `base64:` text); run from the
 * sources they are read from node_modules.
 */

/** A package whose files dist/vendor/ holds. */
type VendorPackage = 'prismjs' | 'katex' | 'mermaid';

// Pure memo: each archive of the installed docsgen, parsed once per process.
const vendorArchiveMemo = new Map<string, Record<string, string> | null>();

function archiveOf(name: VendorPackage): Record<string, string> | null {
  let archive = vendorArchiveMemo.get(name);
  if (archive === undefined) {
    const file = path.join(packageRoot(), 'dist/vendor', `${name}.json`);
    archive =
      runsBundled() && existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
        : null;
    vendorArchiveMemo.set(name, archive);
  }
  return archive;
}

/** Reads `<package>/<file>` (for example `katex/dist/katex.min.css`) from dist/vendor or from node_modules. */
export function readVendorFile(name: VendorPackage, file: string): Buffer {
  const archive = archiveOf(name);
  if (archive) {
    const entry = archive[file];
    if (entry === undefined) throw new Error(`docsgen's copy of ${name} has no ${file}`);
    return entry.startsWith('base64:') ? Buffer.from(entry.slice(7), 'base64') : Buffer.from(entry, 'utf8');
  }
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file));
}
