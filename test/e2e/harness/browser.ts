// Launching the system Chromium for browser tests: headless, a fresh profile, and no network beyond localhost.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** Where the system Chromium lives. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * True when Chromium is installed. When it is missing, browser tests should skip: this warns loudly, and throws
 * when `CI` is set (a CI run must not pass by skipping).
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `Chromium was not found at ${CHROMIUM_PATH}: the browser tests cannot run.`;
  if (process.env.CI) throw new Error(`${message} Install it (apt-get install chromium) on the CI image.`);
  console.warn(`\n${'!'.repeat(78)}\n!! SKIPPING BROWSER TESTS. ${message}\n${'!'.repeat(78)}\n`);
  return false;
}

/** True for URLs the tests may load: the local test servers, data: and blob: URLs. */
export function isLocalUrl(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return true;
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/** A launched browser whose every context blocks off-site requests. */
export interface TestBrowser {
  browser: Browser;
  /** A fresh context (own storage) with off-site requests blocked and recorded in `blockedRequests`. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a fresh context. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Off-site URLs that were blocked, over every context. */
  blockedRequests: string[];
  close(): Promise<void>;
}

/** Launches headless Chromium with a fresh temporary user-data dir (removed on close). */
export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'docsgen-chromium-'));
  const persistent = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
  });
  const browser = persistent.browser();
  if (!browser) throw new Error('Chromium started without a browser handle.');
  const blockedRequests: string[] = [];
  const guard = async (context: BrowserContext): Promise<BrowserContext> => {
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLocalUrl(url)) return route.continue();
      blockedRequests.push(url);
      return route.abort('blockedbyclient');
    });
    return context;
  };
  await guard(persistent);
  const contexts: BrowserContext[] = [];
  const newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await guard(await browser.newContext(options));
    contexts.push(context);
    return context;
  };
  return {
    browser,
    blockedRequests,
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await persistent.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
