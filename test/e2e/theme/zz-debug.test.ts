import { it } from 'vitest';
import { launchBrowser } from '../harness/browser.ts';
import { startSampleSite } from '../harness/site.ts';
it('dbg', async () => {
  const site = await startSampleSite();
  const b = await launchBrowser();
  const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url('doc'));
  await page.click('.toc-desktop a[href="#controls"]');
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(300);
    console.log(await page.evaluate(() => { const d = (globalThis as any).document; return [ (globalThis as any).scrollY, d.getElementById('controls').getBoundingClientRect().top, d.querySelector('.toc__link--active')?.hash, d.querySelector('[data-navbar]').offsetHeight]; }));
  }
  await b.close(); await site.close();
}, 60000);
