// migrate makes a site component an island (client: 'load') when it, or a site file it imports, needs the browser:
// React state, effects or refs, a class component's state, a browser API, or a React package; the others stay build-time.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interactiveReason } from '../../../src/init/migrate/interactive.ts';
import { siteFileNotes } from '../../../src/init/migrate/site-files.ts';

let site: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(site, file)), { recursive: true });
  await writeFile(path.join(site, file), text);
};
const reasonOf = async (source: string) => {
  await write('src/components/X.jsx', source);
  return interactiveReason(site, path.join(site, 'src/components/X.jsx'));
};
beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-migrate-interactive-'));
});
afterEach(() => rm(site, { recursive: true, force: true }));

describe('which site components need the browser', () => {
  it.each([
    ['const [n, setN] = useState(0);', 'it uses useState'],
    ['React.useEffect(() => {}, []);', 'it uses useEffect'],
    ['const box = useRef<HTMLDivElement>(null);', 'it uses useRef'],
    ['const [s, dispatch] = useReducer(reduce, {});', 'it uses useReducer'],
    ['useLayoutEffect(() => {});', 'it uses useLayoutEffect'],
    [
      'class X extends React.Component { go() { this.setState({ a: 1 }); } }',
      'it is a class component with state',
    ],
    ['const wide = window.innerWidth > 600;', 'it uses window'],
    ["const v = localStorage.getItem('k');", 'it uses localStorage'],
    ['const lang = navigator.language;', 'it uses navigator'],
    ["if (typeof document !== 'undefined') {}", 'it uses typeof document'],
  ])('%s → %s', async (line, reason) => {
    expect(await reasonOf(`export default function X() { ${line} return null; }\n`)).toBe(reason);
  });

  it('keeps a component that only renders its props, even where the words appear in text or comments', async () => {
    const source = [
      "import React from 'react';",
      '// useState(0) would be here; window.open too',
      '/* document.title */',
      'export default function X({ title }) {',
      '  return <p title="useState()">Open a new window for the document, {title}.</p>;',
      '}',
    ].join('\n');
    expect(await reasonOf(source)).toBeUndefined();
  });

  it('follows the site files it imports, and names the one that needs the browser', async () => {
    await write(
      'src/components/parts/Toggle.tsx',
      'export const Toggle = () => { useState(false); return null; };\n',
    );
    await write('src/components/parts/Label.tsx', 'export const Label = () => null;\n');
    expect(
      await reasonOf("import { Label } from './parts/Label';\nimport { Toggle } from './parts/Toggle';\n"),
    ).toBe('it uses useState (in src/components/parts/Toggle.tsx)');
  });

  it('counts a package that depends on React or whose entry imports it, not one that does not', async () => {
    await write(
      'node_modules/slides-lib/package.json',
      '{"name":"slides-lib","main":"i.js","peerDependencies":{"react":"*"}}',
    );
    await write('node_modules/slides-lib/i.js', '');
    await write('node_modules/plain-lib/package.json', '{"name":"plain-lib","main":"i.js"}');
    await write('node_modules/plain-lib/i.js', '');
    await write('package.json', '{}');
    expect(await reasonOf("import clsx from 'plain-lib';\n")).toBeUndefined();
    expect(await reasonOf("import { Slides } from 'slides-lib';\n")).toBe(
      'it uses slides-lib, a React package',
    );
    await write('node_modules/wheel/package.json', '{"name":"wheel","exports":{"./react":"./r.js"}}');
    await write('node_modules/wheel/r.js', "import { useState } from 'react';\n");
    expect(await reasonOf("import { Wheel } from 'wheel/react';\n")).toBe(
      'it uses wheel/react, a React package',
    );
  });

  it('registers the interactive ones as islands loading at once and the others by path', async () => {
    await write(
      'src/components/Counter.jsx',
      'export default function Counter() { const [n] = useState(0); return n; }\n',
    );
    await write(
      'src/components/Note.jsx',
      'export default function Note({ children }) { return children; }\n',
    );
    await write(
      'docs/a.mdx',
      "import Counter from '@site/src/components/Counter';\nimport Note from '@site/src/components/Note';\n\n<Counter />\n",
    );
    const components = {};
    const layout = { docsPath: 'docs', blogPath: false as const, pagesPath: 'src/pages', customCss: [] };
    expect(siteFileNotes(site, layout, components)).toEqual([]);
    expect(components).toEqual({
      Counter: { path: './src/components/Counter.jsx', client: 'load' },
      Note: './src/components/Note.jsx',
    });
  });
});
