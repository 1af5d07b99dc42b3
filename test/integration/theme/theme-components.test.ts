// The site-theme fixture replaces two theme components (a Footer that wraps the theme's, a BlogPostHeader of its own)
// and sets the link colours with custom CSS. Its pages must hold the site's markup where those components render and
// be otherwise exactly what the theme writes, in one thread and with worker threads.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyThemeSite, editFile, htmlFiles, removeThemeSites, runCli } from './fixture.ts';

afterAll(removeThemeSites);

const MOTTO = '<div class="lantern-footer"><p class="lantern-footer__motto">Trimmed wicks burn brighter.</p>';

/** The page as the theme alone writes it: the site's footer wrapper taken away. */
const withoutFooterWrapper = (html: string): string =>
  html.replace(MOTTO, '').replace(/<\/footer><\/div>(<\/body>)/, '</footer>$1');

/** Builds the copy at `site` into `out` and returns its HTML files. */
async function build(
  site: string,
  out: string,
  env: Record<string, string> = {},
): Promise<Map<string, string>> {
  const result = runCli(site, ['build', '--quiet', '--out', out], env);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return htmlFiles(out);
}

describe('theme components', () => {
  it("render the site's components in place of the theme's, and nothing else changes", async () => {
    const { dir, site } = await copyThemeSite();
    const pages = await build(site, path.join(dir, 'out'));
    // The same site with the theme's own components only.
    await editFile(site, 'docsgen.config.ts', (text) => text.replace(/components: \{[^}]*\},/, ''));
    const plain = await build(site, path.join(dir, 'plain'));

    expect([...pages.keys()].sort()).toEqual([...plain.keys()].sort());
    for (const [file, html] of pages) {
      // A redirect page is a bare document: no layout, no footer.
      if (html.includes('http-equiv="refresh"')) continue;
      // Every page has the site's footer, wrapped around the theme's own (which is still there, unchanged).
      expect(html, file).toContain(`${MOTTO}<footer class="footer footer--dark">`);
      const theme = plain.get(file)!;
      if (file.startsWith('blog/')) continue;
      // Pages without a blog post header are the theme's, but for the footer.
      expect(withoutFooterWrapper(html), file).toBe(theme);
    }
    const post = pages.get('blog/2025/03/02/first-batch/index.html')!;
    expect(post).toContain(
      '<header class="lantern-post"><h1 class="lantern-post__title">The first batch</h1>' +
        '<p class="lantern-post__date">Logged on <time dateTime="2025-03-02">March 2, 2025</time></p></header>',
    );
    expect(post).not.toContain('post-header__title');
    expect(plain.get('blog/2025/03/02/first-batch/index.html')).toContain(
      '<h1 class="post-header__title">The first batch</h1>',
    );
    const list = pages.get('blog/index.html')!;
    expect(list).toContain(
      '<h2 class="lantern-post__title"><a href="/blog/2025/03/02/first-batch">The first batch</a></h2>',
    );
    // The custom CSS is in the one stylesheet, for both colour modes.
    const cssDir = path.join(dir, 'out/assets/css');
    const [css] = (await readdir(cssDir)).filter((name) => name.endsWith('.css'));
    const styles = await readFile(path.join(cssDir, css!), 'utf8');
    expect(styles).toMatch(/:root\{[^}]*--c-link: ?#1d6b3a/);
    expect(styles).toMatch(/\[data-theme=dark\]\{[^}]*--c-link: ?#f2b134/);
  });

  it('are rendered by worker threads too', async () => {
    const { dir, site } = await copyThemeSite();
    // Enough pages that the worker thread renders some; each doc says which thread rendered it.
    for (let i = 1; i <= 120; i++) {
      await writeFile(
        path.join(site, `content/docs/lamp-${i}.md`),
        `---\ntitle: Lamp ${i}\n---\n\nLamp ${i} burns paraffin.\n`,
      );
    }
    await writeFile(
      path.join(site, 'theme/ThreadMark.tsx'),
      "import { threadId } from 'node:worker_threads';\n" +
        "import Original, { type DocItemFooterProps } from 'docsgen/theme/DocItemFooter';\n\n" +
        'export default function ThreadMark(props: DocItemFooterProps) {\n' +
        '  return <><Original {...props} /><p className="thread-mark" data-thread={threadId} /></>;\n}\n',
    );
    await editFile(site, 'docsgen.config.ts', (text) =>
      text.replace("Footer: './theme/Footer.tsx',", "$&\n      DocItemFooter: './theme/ThreadMark.tsx',"),
    );
    const pages = await build(site, path.join(dir, 'out'), { DOCSGEN_THREADS: '2' });
    const lamps = [...pages].filter(([file]) => file.startsWith('docs/lamp-'));
    expect(lamps).toHaveLength(120);
    const threads = new Set<string>();
    for (const [file, html] of lamps) {
      expect(html, file).toContain(MOTTO);
      const thread = /<p class="thread-mark" data-thread="(\d+)"><\/p>/.exec(html)?.[1];
      expect(thread, file).toBeDefined();
      threads.add(thread!);
    }
    // The build's own thread is 0: some pages came from the worker.
    expect([...threads].some((id) => id !== '0')).toBe(true);
    expect(pages.get('blog/2025/03/02/first-batch/index.html')).toContain('<header class="lantern-post">');
  });
});
