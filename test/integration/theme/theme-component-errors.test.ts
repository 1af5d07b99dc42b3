// Bad theme components stop the build with a clear message and lose nothing: an unknown name, a missing file, a file
// that does not compile, and a component that throws while a page renders (the last output stays as it was).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyThemeSite, editFile, htmlFiles, removeThemeSites, runCli } from './fixture.ts';

afterAll(removeThemeSites);

/** The 1-based line of the config that holds `text`. */
async function lineOf(file: string, text: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  expect(index).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe('theme component errors', () => {
  it('an unknown name is a config error that suggests the name meant', async () => {
    const { site } = await copyThemeSite();
    await editFile(site, 'docsgen.config.ts', (text) => text.replace("Footer: './theme", "Fotter: './theme"));
    const line = await lineOf(path.join(site, 'docsgen.config.ts'), 'Fotter:');
    const result = runCli(site, ['build', '--quiet', '--out', 'out']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`docsgen.config.ts:${line}:`);
    expect(result.stderr).toContain('theme.components.Fotter');
    expect(result.stderr).toContain('did you mean Footer?');
  });

  it('a missing file is a config error naming the field, the path and its line', async () => {
    const { site } = await copyThemeSite();
    await editFile(site, 'docsgen.config.ts', (text) =>
      text.replace('./theme/PostHeader.tsx', './theme/Header.tsx'),
    );
    const line = await lineOf(path.join(site, 'docsgen.config.ts'), './theme/Header.tsx');
    const result = runCli(site, ['build', '--quiet', '--out', 'out']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `docsgen\\.config\\.ts:${line}:\\d+ +error +config-invalid +config field theme\\.components\\.BlogPostHeader: \\./theme/Header\\.tsx is not a file`,
      ),
    );
  });

  it('a file that does not compile is a config error at its line and column', async () => {
    const { site } = await copyThemeSite();
    await editFile(site, 'theme/PostHeader.tsx', (text) => text.replace('const Title =', 'const Title = =>'));
    const line = await lineOf(path.join(site, 'theme/PostHeader.tsx'), 'const Title = =>');
    const result = runCli(site, ['build', '--quiet', '--out', 'out']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(`theme/PostHeader\\.tsx:${line}:17 +error +config-syntax +cannot compile`),
    );
  });

  it('a file that throws while it loads, or exports no component, is a config error at its file', async () => {
    const { site } = await copyThemeSite();
    await editFile(site, 'theme/motto.ts', (text) => `${text}throw new Error('the oil ran out');\n`);
    const line = await lineOf(path.join(site, 'theme/motto.ts'), 'the oil ran out');
    const thrown = runCli(site, ['build', '--quiet', '--out', 'out']);
    expect(thrown.status).toBe(2);
    expect(thrown.stderr).toMatch(
      new RegExp(
        `theme/motto\\.ts:${line}:\\d+ +error +config-load +the theme component Footer failed to load: the oil ran out`,
      ),
    );
    await editFile(site, 'theme/motto.ts', (text) =>
      text.replace("throw new Error('the oil ran out');\n", ''),
    );
    await editFile(site, 'theme/PostHeader.tsx', (text) =>
      text.replace('export default function', 'export function'),
    );
    const empty = runCli(site, ['build', '--quiet', '--out', 'out']);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain(
      'theme/PostHeader.tsx:1:1  error  config-load  the theme component BlogPostHeader',
    );
    expect(empty.stderr).toContain('no default export');
  });

  it('a component that throws fails the build at its file and line with the route, and keeps the last output', async () => {
    const { dir, site } = await copyThemeSite();
    const out = path.join(dir, 'out');
    const first = runCli(site, ['build', '--quiet', '--out', out]);
    expect(first.status).toBe(0);
    const before = await htmlFiles(out);
    await editFile(site, 'theme/PostHeader.tsx', (text) =>
      text.replace(
        "  const Title = asPage ? 'h1' : 'h2';",
        "  if (asPage) throw new Error('the post header lost its wick');\n  const Title = asPage ? 'h1' : 'h2';",
      ),
    );
    const line = await lineOf(path.join(site, 'theme/PostHeader.tsx'), 'lost its wick');
    const result = runCli(site, ['build', '--quiet', '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `theme/PostHeader\\.tsx:${line}:\\d+ +error +render-failed +rendering /blog/2025/03/02/first-batch failed: ` +
          'the theme component BlogPostHeader threw: the post header lost its wick',
      ),
    );
    // The lists render the header too, but not as a page: they built, yet nothing was written.
    expect(result.stderr).not.toContain('rendering /blog failed');
    expect(await htmlFiles(out)).toEqual(before);
  });

  it('a component that throws in a worker thread is reported the same way', async () => {
    const { dir, site } = await copyThemeSite();
    for (let i = 1; i <= 120; i++) {
      await writeFile(
        path.join(site, `content/docs/lamp-${i}.md`),
        `---\ntitle: Lamp ${i}\n---\n\nLamp ${i}.\n`,
      );
    }
    await writeFile(
      path.join(site, 'theme/Flicker.tsx'),
      "import { threadId } from 'node:worker_threads';\n" +
        "import Original, { type DocItemFooterProps } from 'docsgen/theme/DocItemFooter';\n\n" +
        'export default function Flicker(props: DocItemFooterProps) {\n' +
        "  if (threadId !== 0) throw new Error('flickered out');\n" +
        '  return <Original {...props} />;\n}\n',
    );
    await editFile(site, 'docsgen.config.ts', (text) =>
      text.replace("Footer: './theme/Footer.tsx',", "$&\n      DocItemFooter: './theme/Flicker.tsx',"),
    );
    const result = runCli(site, ['build', '--quiet', '--out', path.join(dir, 'out')], {
      DOCSGEN_THREADS: '2',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /theme\/Flicker\.tsx:5:\d+ +error +render-failed +rendering \/docs\/lamp-\d+ failed: the theme component DocItemFooter threw: flickered out/,
    );
  });
});
