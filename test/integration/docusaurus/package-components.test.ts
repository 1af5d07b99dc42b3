// Components of installed npm packages, as a Docusaurus site's MDX imports them (`import Embed from 'pkg'`): migrate
// registers each one by the package's name (as an island, hydrated as Docusaurus hydrates it), the build resolves the
// name from the site's node_modules and renders what the package exports (forwardRef objects too), and a package
// that is not installed is an error at its config line that says what to install.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../fixture-copies.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

// A package written here: a forwardRef component that renders the clip's id, as video embeds do before a click.
const PACKAGE_MAIN = `const React = require('react');
const Clip = React.forwardRef(function Clip(props, ref) {
  return React.createElement('span', { className: 'clip-embed', ref }, 'clip ' + props.id);
});
exports.default = Clip;
`;

async function site(installed: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-components-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'package.json': '{ "name": "harbour-films", "private": true }\n',
    'docusaurus.config.js':
      "module.exports = { title: 'Harbour Films', url: 'https://films.example.org', baseUrl: '/',\n" +
      "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n",
    'sidebars.js': "module.exports = { films: ['intro'] };\n",
    'docs/intro.mdx':
      "---\ntitle: Films of the harbour\n---\n\nimport Clip from 'clip-embed';\n\n" +
      'The tide coming in:\n\n<Clip id="tide-01" />\n',
  };
  if (installed) {
    files['node_modules/clip-embed/package.json'] =
      '{ "name": "clip-embed", "version": "1.0.0", "main": "main.js" }\n';
    files['node_modules/clip-embed/main.js'] = PACKAGE_MAIN;
  }
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('components of installed npm packages', () => {
  it('migrate registers them by package name, and the build renders them as islands', async () => {
    const dir = await site(true);
    const migrated = runCli(dir, ['migrate', '.']);
    expect(migrated.status).toBe(0);
    expect(migrated.stdout).not.toContain('npm install');
    const config = await readFile(path.join(dir, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("Clip: { path: 'clip-embed', client: 'load' }");
    const built = runCli(dir, ['build', '--out', 'out']);
    expect(built.stdout).not.toMatch(/error|warning/);
    expect(built.status).toBe(0);
    const html = await readFile(path.join(dir, 'out/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<span class="clip-embed">clip tide-01</span>');
    expect(html).toMatch(/<docsgen-island data-component="Clip"/);
  });

  it('says which package to install when the config names one that is not there', async () => {
    const dir = await site(false);
    await writeFile(
      path.join(dir, 'docsgen.config.ts'),
      "export default { title: 'Harbour Films', url: 'https://films.example.org', blog: false,\n" +
        "  markdown: { mdxComponents: { Clip: 'clip-embed' } } };\n",
    );
    const built = runCli(dir, ['build', '--out', 'out']);
    expect(built.status).toBe(2);
    expect(built.stderr + built.stdout).toContain(
      'config field markdown.mdxComponents.Clip: the package clip-embed is not installed here (npm install clip-embed)',
    );
  });
});
