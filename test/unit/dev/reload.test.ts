import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { injectReloadClient, RELOAD_CLIENT_SOURCE } from '../../../src/dev/reload-client.ts';
import { ReloadHub } from '../../../src/dev/reload-hub.ts';
import { describeFailure } from '../../../src/dev/rebuilder.ts';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';

/** Runs the reload client against a stand-in DOM, sends it a failed build, and reads the overlay it draws. */
function showError(
  message: string,
  pageConfig: string | undefined,
  heading?: string,
): { title: string; message: string; retry: string } {
  type Fake = { tag: string; textContent: string; children: Fake[]; style: Record<string, string> } & Record<
    string,
    unknown
  >;
  const make = (tag: string): Fake => ({
    tag,
    textContent: '',
    children: [],
    style: {},
    setAttribute() {},
    addEventListener() {},
    remove() {},
    append(...nodes: Fake[]) {
      for (const node of nodes) this.children.push(node);
    },
  });
  const body = make('body');
  const listeners = new Map<string, (event: { data: string }) => void>();
  const document = {
    currentScript: null,
    body,
    createElement: make,
    getElementById: (id: string) =>
      id === 'docsgen-config' && pageConfig !== undefined ? { textContent: pageConfig } : null,
  };
  class FakeEventSource {
    addEventListener(type: string, listener: (event: { data: string }) => void): void {
      listeners.set(type, listener);
    }
  }
  const run = new Function(
    'document',
    'location',
    'navigator',
    'EventSource',
    'BroadcastChannel',
    RELOAD_CLIENT_SOURCE,
  );
  run(document, { href: 'http://127.0.0.1/', reload() {} }, {}, FakeEventSource, undefined);
  listeners.get('error')!({ data: JSON.stringify({ message, title: heading }) });
  const overlay = body.children[0]!;
  const [title, text, button] = overlay.children;
  return { title: title!.textContent, message: text!.textContent, retry: button!.textContent };
}

describe('injectReloadClient', () => {
  it('puts an external script before the last </body> of documents only', () => {
    expect(injectReloadClient('<html><body><p>x</p></body></html>', 'ab-1')).toBe(
      '<html><body><p>x</p><script src="/__docsgen/client.js?build=ab-1" defer></script></body></html>',
    );
    // Fragments the page fetches and inserts itself (large sidebars) stay as they are.
    expect(injectReloadClient('<ul class="menu__list"></ul>', 'b')).toBe('<ul class="menu__list"></ul>');
  });

  it('builds the overlay with textContent and a Try again button, and never uses innerHTML or eval', () => {
    expect(showError('Broken <b>', undefined, 'Build failed: 1 error in content/<b>.md')).toEqual({
      title: 'Build failed: 1 error in content/<b>.md',
      message: 'Broken <b>',
      retry: 'Try again',
    });
    // A failed build is never called a crashed page, even with no heading sent.
    expect(showError('Broken', undefined).title).toBe('The site could not be built');
    expect(RELOAD_CLIENT_SOURCE).not.toMatch(/innerHTML|eval\(|new Function/);
  });

  it("writes the overlay's button in the page's words when the page's config names them", () => {
    const config = JSON.stringify({ strings: { crashRetry: 'Réessayer' } });
    expect(showError('Broken', config, 'Échec de la construction : 1 erreur dans a.md')).toEqual({
      title: 'Échec de la construction : 1 erreur dans a.md',
      message: 'Broken',
      retry: 'Réessayer',
    });
    // A config that cannot be read leaves the English words.
    expect(showError('Broken', '{not json')).toMatchObject({ retry: 'Try again' });
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
