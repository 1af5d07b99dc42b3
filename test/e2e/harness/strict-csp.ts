// A built site served under the strict Content Security Policy of the build, and the violations pages report.
import type { BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../../src/config/load.ts';
import { createContentSecurityPolicy } from '../../../src/render/files/csp.ts';
import type { Win } from './dom.ts';
import { REPO_ROOT } from './real-site.ts';
import { serveStatic } from './serve.ts';

/** A folder served with a `content-security-policy` header on every response. */
export interface StrictServer {
  origin: string;
  /** The policy sent. */
  policy: string;
  close(): Promise<void>;
}

/** Serves `dir` with the policy the build makes from `inlineScripts` and the real site's embed hosts. */
export async function serveWithStrictPolicy(dir: string, inlineScripts: string[]): Promise<StrictServer> {
  const { config } = await loadConfig({ cwd: REPO_ROOT });
  const policy = createContentSecurityPolicy({ inlineScripts, embedHosts: config.markdown.embedHosts });
  const server = await serveStatic(dir, { headers: { 'content-security-policy': policy } });
  return { origin: server.origin, policy, close: () => server.close() };
}

/** Records the policy violations of every page of `context`, from its first script on. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const win = globalThis as unknown as Win;
    win.__cspViolations = [];
    win.document.addEventListener('securitypolicyviolation', (event: Win) => {
      win.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
}

/** The violations recorded so far, as `directive blocked-uri source:line sample`. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as Win).__cspViolations as string[]);
}
