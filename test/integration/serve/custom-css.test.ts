// `docsgen serve` with theme.customCss: saving a custom stylesheet rebuilds, and pages then load the new stylesheet.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { request, useServe, waitUntil } from './harness.ts';

const { site, server } = useServe('site-mini', [], {
  async prepare(copy) {
    const configFile = path.join(copy, 'docsgen.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(
      configFile,
      config.replace(/\n\}\);\n$/, "\n  theme: { customCss: ['brand.css'] },\n});\n"),
    );
    await writeFile(path.join(copy, 'brand.css'), '.brand-first { color: red }\n');
  },
});

/** The stylesheet the home page links to, and its text. */
async function servedStylesheet(): Promise<{ href: string; css: string }> {
  const home = await request(server().url);
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(home.body)?.[1];
  if (!href) throw new Error(`no stylesheet link in:\n${home.body}`);
  return { href, css: (await request(new URL(href, server().url).href)).body };
}

describe('serve with custom CSS', () => {
  it('serves the custom CSS in the stylesheet, and a new stylesheet once the file changes', async () => {
    const first = await servedStylesheet();
    expect(first.css).toContain('.brand-first{color:red}');
    await writeFile(path.join(site(), 'brand.css'), '.brand-second { color: blue }\n');
    const second = await waitUntil(async () => {
      const now = await servedStylesheet();
      return now.href !== first.href ? now : undefined;
    }, 'a new stylesheet after the custom CSS changed');
    expect(second.css).toContain('.brand-second{color:#00f}');
    expect(second.css).not.toContain('brand-first');
  });
});
