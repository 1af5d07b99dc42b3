// The command-line reference: every command of the commander program (src/cli/program.ts), its arguments and flags.
import type { Command, Option } from 'commander';
import { createProgram } from '../../src/cli/program.ts';
import { capitalised, cell, generatedNotice } from './markdown.ts';

/** The guide page of each command, for what its flags cannot say. */
const GUIDES: Record<string, string> = {
  build: '../guides/building.md',
  serve: '../guides/serve.md',
  check: '../guides/check.md',
  init: '../getting-started.md',
  migrate: '../migrating/index.md',
  preview: '../guides/deploying.md#look-before-you-deploy',
  clear: '../guides/building.md#the-build-cache',
  version: '../guides/versions.md',
};

/** One flag or argument of a command, as the reference lists it. */
export interface CliEntry {
  command: string;
  flag: string;
}

/** The program as `docsgen` builds it, with help at 80 columns (as a pipe or CI sees it). */
export function program(): Command {
  const built = createProgram(() => undefined);
  built.configureHelp({ helpWidth: 80 });
  for (const command of built.commands) command.configureHelp({ helpWidth: 80 });
  return built;
}

/** Every command's flags (long names, `--no-blog` as written) and arguments (`<dir>`), for the coverage test. */
export function cliEntries(): CliEntry[] {
  const entries: CliEntry[] = [];
  const built = program();
  for (const option of built.options) entries.push({ command: '', flag: option.long ?? option.flags });
  for (const command of built.commands) {
    for (const argument of command.registeredArguments)
      entries.push({ command: command.name(), flag: argumentName(argument.name(), argument.required) });
    for (const option of command.options)
      entries.push({ command: command.name(), flag: option.long ?? option.flags });
  }
  return entries;
}

function argumentName(name: string, required: boolean): string {
  return required ? `<${name}>` : `[${name}]`;
}

function optionRow(option: Option): string {
  const notes: string[] = [];
  if (option.argChoices)
    notes.push(`one of ${option.argChoices.map((choice) => `\`${choice}\``).join(', ')}`);
  if (option.defaultValue !== undefined && !option.negate)
    notes.push(`default \`${String(option.defaultValue)}\``);
  return `| \`${cell(option.flags)}\` | ${cell(option.description)} | ${cell(notes.join('; ') || '—')} |`;
}

function commandSection(command: Command): string {
  const name = command.name();
  const rows = [
    ...command.registeredArguments.map(
      (argument) =>
        `| \`${argumentName(argument.name(), argument.required)}\` | ${cell(argument.description)} | ${argument.required ? 'required' : 'optional'} |`,
    ),
    ...command.options.map(optionRow),
    '| `-h, --help` | show the help of this command, with two examples | — |',
  ];
  return [
    `## \`docsgen ${name}\`\n`,
    `${capitalised(command.description())}. More: [the guide](${GUIDES[name] ?? '../getting-started.md'}).\n`,
    '```text',
    `docsgen ${name} ${command.usage()}`,
    '```\n',
    '| argument or flag | meaning | value |\n|---|---|---|',
    `${rows.join('\n')}\n`,
  ].join('\n');
}

/** The page `reference/cli.md`. */
export function cliPage(): string {
  const built = program();
  const parts = [
    '---\ntitle: Command line\ndescription: Every docsgen command and flag.\n---\n',
    '# Command line\n',
    generatedNotice('the commander program of `src/cli/program.ts`'),
    'Run a command with `npx docsgen <command>` in the project folder (or through the `build`, `serve` and `check` scripts of the starter site). What the exit codes mean is on [Exit codes](./exit-codes.md).\n',
    '## `docsgen --help`\n',
    '```',
    `${built.helpInformation()}\`\`\`\n`,
  ];
  for (const command of built.commands) parts.push(commandSection(command));
  return parts.join('\n');
}
