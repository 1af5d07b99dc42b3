// What `docsgen init` and `npm create docsgen` both do: refuse a folder that holds files, settle the title and the
// blog (from the flags, then the questions at a terminal), and write the starter site with a `docsgen` dependency on
// the version given. The commands around it print the messages and set the exit code.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { askQuestions, normaliseTitle, QuestionsCancelled } from './questions.ts';
import { packageNameFor, titleFor, writeScaffold } from './scaffold.ts';
import { STARTER_TEMPLATES, type StarterTemplate } from './templates.ts';

/** What the command line said. */
export interface CreateSiteOptions {
  /** The folder to write into, relative to `cwd` (default: `cwd` itself). */
  dir: string | undefined;
  /** Ask no questions. */
  yes: boolean;
  title: string | undefined;
  /** `false` with `--no-blog`. */
  blog: boolean;
  /** Whether `--no-blog` was given (then the blog question is not asked). */
  blogGiven: boolean;
  /** A name of STARTER_TEMPLATES (default `default`). */
  template: string | undefined;
  /** The docsgen version the site's `package.json` depends on (as `^<version>`). */
  docsgenVersion: string;
  /** The folder holding `templates/` (docsgen's package, or create-docsgen's). */
  templatesRoot: string;
}

/** Where the questions are read and asked. */
export interface CreateSiteIo {
  cwd: string;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
}

/** A site written, or why not (`usage`: nothing was written; `cancelled`: the reader stopped at a question). */
export type CreateSiteResult =
  | { kind: 'written'; target: string; shown: string; title: string; blog: boolean; files: string[] }
  | { kind: 'usage'; message: string }
  | { kind: 'cancelled' };

// Entries a fresh folder may already hold: `git init` comes before the first file.
const IGNORED_ENTRIES = ['.git'];

/** How messages name the command: `docsgen init`, and how to run it for a new folder (`docsgen init my-docs`). */
export interface CommandNames {
  command: string;
  example: string;
}

/** Settles the answers and writes the starter site. */
export async function createSite(
  options: CreateSiteOptions,
  io: CreateSiteIo,
  names: CommandNames,
): Promise<CreateSiteResult> {
  const { command } = names;
  const template = Object.hasOwn(STARTER_TEMPLATES, options.template ?? 'default')
    ? STARTER_TEMPLATES[(options.template ?? 'default') as StarterTemplate]
    : undefined;
  if (!template) {
    return {
      kind: 'usage',
      message: `${command}: there is no template "${options.template}"; the templates are ${Object.keys(STARTER_TEMPLATES).join(', ')}.`,
    };
  }
  const target = path.resolve(io.cwd, options.dir ?? '.');
  const shown = path.relative(io.cwd, target) || '.';
  const refusal = await refusalFor(target, shown, names);
  if (refusal) return { kind: 'usage', message: refusal };
  const givenTitle = options.title === undefined ? undefined : normaliseTitle(options.title);
  if (givenTitle === '') {
    return { kind: 'usage', message: `${command}: --title needs some text, for example --title "My Docs".` };
  }
  let answers = { title: givenTitle ?? titleFor(path.basename(target)), blog: options.blog };
  // Questions only for a person at a terminal: a script or CI piping into the command never waits.
  if (!options.yes && io.stdin.isTTY === true) {
    try {
      answers = await askQuestions(
        answers,
        { title: givenTitle === undefined, blog: !options.blogGiven },
        io.stdin,
        io.stdout,
      );
    } catch (error) {
      if (error instanceof QuestionsCancelled) return { kind: 'cancelled' };
      throw error;
    }
  }
  const values = {
    title: answers.title,
    name: packageNameFor(path.basename(target)),
    version: options.docsgenVersion,
    date: new Date().toISOString().slice(0, 10),
  };
  try {
    const files = await writeScaffold(path.join(options.templatesRoot, template), target, values, {
      blog: answers.blog,
    });
    return { kind: 'written', target, shown, title: answers.title, blog: answers.blog, files };
  } catch (error) {
    return {
      kind: 'usage',
      message: `${command}: could not write the site into ${shown}: ${(error as Error).message}`,
    };
  }
}

/** Why nothing may be written into `target`, or undefined when it is missing or empty. */
async function refusalFor(
  target: string,
  shown: string,
  { command, example }: CommandNames,
): Promise<string | undefined> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return undefined;
  if (!info.isDirectory()) {
    return `${command}: ${shown} is a file, not a folder. Pass the name of a new folder, for example: ${example}`;
  }
  const entries = (await readdir(target)).filter((name) => !IGNORED_ENTRIES.includes(name)).sort();
  if (entries.length === 0) return undefined;
  const listed =
    entries.slice(0, 3).join(', ') + (entries.length > 3 ? ` and ${entries.length - 3} more` : '');
  return (
    `${command}: ${shown === '.' ? 'this folder' : shown} is not empty (it holds ${listed}), and ${command} never ` +
    `overwrites files. Pass the name of a new folder, for example: ${example}`
  );
}

/** Quotes a path for a POSIX shell when it holds anything but safe characters. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
