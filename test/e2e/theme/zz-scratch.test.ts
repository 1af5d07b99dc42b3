import { it } from 'vitest';
import { launchBrowser } from '../harness/browser.ts';
import { startSampleSite } from '../harness/site.ts';

const shots = (process.env.SHOTS ?? 'doc:375:light').split(',');
it('shots', async () => {
  const site = await startSampleSite();
  const b = await launchBrowser();
  for (const spec of shots) {
    const [kind, w, theme, scroll, action] = spec.split(':') as [any, string, string, string?, string?];
    const page = await b.newPage({ viewport: { width: Number(w), height: 820 } });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(site.url(kind));
    if (scroll) await page.evaluate((y) => window.scrollTo(0, y), Number(scroll));
    if (action === 'drawer') await page.click('[data-drawer-toggle]');
    if (action === 'back') { await page.click('[data-drawer-toggle]'); await page.click('[data-drawer-back]'); }
    if (action === 'dropdown') await page.hover('.dropdown__toggle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/s-${spec.replace(/:/g, '-')}.png` });
    await page.context().close();
  }
  await b.close();
  await site.close();
}, 120000);
