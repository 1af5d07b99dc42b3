// `docsgen build | head -1`: once the reader is gone, a write to stdout or stderr fails with EPIPE, emitted as an
// 'error' event that, unheard, ends the process with a stack trace and exit 1 in the middle of a good build.
/**
 * Makes a closed stdout or stderr drop what is written to it: the command runs on and exits with its own code. Any other
 * error of the streams is thrown as before.
 */
export function quietOnBrokenPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}
