// Writes the generated reference pages (or, with --check, fails when the committed ones differ from what the code gives).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DIR, referencePages } from './pages.ts';

/** Writes or checks the pages; returns the exit code. */
export function run(root: string, check: boolean): number {
  const stale: string[] = [];
  for (const [name, text] of referencePages(root)) {
    const file = path.join(root, REFERENCE_DIR, name);
    const same = existsSync(file) && readFileSync(file, 'utf8') === text;
    if (same) continue;
    if (check) stale.push(`${REFERENCE_DIR}/${name}`);
    else writeFileSync(file, text);
    if (!check) console.log(`wrote ${REFERENCE_DIR}/${name}`);
  }
  if (stale.length === 0) return 0;
  console.error(`out of date (run npm run docs:reference): ${stale.join(', ')}`);
  return 1;
}
