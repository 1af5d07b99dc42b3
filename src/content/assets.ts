import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { errorCode } from './walk.ts';

/** Output folder of the files that live beside the content (images, downloads), each under a content-hashed name. */
export const CONTENT_ASSETS_DIR = 'assets/files';

/** A file beside the markdown of docs, pages or the blog (not markdown itself), and where the output keeps it. */
export interface ContentAsset {
  /** Path inside the content folder (`docs/guide/img/a.png`), forward slashes, NFC. */
  relPath: string;
  absPath: string;
  /** Path inside the output folder: `assets/files/<name>.<hash>.<ext>`. */
  outputPath: string;
}

// Letters, digits, `-` and `_` stay; anything else in a name becomes `-`, so every output name is a plain URL segment.
const UNPLAIN = /[^\p{L}\p{N}_-]+/gu;

/** The output path of an asset's bytes: the same bytes under the same name give the same path (copied once). */
export function contentAssetOutputPath(relPath: string, bytes: Uint8Array): string {
  const base = path.posix.basename(relPath);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(UNPLAIN, '-').replace(/^-+|-+$/g, '') || 'file';
  const ext =
    dot > 0
      ? base
          .slice(dot + 1)
          .toLowerCase()
          .replace(UNPLAIN, '')
      : '';
  const digest = hash('sha256', bytes, 'hex').slice(0, 12);
  return `${CONTENT_ASSETS_DIR}/${stem}.${digest}${ext ? `.${ext}` : ''}`;
}

/** Reads and names the files found beside the content; a file that cannot be read is skipped with a diagnostic. */
export function readContentAssets(files: readonly { relPath: string; absPath: string; file: string }[]): {
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
} {
  const assets: ContentAsset[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const f of files) {
    try {
      const outputPath = contentAssetOutputPath(f.relPath, readFileSync(f.absPath));
      assets.push({ relPath: f.relPath, absPath: f.absPath, outputPath });
    } catch (error) {
      const code = errorCode(error);
      const message =
        code === 'ENOENT'
          ? 'file was removed while the content folder was scanned; it is skipped'
          : `cannot read this file (${code}); fix its permissions or move it out of the content folder`;
      diagnostics.push(
        createDiagnostic(code === 'ENOENT' ? 'warning' : 'error', 'file-unreadable', f.file, message),
      );
    }
  }
  return { assets, diagnostics };
}
