// `docsgen init [dir]`: writes a starter site into a new or empty folder. Loaded only when that command runs; it needs
// none of the engine (no React, markdown or esbuild). `npm create docsgen` (packages/create-docsgen/) shares the work.
import path from 'node:path';
import { packageRoot, packageVersion } from '../../base/package-root.ts';
import { createSite, shellQuote } from '../../init/create-site.ts';
import { EXIT } from './exit-codes.ts';

/** The flags of `docsgen init`, as commander parses them. */
export interface InitFlags {
  yes?: boolean;
  title?: string;
  /** `false` with `--no-blog`. */
  blog: boolean;
  /** Whether `--no-blog` was given (then the blog question is not asked). */
  blogGiven?: boolean;
}

/** Where init reads answers and writes messages; the process's own streams by default. */
export interface InitIo {
  cwd: string;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/**
 * Scaffolds the starter site into `dir` (default: the current folder), depending on the running docsgen's own
 * version; resolves to the exit code.
 */
export async function initCommand(
  dir: string | undefined,
  flags: InitFlags,
  io: InitIo = { cwd: process.cwd(), stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const result = await createSite(
    {
      dir,
      yes: flags.yes === true,
      title: flags.title,
      blog: flags.blog,
      blogGiven: flags.blogGiven === true,
      template: undefined,
      docsgenVersion: packageVersion(),
      templatesRoot: path.join(packageRoot(), 'templates'),
    },
    io,
    { command: 'docsgen init', example: 'docsgen init my-docs' },
  );
  if (result.kind === 'usage') {
    io.stderr.write(`${result.message}\n`);
    return EXIT.usage;
  }
  if (result.kind === 'cancelled') {
    io.stderr.write('\ndocsgen init: cancelled; nothing was written.\n');
    return EXIT.interrupted;
  }
  const { shown } = result;
  const install = shown === '.' ? 'npm install' : `cd ${shellQuote(shown)} && npm install`;
  io.stdout.write(
    `Created "${result.title}" in ${shown === '.' ? 'this folder' : shown} (${result.files.length} files` +
      `${result.blog ? '' : ', no blog'}). Next:\n\n  ${install}\n  npx docsgen serve\n`,
  );
  return EXIT.ok;
}
