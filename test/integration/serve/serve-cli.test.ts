// `docsgen serve` start-up as a process (RELIABILITY §5.8): port in use, a non-loopback host, bad flags and config.
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, copyFixture, ensureCli, LONG, rawGet, removeCopies, startServe } from './harness.ts';

beforeAll(() => ensureCli(), 120_000);
afterAll(removeCopies);

/** Runs the CLI to its end and resolves to its exit code and output. */
function run(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('docsgen serve start-up', () => {
  it(
    'exits 2 with a clear message when the port is in use',
    async () => {
      const site = await copyFixture('serve-basic');
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as net.AddressInfo).port;
      try {
        const result = await run(['serve', '--port', String(port)], site);
        expect(result.code).toBe(2);
        expect(result.output).toContain(`port ${port} is already in use`);
        expect(result.output).toContain('--port');
      } finally {
        blocker.close();
      }
    },
    LONG,
  );

  it(
    'takes the next free port when the default port 3000 is busy and says so; --port 3000 keeps the error',
    async () => {
      const site = await copyFixture('serve-basic');
      // 3000 is busy either way: held here, or already held by another program on this machine.
      const blocker = net.createServer();
      await new Promise<void>((resolve) => {
        blocker.once('error', () => resolve());
        blocker.listen(3000, '127.0.0.1', resolve);
      });
      try {
        const server = await startServe(site, [], { defaultPort: true });
        try {
          expect(server.port).not.toBe(3000);
          expect(server.output()).toMatch(
            new RegExp(
              `Serving Serve basic at http://127\\.0\\.0\\.1:${server.port}/ \\(port 3000 is busy; `,
            ),
          );
          expect((await rawGet(server.port, '/docs/guide/first')).status).toBe(200);
        } finally {
          await server.stop();
        }
        const explicit = await run(['serve', '--port', '3000'], site);
        expect(explicit.code).toBe(2);
        expect(explicit.output).toContain('port 3000 is already in use');
        expect(explicit.output).not.toContain('Serving');
      } finally {
        blocker.close();
      }
    },
    LONG * 2,
  );

  it(
    'exits 2 on a bad port, an invalid config, or a missing content folder',
    async () => {
      const site = await copyFixture('serve-basic');
      expect((await run(['serve', '--port', 'eighty'], site)).code).toBe(2);
      expect((await run(['serve', '--port', '70000'], site)).code).toBe(2);

      const noContent = await copyFixture('serve-basic');
      await rm(path.join(noContent, 'content'), { recursive: true });
      const missing = await run(['serve', '--port', '0'], noContent);
      expect(missing.code).toBe(2);
      expect(missing.output).toContain('content folder not found');

      await writeFile(
        path.join(site, 'docsgen.config.ts'),
        "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 3 });\n",
      );
      const invalid = await run(['serve', '--port', '0'], site);
      expect(invalid.code).toBe(2);
      expect(invalid.output).toMatch(/docsgen\.config\.ts:\d+:\d+ {2}error/);
    },
    LONG * 2,
  );

  it(
    'warns when listening beyond loopback, and still checks the Host header',
    async () => {
      const site = await copyFixture('serve-basic');
      const server = await startServe(site, ['--host', '0.0.0.0']);
      try {
        expect(server.output()).toMatch(/warning: listening on 0\.0\.0\.0, not only on this machine/);
        expect(server.url).toMatch(/^http:\/\/localhost:\d+\/$/);
        expect((await rawGet(server.port, '/docs/guide/first', `localhost:${server.port}`)).status).toBe(200);
        expect((await rawGet(server.port, '/docs/guide/first', `evil.example:${server.port}`)).status).toBe(
          403,
        );
      } finally {
        await server.stop();
      }
    },
    LONG * 2,
  );
});
