// `docsgen init [dir]`: writes a starter site into a new or empty folder. Loaded only when that command runs; it needs
// none of the engine (no React, markdown or esbuild).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot, packageVersion } from '../../base/package-root.ts';
import { askQuestions, normaliseTitle, QuestionsCancelled } from '../../init/questions.ts';
import { packageNameFor, titleFor, writeScaffold } from '../../init/scaffold.ts';
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

// Entries a fresh folder may already hold: `git init` comes before the first file.
const IGNORED_ENTRIES = ['.git'];

/** Scaffolds the starter site into `dir` (default: the current folder); resolves to the exit code. */
export async function initCommand(
  dir: string | undefined,
  flags: InitFlags,
  io: InitIo = { cwd: process.cwd(), stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const target = path.resolve(io.cwd, dir ?? '.');
  const shown = path.relative(io.cwd, target) || '.';
  const refusal = await refusalFor(target, shown);
  if (refusal) {
    io.stderr.write(`${refusal}\n`);
    return EXIT.usage;
  }
  const givenTitle = flags.title === undefined ? undefined : normaliseTitle(flags.title);
  if (givenTitle === '') {
    io.stderr.write('docsgen init: --title needs some text, for example --title "My Docs".\n');
    return EXIT.usage;
  }
  let answers = { title: givenTitle ?? titleFor(path.basename(target)), blog: flags.blog };
  // Questions only for a person at a terminal: a script or CI piping into init never waits.
  if (!flags.yes && io.stdin.isTTY === true) {
    try {
      answers = await askQuestions(
        answers,
        { title: givenTitle === undefined, blog: flags.blogGiven !== true },
        io.stdin,
        io.stdout,
      );
    } catch (error) {
      if (!(error instanceof QuestionsCancelled)) throw error;
      io.stderr.write('\ndocsgen init: cancelled; nothing was written.\n');
      return EXIT.interrupted;
    }
  }
  const values = {
    title: answers.title,
    name: packageNameFor(path.basename(target)),
    version: packageVersion(),
    date: new Date().toISOString().slice(0, 10),
  };
  let files: string[];
  try {
    files = await writeScaffold(path.join(packageRoot(), 'templates', 'init'), target, values, {
      blog: answers.blog,
    });
  } catch (error) {
    io.stderr.write(`docsgen init: could not write the site into ${shown}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const install = shown === '.' ? 'npm install' : `cd ${shellQuote(shown)} && npm install`;
  io.stdout.write(
    `Created "${answers.title}" in ${shown === '.' ? 'this folder' : shown} (${files.length} files` +
      `${answers.blog ? '' : ', no blog'}). Next:\n\n  ${install}\n  npx docsgen serve\n`,
  );
  return EXIT.ok;
}

/** Why init must not write into `target`, or undefined when it is missing or empty. */
async function refusalFor(target: string, shown: string): Promise<string | undefined> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return undefined;
  if (!info.isDirectory()) {
    return `docsgen init: ${shown} is a file, not a folder. Pass the name of a new folder, for example: docsgen init my-docs`;
  }
  const entries = (await readdir(target)).filter((name) => !IGNORED_ENTRIES.includes(name)).sort();
  if (entries.length === 0) return undefined;
  const listed =
    entries.slice(0, 3).join(', ') + (entries.length > 3 ? ` and ${entries.length - 3} more` : '');
  return (
    `docsgen init: ${shown === '.' ? 'this folder' : shown} is not empty (it holds ${listed}), and init never ` +
    `overwrites files. Pass the name of a new folder, for example: docsgen init my-docs`
  );
}

/** Quotes a path for a POSIX shell when it holds anything but safe characters. */
function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
