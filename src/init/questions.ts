// The two questions `docsgen init` asks on a terminal.
import { createInterface } from 'node:readline/promises';

/** What the questions decide. */
export interface InitAnswers {
  title: string;
  blog: boolean;
}

/** Thrown when the reader presses Ctrl+C or closes the input while a question waits. */
export class QuestionsCancelled extends Error {}

/**
 * Asks the questions whose answer the command line did not give (`ask.title`, `ask.blog`); an empty answer takes the
 * default. Throws QuestionsCancelled on Ctrl+C or end of input.
 */
export async function askQuestions(
  defaults: InitAnswers,
  ask: { title: boolean; blog: boolean },
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<InitAnswers> {
  const controller = new AbortController();
  const rl = createInterface({ input, output });
  const cancel = (): void => controller.abort();
  rl.on('SIGINT', cancel).on('close', cancel);
  const question = async (text: string): Promise<string> => {
    try {
      return (await rl.question(text, { signal: controller.signal })).trim();
    } catch (error) {
      if (controller.signal.aborted) throw new QuestionsCancelled('cancelled');
      throw error;
    }
  };
  try {
    let title = defaults.title;
    if (ask.title)
      title = normaliseTitle(await question(`Site title (${defaults.title}): `)) || defaults.title;
    let blog = defaults.blog;
    while (ask.blog) {
      const answer = parseYesNo(
        await question(`Add a blog? (${defaults.blog ? 'Y/n' : 'y/N'}): `),
        defaults.blog,
      );
      if (answer !== undefined) {
        blog = answer;
        break;
      }
      output.write('Please answer y or n.\n');
    }
    return { title, blog };
  } finally {
    rl.off('close', cancel);
    rl.close();
  }
}

/** `y`/`yes` and `n`/`no` in any case; empty is the default; anything else is undefined. */
export function parseYesNo(answer: string, fallback: boolean): boolean | undefined {
  const word = answer.trim().toLowerCase();
  if (word === '') return fallback;
  if (word === 'y' || word === 'yes') return true;
  if (word === 'n' || word === 'no') return false;
  return undefined;
}

/** A title on one line: runs of white space and control characters become one space. */
export function normaliseTitle(title: string): string {
  return title.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}
