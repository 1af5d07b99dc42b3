/** The content stage: scan the content folder, then read and validate each file's front matter. */
export { scanContent, type ScanOptions } from './scan.ts';
export { loadSources, decodeUtf8 } from './load.ts';
export { parseSource } from './frontmatter.ts';
export { parseCategory } from './categories.ts';
export { stripNumberPrefix, findUnsafeNameProblem } from './names.ts';
export { findSlugProblem, findIdProblem } from '../shared/safe-path.ts';
export type * from './types.ts';
