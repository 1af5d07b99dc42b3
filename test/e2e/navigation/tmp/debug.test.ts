import { it } from 'vitest';
import { launchBrowser } from '../../harness/browser.ts';
import { serveStatic } from '../../harness/serve.ts';
it('debug', async () => {
  const server = await serveStatic('/tmp/nav-site');
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto(server.origin + '/docs/user-guide/ent-cards/nfc');
  const input = page.locator('[data-navbar] [data-search-input]');
  await input.click();
  await input.fill('sky sounds');
  await page.waitForTimeout(3000);
  console.log('DROP', await page.locator('[data-navbar] [data-search-dropdown]').evaluate((e: any) => e.outerHTML.slice(0, 1500)));
  await browser.close(); await server.close();
}, 60000);
