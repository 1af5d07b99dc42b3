import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileMdxComponents } from '../../../src/config/mdx-components.ts';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-mdx-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('compileMdxComponents', () => {
  it('compiles each component to a module that requires React', async () => {
    const dir = await site({ 'Badge.tsx': 'export default function Badge() { return <b>hi</b>; }' });
    const config = {
      rootDir: dir,
      contentDir: dir,
      outDir: path.join(dir, 'build'),
      markdown: { mdxComponents: { Badge: path.join(dir, 'Badge.tsx') } },
    };
    const { sources, inputs } = await compileMdxComponents(config as never, 'docsgen.config.ts', undefined);
    expect(sources.map((s) => s.name)).toEqual(['Badge']);
    expect(sources[0]!.code).toContain('require("react/jsx-runtime")');
    expect(inputs).toEqual([path.join(dir, 'Badge.tsx')]);
  });

  it('names the config key and its line for a missing file', async () => {
    const dir = await site({});
    const configSource =
      "export default {\n  markdown: { mdxComponents: { Chart: './components/Chart.tsx' } },\n};\n";
    const config = {
      rootDir: dir,
      contentDir: dir,
      outDir: path.join(dir, 'build'),
      markdown: { mdxComponents: { Chart: path.join(dir, 'components/Chart.tsx') } },
    };
    const error = await compileMdxComponents(config as never, 'docsgen.config.ts', configSource).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(DiagnosticError);
    const [diagnostic] = (error as DiagnosticError).diagnostics;
    expect(diagnostic).toMatchObject({ file: 'docsgen.config.ts', line: 2, code: 'config-invalid' });
    expect(diagnostic!.message).toBe(
      'config field markdown.mdxComponents.Chart: ./components/Chart.tsx is not a file (paths are relative to the project root)',
    );
  });
});
