// Search browser tests: the real site served behind a gate that logs every request and can block some (the server
// answers 503, so requests from the worker are blocked too).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { realSiteBuild } from '../harness/real-site.ts';
import { serveStatic } from '../harness/serve.ts';

/** How the gate answers a blocked request: 503, 404, or 200 with a body that is not the file (a corrupt file). */
export type BlockMode = 'unavailable' | 'missing' | 'corrupt';

/** The built site behind the gate. */
export interface GatedSite {
  origin: string;
  /** Paths (with query) requested so far. */
  requests: string[];
  /** Requests whose path matches are answered as `mode` says (503 by default) until `block(null)`. */
  block(pattern: RegExp | null, mode?: BlockMode): void;
  close(): Promise<void>;
}

/** Serves the real site on 127.0.0.1 behind a gate. */
export async function startBuiltSite(): Promise<GatedSite> {
  const built = await realSiteBuild();
  return startGatedSite(built.dir, () => built.close());
}

/** Serves the built site in `dir` on 127.0.0.1 behind a gate; `cleanUp` runs after closing. */
export async function startGatedSite(dir: string, cleanUp: () => Promise<void>): Promise<GatedSite> {
  const upstream = await serveStatic(dir);
  const requests: string[] = [];
  let blocked: RegExp | null = null;
  let blockMode: BlockMode = 'unavailable';
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    requests.push(url);
    if (blocked?.test(new URL(url, 'http://127.0.0.1').pathname)) {
      if (blockMode === 'corrupt') {
        outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"v":2,"trunc');
        return;
      }
      const status = blockMode === 'missing' ? 404 : 503;
      outgoing.writeHead(status, { 'content-type': 'text/plain' }).end('blocked by the test');
      return;
    }
    const forward = httpRequest(
      `${upstream.origin}${url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The gate has no port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    block: (pattern, mode = 'unavailable') => {
      blocked = pattern;
      blockMode = mode;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      await cleanUp();
    },
  };
}

/** Requests that belong to search: the worker script and the manifest and index files. */
export function searchRequests(requests: readonly string[]): string[] {
  return requests.filter((url) => url.includes('/assets/search/') || url.includes('search-worker'));
}

/** The navbar search input. */
export const NAVBAR_INPUT = '[data-navbar] [data-search-input]';

/** Types a query into the navbar box and waits for its dropdown to show an answer (results, No results or an error). */
export async function typeInNavbar(page: Page, query: string, input = NAVBAR_INPUT): Promise<void> {
  await page.locator(input).click();
  await page.locator(input).fill(query);
  await page.waitForFunction(
    ([selector, wanted]) => {
      const panel = document
        .querySelector(selector)
        ?.closest('form')
        ?.querySelector<HTMLElement>('[data-search-dropdown]');
      if (!panel || panel.hidden) return false;
      if (panel.querySelector('[data-search-error]')) return true;
      const q = new URLSearchParams({ q: wanted }).toString();
      return Array.from(panel.querySelectorAll('a.search-dropdown__see-all')).some((a) => {
        const href = a.getAttribute('href') ?? '';
        return href.endsWith(q) || href.includes(`${q}&`);
      });
    },
    [input, query] as const,
  );
}

/** Texts of the result titles in the open dropdown of the box holding `input`. */
export async function dropdownTitles(page: Page, input = NAVBAR_INPUT): Promise<string[]> {
  return dropdownOf(page, input).locator('.search-result__title').allTextContents();
}

/** The dropdown of the search box holding `input`. */
export function dropdownOf(page: Page, input = NAVBAR_INPUT): Locator {
  return page.locator(input).locator('xpath=ancestor::form[1]').locator('[data-search-dropdown]');
}
