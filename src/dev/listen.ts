import type { Server } from 'node:http';
import { formatHost } from './host-policy.ts';

/** Thrown when the server cannot start (port in use, no permission); the CLI exits 2 with the message. */
export class ServeStartError extends Error {
  /** Usage-level failure: exit code 2. */
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ServeStartError';
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
          ),
        );
      else if (error.code === 'EACCES')
        reject(new ServeStartError(`no permission to listen on ${where}; use a port above 1023 with --port`));
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(
          new ServeStartError(`cannot listen on ${where}: this machine has no such address; check --host`),
        );
      else reject(new ServeStartError(`cannot listen on ${where}: ${error.message}`));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
