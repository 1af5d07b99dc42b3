// The site-extensions fixture grown past the size at which worker threads render markdown, built with threads forced:
// the workers must apply the site's markdown extensions too (they import the bundled config for them), and the pages
// they render must go through transformHtml. Workers run only from the bundled CLI, so this spawns it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, editConfig, htmlFiles, removeCopies, runCli, searchSections } from './fixture.ts';

afterAll(removeCopies);

// More bodies than this thread renders itself (16) when it hands markdown to the workers.
const POOLS = 40;

describe('markdown extensions in worker threads', () => {
  it('render footnotes in every page, with their text in the search index, and transformHtml applied', async () => {
    const { dir, site } = await copyFixture();
    for (let i = 1; i <= POOLS; i++) {
      await writeFile(
        path.join(site, `content/docs/pool-${i}.md`),
        `---\ntitle: Pool ${i}\n---\n\nPool ${i} holds a limpet.[^scar]\n\n[^scar]: Limpet ${i} returns to its own scar.\n`,
      );
    }
    // A test-only markdown plugin that marks each body with the thread that rendered it.
    await editConfig(site, (text) =>
      text
        .replace(
          "import { defineConfig } from 'docsgen';",
          "import { threadId } from 'node:worker_threads';\n$&",
        )
        .replace(
          'plugins: [footnote,',
          'plugins: [(md) => { const render = md.renderer.render.bind(md.renderer); md.renderer.render = (tokens, options, env) => `${render(tokens, options, env)}<span data-thread="${threadId}"></span>`; }, footnote,',
        ),
    );
    const outDir = path.join(dir, 'out');
    const result = runCli(site, ['build', '--quiet', '--out', outDir], { DOCSGEN_THREADS: '2' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    const pages = await htmlFiles(outDir);
    const pools = [...pages].filter(([file]) => file.startsWith('docs/pool-'));
    expect(pools).toHaveLength(POOLS);
    const threads = new Set(pools.map(([, html]) => /data-thread="(\d+)"/.exec(html)?.[1]));
    // Rendered by a worker thread (the build's own thread is 0).
    expect([...threads].filter((id) => id !== undefined && id !== '0')).not.toEqual([]);
    for (const [file, html] of pools) {
      const i = /pool-(\d+)/.exec(file)![1];
      expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
      expect(html).toContain(`<li id="fn1" class="footnote-item"><p>Limpet ${i} returns to its own scar.`);
      expect(html).toContain(`<body data-field-notes="/docs/pool-${i}"`);
    }
    const sections = await searchSections(outDir);
    for (let i = 1; i <= POOLS; i++) {
      const section = sections.find((s) => s.text.includes(`Limpet ${i} returns to its own scar.`));
      expect(section?.href).toBe(`/docs/pool-${i}`);
    }
  });
});
