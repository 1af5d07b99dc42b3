import { CommanderError } from 'commander';
import { EXIT } from './commands/exit-codes.ts';
import { createProgram } from './program.ts';

export { EXIT };

/** Runs the CLI with the given arguments and resolves to the exit code (never calls process.exit). */
export async function runCli(argv: string[]): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = createProgram((code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return exitCodeOfParseError(error);
    throw error;
  }
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT.usage;
  }
  return exitCode;
}

/** Help and version end the run well; every other parse problem is a usage error. */
function exitCodeOfParseError(error: CommanderError): number {
  if (
    error.code === 'commander.helpDisplayed' ||
    error.code === 'commander.version' ||
    error.code === 'commander.help'
  )
    return EXIT.ok;
  // commander.executeSubCommandAsync etc. never happen here.
  return EXIT.usage;
}
