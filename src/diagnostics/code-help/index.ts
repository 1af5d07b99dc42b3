// Every diagnostic code's help, by code. Typed as a record of every code, so a code added to the registry without its
// help does not compile; the diagnostics reference of the docs site is generated from this (scripts/docs-reference/).
// Only the docs generator and tests import it: the CLI never loads this text.
import type { DiagnosticCode } from '../codes.ts';
import type { CodeHelp } from './types.ts';
import { AUTHORS_TO_EMBED } from './authors-to-embed.ts';
import { FILE_TO_INVALID } from './file-to-invalid.ts';
import { LAST_UPDATE_TO_MISSING } from './last-update-to-missing.ts';
import { NAVBAR_TO_VERSIONS } from './navbar-to-versions.ts';

export type { CodeHelp } from './types.ts';

/** The help of every code of the registry. */
export const CODE_HELP: Readonly<Record<DiagnosticCode, CodeHelp>> = {
  ...AUTHORS_TO_EMBED,
  ...FILE_TO_INVALID,
  ...LAST_UPDATE_TO_MISSING,
  ...NAVBAR_TO_VERSIONS,
};
