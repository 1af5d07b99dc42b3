import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, listenOnFreePort, ServeStartError } from '../../../src/server/listen.ts';

const open: (Server | net.Server)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Holds a free port of 127.0.0.1 and resolves to it. */
async function busyPort(): Promise<number> {
  const blocker = net.createServer();
  open.push(blocker);
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return (blocker.address() as net.AddressInfo).port;
}

describe('listening', () => {
  it('refuses a busy port asked for, with the port in the message and its code', async () => {
    const port = await busyPort();
    const server = createServer();
    const error = await listen(server, port, '127.0.0.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServeStartError);
    expect((error as ServeStartError).code).toBe('EADDRINUSE');
    expect((error as ServeStartError).message).toContain(`port ${port} is already in use`);
  });

  it('takes the next free port when the default one is busy', async () => {
    const port = await busyPort();
    const server = createServer();
    open.push(server);
    const taken = await listenOnFreePort(server, port, '127.0.0.1');
    expect(taken).not.toBe(port);
    expect((server.address() as net.AddressInfo).port).toBe(taken);
  });

  it('still fails for other reasons than a busy port', async () => {
    const server = createServer();
    const error = await listenOnFreePort(server, 3000, '203.0.113.7').catch((e: unknown) => e);
    expect((error as ServeStartError).message).toMatch(/no such address/);
  });
});
