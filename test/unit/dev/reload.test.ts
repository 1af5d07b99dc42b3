import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { injectReloadClient, RELOAD_CLIENT_SOURCE } from '../../../src/dev/reload-client.ts';
import { ReloadHub } from '../../../src/dev/reload-hub.ts';
import { describeFailure } from '../../../src/dev/rebuilder.ts';
import { createDiagnostic } from '../../../src/diagnostics.ts';

describe('injectReloadClient', () => {
  it('puts an external script before the last </body> of documents only', () => {
    expect(injectReloadClient('<html><body><p>x</p></body></html>', 'ab-1')).toBe(
      '<html><body><p>x</p><script src="/__docsgen/client.js?build=ab-1" defer></script></body></html>',
    );
    // Fragments the page fetches and inserts itself (large sidebars) stay as they are.
    expect(injectReloadClient('<ul class="menu__list"></ul>', 'b')).toBe('<ul class="menu__list"></ul>');
  });

  it('builds the crash view with textContent and a Try again button, and never uses innerHTML or eval', () => {
    expect(RELOAD_CLIENT_SOURCE).toContain("title.textContent = 'This page crashed.'");
    expect(RELOAD_CLIENT_SOURCE).toContain('text.textContent = message');
    expect(RELOAD_CLIENT_SOURCE).toContain("button.textContent = 'Try again'");
    expect(RELOAD_CLIENT_SOURCE).not.toMatch(/innerHTML|eval\(|new Function/);
    // The source must be valid script.
    expect(() => new Function(RELOAD_CLIENT_SOURCE)).not.toThrow();
  });
});

describe('describeFailure', () => {
  it('lists the errors as file:line:col, capped', () => {
    const errors = Array.from({ length: 25 }, (_, i) =>
      createDiagnostic(
        'error',
        'frontmatter-yaml',
        `content/docs/p${String(i).padStart(2, '0')}.md`,
        'bad',
        2,
        1,
      ),
    );
    const text = describeFailure(
      [createDiagnostic('warning', 'broken-link', 'a.md', 'warn'), ...errors],
      'fallback',
    );
    expect(text.split('\n')[0]).toBe('content/docs/p00.md:2:1  error  frontmatter-yaml  bad');
    expect(text.split('\n')).toHaveLength(21);
    expect(text).toContain('… and 5 more errors');
    expect(describeFailure([], 'fallback')).toBe('fallback');
  });
});

describe('ReloadHub', () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  async function connect(
    hub: ReloadHub,
  ): Promise<{ chunks: string[]; res: http.IncomingMessage; close: () => void }> {
    server = http.createServer((_, res) => hub.attach(res, { 'X-Content-Type-Options': 'nosniff' }));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    return new Promise((resolve) => {
      const req = http.get({ port, host: '127.0.0.1', path: '/', agent: false }, (res) => {
        const chunks: string[] = [];
        res.setEncoding('utf8');
        res.on('data', (c: string) => chunks.push(c));
        resolve({ chunks, res, close: () => req.destroy() });
      });
    });
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };

  it('greets with the state, then sends reload and error events', async () => {
    const hub = new ReloadHub();
    hub.reload('s-1');
    const client = await connect(hub);
    expect(client.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await until(() => client.chunks.join('').includes('event: hello'));
    expect(client.chunks.join('')).toContain('data: {"build":"s-1","error":null}');
    hub.error('content/a.md:1:1  error  x  broken');
    hub.reload('s-2');
    await until(() => client.chunks.join('').includes('"s-2"'));
    expect(client.chunks.join('')).toContain(
      'event: error\ndata: {"message":"content/a.md:1:1  error  x  broken"}\n\n',
    );
    expect(hub.size).toBe(1);
    client.close();
    await until(() => hub.size === 0);
    hub.close();
  });

  it('refuses connections over the limit with 503', async () => {
    const hub = new ReloadHub({ maxClients: 1 });
    const first = await connect(hub);
    const port = (server!.address() as { port: number }).port;
    const status = await new Promise<number>((resolve) =>
      http.get({ port, host: '127.0.0.1', agent: false }, (res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(503);
    first.close();
    hub.close();
  });
});
