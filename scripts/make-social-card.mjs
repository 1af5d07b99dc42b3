#!/usr/bin/env node
// Renders content/static/img/social-card.svg to content/static/img/social-card.png (1200×630)
// with playwright-core and the system Chromium. Run: node scripts/make-social-card.mjs
//
// The page can load nothing but the inline SVG: every request that is not data: or about: is aborted.
// Every step has a time-out, a watchdog ends the process if anything still hangs, and the browser
// is always closed.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const STEP_TIMEOUT_MS = 20_000;
const WATCHDOG_MS = 90_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const svgPath = join(root, 'content/static/img/social-card.svg');
const pngPath = join(root, 'content/static/img/social-card.png');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Rejects when `promise` takes longer than `ms`. */
function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  const svg = readFileSync(svgPath, 'utf8');
  if (!svg.includes('<svg')) throw new Error(`${svgPath} is not an SVG file`);

  const html =
    '<!doctype html><html><head><meta charset="utf-8"><style>' +
    `html,body{margin:0;padding:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden;background:#0a0a0a}` +
    'svg{display:block}' +
    `</style></head><body>${svg}</body></html>`;

  // A fresh, throw-away profile; Playwright passes it to Chromium as --user-data-dir.
  const userDataDir = mkdtempSync(join(tmpdir(), 'docsgen-social-card-'));
  let context;
  try {
    context = await withTimeout(
      chromium.launchPersistentContext(userDataDir, {
        executablePath,
        headless: true,
        timeout: STEP_TIMEOUT_MS,
        viewport: { width: WIDTH, height: HEIGHT },
        deviceScaleFactor: 1,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      }),
      STEP_TIMEOUT_MS,
      'launching Chromium',
    );
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page =
      context.pages()[0] ?? (await withTimeout(context.newPage(), STEP_TIMEOUT_MS, 'opening a page'));
    await withTimeout(
      page.route('**/*', (route) => {
        const url = route.request().url();
        return url.startsWith('data:') || url.startsWith('about:') ? route.continue() : route.abort();
      }),
      STEP_TIMEOUT_MS,
      'installing the request filter',
    );
    await withTimeout(
      page.setContent(html, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS }),
      STEP_TIMEOUT_MS,
      'loading the SVG',
    );
    await withTimeout(
      page.screenshot({
        path: pngPath,
        type: 'png',
        clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
        timeout: STEP_TIMEOUT_MS,
      }),
      STEP_TIMEOUT_MS,
      'taking the screenshot',
    );
  } finally {
    if (context) await withTimeout(context.close(), STEP_TIMEOUT_MS, 'closing Chromium').catch(() => {});
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(`Wrote ${pngPath.slice(root.length + 1)} (${WIDTH}×${HEIGHT})`);
}

const watchdog = setTimeout(() => {
  console.error(`make-social-card: gave up after ${WATCHDOG_MS} ms`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  () => clearTimeout(watchdog),
  (error) => {
    clearTimeout(watchdog);
    console.error(`make-social-card: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  },
);
