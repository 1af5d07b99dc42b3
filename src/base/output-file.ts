// A file a stage makes for the output (pages, feeds, search index, client bundle), and the hash that names the files
// a browser may cache for good. Every stage that makes files and the writers that write them share this type.
import { createHash } from 'node:crypto';

/** A file produced by a build stage, to be written into the output. */
export interface OutputFile {
  /** Output-relative path with forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

/** Content hash used in asset file names. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}
