// Shared by the init tests: streams for initCommand, and the bundled CLI as a process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { InitIo } from '../../../src/cli/commands/init.ts';

/** The repository root. */
export const repo = path.resolve(import.meta.dirname, '../../..');
/** The CLI's launcher (it runs the bundle in dist/). */
export const bin = path.join(repo, 'bin/docsgen.js');

/** initCommand's streams, with what they printed. */
export interface Captured {
  io: InitIo;
  stdin: PassThrough & { isTTY?: boolean };
  stdout: () => string;
  stderr: () => string;
  /** Resolves once stdout has printed `text`. */
  printed: (text: string) => Promise<void>;
}

/** Streams for initCommand in `cwd`; `tty` makes stdin look like a terminal. */
export function captureIo(cwd: string, tty: boolean): Captured {
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  if (tty) stdin.isTTY = true;
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  err.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const printed = (text: string): Promise<void> =>
    new Promise((resolve) => {
      const look = (): void => {
        if (!stdout.includes(text)) return;
        out.off('data', look);
        resolve();
      };
      out.on('data', look);
      setImmediate(look);
    });
  return {
    io: { cwd, stdin, stdout: out, stderr: err },
    stdin,
    stdout: () => stdout,
    stderr: () => stderr,
    printed,
  };
}

/** Runs the bundled CLI and waits for it. */
export function cli(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
