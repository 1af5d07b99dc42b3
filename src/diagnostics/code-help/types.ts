// The shape of a diagnostic code's help: what the problem is and what to do about it.
import type { DiagnosticCode } from '../codes.ts';

/** What a code means and how to fix it, as markdown text (one sentence each, lower-case start). */
export interface CodeHelp {
  /** The problem the code reports. */
  meaning: string;
  /** What to do about it. */
  fix: string;
}

/** The help of some of the codes (one file per range of the alphabet). */
export type CodeHelpPart = Partial<Record<DiagnosticCode, CodeHelp>>;
