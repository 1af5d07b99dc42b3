// What migrate lists of a site's MDX: imports and components docsgen cannot render, not the ones it renders itself.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteFileNotes } from '../../../src/init/migrate/site-files.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function siteWith(mdx: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-migrate-notes-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'docs'));
  await writeFile(path.join(dir, 'docs/page.mdx'), mdx);
  return dir;
}

const layout = { docsPath: 'docs', blogPath: false as const, pagesPath: 'src/pages', customCss: [] };

describe('the MDX notes of migrate', () => {
  it('lists a foreign import, an export and an unknown component, each once, at its line', async () => {
    const dir = await siteWith(
      [
        "import Tabs from '@theme/Tabs';",
        "import Chart from '@site/src/components/Chart';",
        'export const year = 2026;',
        '',
        '<Tabs>',
        '<Chart points={3} />',
        '<Chart points={4} />',
        '</Tabs>',
      ].join('\n'),
    );
    expect(siteFileNotes(dir, layout).map((n) => `${n.file} ${n.what}`)).toEqual([
      "docs/page.mdx:2 MDX import `import Chart from '@site/src/components/Chart';`",
      'docs/page.mdx:3 MDX export `export const year = 2026;`',
      'docs/page.mdx:6 JSX component <Chart>',
    ]);
  });

  it('lists nothing for a page that uses only the components docsgen renders', async () => {
    const dir = await siteWith(
      [
        "import Admonition from '@theme/Admonition';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        '',
        '<Admonition type="tip">',
        "<img src={useBaseUrl('/img/x.png')} alt='' />",
        'Hold on.',
        '</Admonition>',
      ].join('\n'),
    );
    expect(siteFileNotes(dir, layout)).toEqual([]);
  });

  it('names each npm package the MDX imports that is not installed once, with the npm install line', async () => {
    const dir = await siteWith(
      [
        "import Tweet from 'react-tweet-not-here';",
        "import Embed from '@scope-not-here/embeds/youtube';",
        "import Other from 'react-tweet-not-here/other';",
        "import Chart from '@site/src/components/Chart';",
        '',
        '<Tweet id="1" />',
      ].join('\n'),
    );
    const notes = siteFileNotes(dir, layout).filter((n) => n.file === 'package.json');
    expect(notes.map((n) => n.what)).toEqual([
      'MDX pages import components of packages not installed here: npm install @scope-not-here/embeds ' +
        'react-tweet-not-here, then run migrate again (it registers the components of installed packages)',
    ]);
  });

  it('says nothing of a package that is installed', async () => {
    const dir = await siteWith("import Thing from 'fake-installed-pkg';\n\nText.");
    await mkdir(path.join(dir, 'node_modules/fake-installed-pkg'), { recursive: true });
    await writeFile(
      path.join(dir, 'node_modules/fake-installed-pkg/package.json'),
      '{"name":"fake-installed-pkg"}',
    );
    expect(siteFileNotes(dir, layout).filter((n) => n.file === 'package.json')).toEqual([]);
  });
});
