import type { Server } from 'node:http';
import { formatHost } from './host-policy.ts';

/** Thrown when the server cannot start (port in use, no permission); the CLI exits 2 with the message. */
export class ServeStartError extends Error {
  /** Usage-level failure: exit code 2. */
  readonly exitCode = 2;
  /** The system's error code (`EADDRINUSE` for a port in use). */
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ServeStartError';
    this.code = code;
  }
}

/** Starts listening; resolves with the port (the one picked when 0 was asked), or rejects with a ServeStartError. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      const where = `${formatHost(host)}:${port}`;
      if (error.code === 'EADDRINUSE')
        reject(
          new ServeStartError(
            `port ${port} is already in use on ${host}; stop the other server or pass --port <number> (0 picks a free port)`,
            error.code,
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new ServeStartError(
            `no permission to listen on ${where}; use a port above 1023 with --port`,
            error.code,
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(
          new ServeStartError(
            `cannot listen on ${where}: this machine has no such address; check --host`,
            error.code,
          ),
        );
      else reject(new ServeStartError(`cannot listen on ${where}: ${error.message}`, error.code));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** serve's port when none is given. */
export const DEFAULT_PORT = 3000;

// Ports tried after the default one before any free port will do.
const NEXT_PORTS_TRIED = 10;

/**
 * Listens on the port asked for (that port or a ServeStartError), or without one on the default port or, when that is
 * busy, the next free one; `note` says so for the start line.
 */
export async function listenOn(
  server: Server,
  port: number | undefined,
  host: string,
): Promise<{ port: number; note: string }> {
  if (port !== undefined) return { port: await listen(server, port, host), note: '' };
  const taken = await listenOnFreePort(server, DEFAULT_PORT, host);
  return { port: taken, note: taken === DEFAULT_PORT ? '' : `port ${DEFAULT_PORT} is busy; ` };
}

/**
 * Listens on `port`, or when it is in use on the next free one above it (then on any free port): for the default
 * port, which the user did not ask for. Other failures reject as `listen` does.
 */
export async function listenOnFreePort(server: Server, port: number, host: string): Promise<number> {
  for (let next = port; ; next++) {
    const tooFar = next - port >= NEXT_PORTS_TRIED || next > 65535;
    try {
      return await listen(server, tooFar ? 0 : next, host);
    } catch (error) {
      if (tooFar || !(error instanceof ServeStartError) || error.code !== 'EADDRINUSE') throw error;
    }
  }
}
