// `docsgen serve` stops when asked, whatever it is doing: in the middle of a rebuild it exits with 0 and reports nothing
// of the rebuild it cut short, and when something it waits for never ends it exits all the same. The rebuild is held
// at a known point by a config file that waits before it exports (top-level await): the signal arrives while serve
// reloads it.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, ensureCli, removeCopies, startServe, type ServeProcess } from './harness.ts';

beforeAll(() => ensureCli());
afterAll(removeCopies);

let server: ServeProcess | undefined;
afterEach(async () => {
  if (server?.child.exitCode === null) await server.stop();
});

/** Starts serve on a fresh copy, makes its config wait `ms` when it is next loaded, and waits for that reload. */
async function serveReloadingFor(ms: number): Promise<ServeProcess> {
  const site = await copyFixture('serve-basic');
  server = await startServe(site, ['--verbose']);
  await server.waitForOutput(/built \d+ pages in/);
  await appendFile(
    path.join(site, 'docsgen.config.ts'),
    `await new Promise((resolve) => setTimeout(resolve, ${ms}));\n`,
  );
  await server.waitForOutput(/seen: rebuilding$/m);
  return server;
}

/** Sends `signal`; resolves to serve's exit code and what it printed after the signal. */
async function stopWith(
  running: ServeProcess,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; after: string }> {
  const before = running.output().length;
  const exited = new Promise<number | null>((resolve) => running.child.once('close', resolve));
  running.child.kill(signal);
  const code = await exited;
  return { code, after: running.output().slice(before) };
}

describe('docsgen serve, stopped', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`exits with 0 on ${signal} in the middle of a rebuild, and does not report that rebuild`, async () => {
      const { code, after } = await stopWith(await serveReloadingFor(400), signal);
      expect(code).toBe(0);
      // Neither the site it no longer serves ("rebuilt") nor the build it stopped itself ("build failed").
      expect(after).not.toMatch(/rebuilt \d+ pages|build failed|crashed/);
      // It ended on its own, not by the deadline below.
      expect(after).not.toContain('after stopping');
    }, 60_000);
  }

  it('exits with 0 when what it waits for never ends, and names what was still open', async () => {
    const { code, after } = await stopWith(await serveReloadingFor(600_000), 'SIGINT');
    expect(code).toBe(0);
    expect(after).toMatch(/serve still had .*Timeout.* open 1000 ms after stopping; exiting/);
  }, 60_000);
});
