import { it } from 'vitest';
import { startSampleSite } from '../harness/site.ts';
import { execFileSync } from 'node:child_process';
it('dbg', async () => {
  const site = await startSampleSite();
  for (const k of ['doc', 'blog-post', 'home'] as const) console.log(k, execFileSync('node', ['hv-tmp.mjs', site.url(k)], { encoding: 'utf8' }));
  await site.close();
}, 60000);
