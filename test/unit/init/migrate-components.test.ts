// migrate registers the site's own components its MDX imports when they run without Docusaurus, and lists the others.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteFileNotes } from '../../../src/init/migrate/site-files.ts';

let site: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(site, file)), { recursive: true });
  await writeFile(path.join(site, file), text);
};
beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-migrate-components-'));
});
afterEach(() => rm(site, { recursive: true, force: true }));

const layout = { docsPath: 'docs', blogPath: false as const, pagesPath: 'src/pages', customCss: [] };

describe('site components in MDX', () => {
  it('registers a component that imports only React, by default or by name, relative or @site', async () => {
    await write(
      'src/components/Callout.jsx',
      "import React from 'react';\nexport default function Callout() { return null; }\n",
    );
    await write(
      'docs/Shared/Badge/index.tsx',
      "import * as React from 'react';\nexport const Badge = () => null;\n",
    );
    await write(
      'docs/guide/a.mdx',
      "import Callout from '@site/src/components/Callout';\nimport { Badge } from '../Shared/Badge';\n\n<Callout />\n<Badge />\n",
    );
    const components: Record<string, string> = {};
    const notes = siteFileNotes(site, layout, components);
    expect(components).toEqual({
      Callout: './src/components/Callout.jsx',
      Badge: './docs/Shared/Badge/index.tsx',
    });
    expect(notes).toEqual([]);
  });

  it('lists one that needs Docusaurus or a package that is not installed, with the reason', async () => {
    await write(
      'src/components/Card.js',
      "import Link from '@docusaurus/Link';\nexport default () => null;\n",
    );
    await write(
      'src/components/Chart.js',
      "import { Chart } from 'chart-lib-nowhere';\nexport default () => null;\n",
    );
    await write(
      'docs/b.mdx',
      "import Card from '@site/src/components/Card';\nimport Chart from '@site/src/components/Chart';\n\n<Card />\n",
    );
    const components: Record<string, string> = {};
    const notes = siteFileNotes(site, layout, components).map((n) => `${n.file} ${n.what}`);
    expect(components).toEqual({});
    expect(notes).toEqual([
      "docs/b.mdx:1 MDX import `import Card from '@site/src/components/Card';` (not registered as a component: it imports @docusaurus/Link, which needs Docusaurus)",
      "docs/b.mdx:2 MDX import `import Chart from '@site/src/components/Chart';` (not registered as a component: it imports chart-lib-nowhere, which is not installed)",
      'docs/b.mdx:4 JSX component <Card>',
    ]);
  });
});
