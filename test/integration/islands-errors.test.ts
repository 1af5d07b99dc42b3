// Islands that cannot work, each a clear diagnostic at its place while the rest of the site builds: a function prop, a
// prototype key, a component that throws on the server, one that does not bundle for the browser, a missing import,
// and what the island's wrapper holds (props as inert JSON, children in a slot).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DiagnosticError, type Diagnostic } from '../../src/diagnostics/diagnostic.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const COUNTER = `import { useState } from 'react';
export default function Counter({ label = 'Count', children }) {
  const [n, setN] = useState(0);
  return <div><button onClick={() => setN(n + 1)}>{label}: {n}</button>{children}</div>;
}
`;

async function site(page: string, components: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-islands-bad-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'components'));
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  const entries: string[] = [];
  for (const [name, code] of Object.entries({ Counter: COUNTER, ...components })) {
    await writeFile(path.join(dir, `components/${name}.jsx`), code);
    entries.push(`${name}: './components/${name}.jsx'`);
  }
  await writeFile(
    path.join(dir, 'docsgen.config.ts'),
    `export default { title: 'T', url: 'https://t.example.org', markdown: { mdxComponents: { ${entries.join(', ')} } } };\n`,
  );
  await writeFile(
    path.join(dir, 'content/docs/fine.mdx'),
    '# Fine\n\n<Counter client:load label="Fine" />\n',
  );
  await writeFile(path.join(dir, 'content/docs/page.mdx'), `# Page\n\n${page}\n`);
  return dir;
}

async function errorsOf(page: string, components: Record<string, string> = {}) {
  let diagnostics: Diagnostic[];
  try {
    diagnostics = (await build({ cwd: await site(page, components), output: 'memory' })).diagnostics;
  } catch (error) {
    // A component that does not compile is a config error: the build stops before any page.
    if (!(error instanceof DiagnosticError)) throw error;
    diagnostics = error.diagnostics;
  }
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
}

describe('islands: bad input', () => {
  it('refuses a function prop at its position', async () => {
    const errors = await errorsOf('<Counter client:load label={() => "x"} />');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/page\.mdx:3:\d+: .*prop "label" of <Counter>.*use a literal/);
  });

  it('refuses a JSX element prop', async () => {
    const errors = await errorsOf('<Counter client:load label={<b>x</b>} />');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/page\.mdx:3:\d+: .*prop "label" of <Counter>/);
  });

  it('refuses a prototype key in the props', async () => {
    const errors = await errorsOf('<Counter client:load label="a" data={{ __proto__: { admin: true } }} />');
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/docs\/page\.mdx:3:1: the key "__proto__" in the prop "data" of the island <Counter>/,
      ),
    ]);
  });

  it('refuses an unknown strategy and a directive on an HTML element', async () => {
    expect(await errorsOf('<Counter client:soon />')).toEqual([
      expect.stringMatching(/client:soon is not an island strategy: use one of client:load, client:idle/),
    ]);
    expect(await errorsOf('<div client:load>x</div>')).toEqual([
      expect.stringMatching(/client:load makes a site component an island .*<div> is not one/),
    ]);
  });

  it('reports a component that throws on the server at its use', async () => {
    const errors = await errorsOf('<Broken client:load />', {
      Broken: "export default function Broken() { throw new Error('no lamp oil'); }\n",
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/docs\/page\.mdx:3:1: the component <Broken> threw while rendering: no lamp oil/,
      ),
    ]);
  });

  it('reports an island that does not bundle for the browser at its use, with the file and line', async () => {
    const errors = await errorsOf('<Disk client:load />', {
      Disk: "import { readFileSync } from 'node:fs';\nexport default function Disk() { return <p>{String(typeof readFileSync)}</p>; }\n",
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/docs\/page\.mdx:3:1: the island <Disk> cannot run in the browser: components\/Disk\.jsx:1:\d+: .*node:fs/,
      ),
    ]);
  });

  it('still builds the component at build time only when it is not an island', async () => {
    expect(
      await errorsOf('<Disk />', {
        Disk: "import { readFileSync } from 'node:fs';\nexport default function Disk() { return <p>{typeof readFileSync}</p>; }\n",
      }),
    ).toEqual([]);
  });

  it('reports a missing import with its file and line', async () => {
    const errors = await errorsOf('<Lost client:load />', {
      Lost: "import wheel from 'no-such-carousel-package';\nexport default function Lost() { return wheel; }\n",
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^components\/Lost\.jsx:1:\d+: cannot compile the MDX component Lost: Could not resolve "no-such-carousel-package"/,
      ),
    ]);
  });
});

describe('islands: the wrapper', () => {
  it('writes props as escaped JSON, children in a slot, and links the loader only where islands are', async () => {
    const dir = await site(
      '<Counter client:visible label="</script><script>alert(1)</script>">\n\nSome **bold** text.\n\n</Counter>',
      {},
    );
    await writeFile(path.join(dir, 'content/docs/plain.md'), '# Plain\n\nNo islands here.\n');
    const result = await build({ cwd: dir, output: 'memory' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const files = result.memory!.files;
    const page = String(files.get('docs/page/index.html'));
    const island = /<docsgen-island[^>]*>/.exec(page)![0];
    expect(island).toContain('data-client="visible"');
    expect(island).toContain(
      'data-props="{&quot;label&quot;:&quot;\\u003c/script&gt;\\u003cscript&gt;alert(1)\\u003c/script&gt;&quot;}"',
    );
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toMatch(
      /<docsgen-slot>\s*<p>Some <strong>bold<\/strong> text\.<\/p>\s*<\/docsgen-slot><\/div><\/docsgen-island>/,
    );
    expect(page).toMatch(/<script type="module" src="\/assets\/islands\/loader\.[A-Z0-9]+\.js"><\/script>/);
    const plain = String(files.get('docs/plain/index.html'));
    expect(plain).not.toContain('assets/islands');
    expect([...files.keys()].some((file) => /^assets\/islands\/react\.[A-Z0-9]+\.js$/.test(file))).toBe(true);
  });
});
