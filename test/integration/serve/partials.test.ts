// `docsgen serve` on a migrated Docusaurus site with MDX partials (test/fixtures/docusaurus-partials): an edit of a
// partial alone, a file that is no page, rebuilds and serves every page that uses it (and the one that does not, as it was).
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, LONG, request, useServe, waitUntil } from './harness.ts';

const { site, server } = useServe('docusaurus-partials', [], {
  async prepare(dir) {
    const migrated = spawnSync(process.execPath, [bin, 'migrate', '.'], { cwd: dir, encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`migrate failed: ${migrated.stderr}`);
  },
});
const body = async (route: string) => (await request(new URL(route, server().url).href)).body;

describe('docsgen serve and MDX partials', () => {
  it(
    'rebuilds the pages that use a partial when only the partial changes',
    async () => {
      expect(await body('/docs/welcome/')).toContain('Thin gloves let you feel');
      const file = path.join(site(), 'docs/_shared/_gloves.mdx');
      await writeFile(file, (await readFile(file, 'utf8')).replace('Thin gloves', 'Thin cotton gloves'));
      for (const route of ['/docs/welcome/', '/docs/colonies/inspections/']) {
        await waitUntil(
          async () => ((await body(route)).includes('Thin cotton gloves') ? true : undefined),
          `${route} to show the edited partial`,
        );
      }
      expect(await body('/docs/colonies/swarms/')).toContain('A swarm hangs from a branch');
    },
    LONG,
  );
});
