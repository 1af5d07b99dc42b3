import { it } from 'vitest';
import { render } from './helpers.ts';
it('prints', async () => {
  const src = process.env.MD!.replace(/\\n/g, '\n');
  const r = await render(src);
  console.log(r.html);
  console.log(JSON.stringify({ d: r.diagnostics, f: r.features, s: r.sections }));
});
