import path from 'node:path';
import { it } from 'vitest';
import { build } from '../../src/build/build.ts';
it('smoke', async () => {
  const cwd = path.resolve(import.meta.dirname, '../fixtures/', process.env.FIX ?? 'shape-mkdocs');
  const r = await build({ cwd, output: 'memory' });
  console.log(r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`).join('\n'));
  const files = [...r.memory!.files.keys()].sort();
  console.log(files.filter((f) => !f.startsWith('assets/search') && !f.startsWith('assets/js')).join('\n'));
  for (const f of (process.env.SHOW ?? '').split(',').filter(Boolean)) {
    const html = String(r.memory!.files.get(f));
    console.log(html.slice(html.indexOf('<article'), html.indexOf('</article>')));
  }
});
