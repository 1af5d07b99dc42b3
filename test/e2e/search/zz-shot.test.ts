import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { launchBrowser } from '../harness/browser.ts';
import { startBuiltSite, typeInNavbar } from './helpers.ts';
it('shots', async () => {
  const site = await startBuiltSite();
  const b = await launchBrowser();
  const css = readFileSync('src/client/search/search.css', 'utf8');
  for (const [w, path, q] of [[1280, '/docs/api/drawKnob', 'knob'], [375, '/', 'NFC']] as const) {
    const page = await b.newPage({ viewport: { width: w, height: 760 } });
    await page.goto(`${site.origin}${path}`);
    await page.addStyleTag({ content: css });
    await typeInNavbar(page, q);
    await page.keyboard.press('ArrowDown');
    await page.screenshot({ path: `/tmp/shot-${w}.png` });
    await page.context().close();
  }
  const page = await b.newPage({ viewport: { width: 1100, height: 760 } });
  await page.goto(`${site.origin}/search?q=sky%20sounds&ctx=User%20Guide`);
  await page.addStyleTag({ content: css });
  await page.waitForSelector('[data-search-count]');
  await page.screenshot({ path: '/tmp/shot-page.png' });
  await page.goto(`${site.origin}/docs/user-guide/ent-cards/skysounds?_highlight=wild&_highlight=card#the-wild-card`);
  await page.addStyleTag({ content: css });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-target.png' });
  await b.close(); await site.close();
}, 180000);
