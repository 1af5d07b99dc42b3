// `docsgen serve` with theme.components: saving a component's file, or a file it imports, rebuilds, and pages then
// show what the component renders now.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { request, useServe, waitUntil } from './harness.ts';

const { site, server } = useServe('site-theme');

/** The body of a page once it contains `text`. */
const pageWith = (route: string, text: string) =>
  waitUntil(
    async () => {
      const page = await request(new URL(route, server().url).href);
      return page.body.includes(text) ? page.body : undefined;
    },
    `${route} showing ${JSON.stringify(text)}`,
  );

describe('serve with theme components', () => {
  it("rebuilds when a component's file or a file it imports changes", async () => {
    const first = await pageWith('/docs/wicks', 'Trimmed wicks burn brighter.');
    expect(first).toContain('<p class="lantern-footer__motto">Trimmed wicks burn brighter.</p>');
    // motto.ts is imported by the footer component, and named nowhere in the config.
    await writeFile(
      path.join(site(), 'theme/motto.ts'),
      "export const motto = 'Clean glass, clear light.';\n",
    );
    const second = await pageWith('/docs/wicks', 'Clean glass, clear light.');
    expect(second).not.toContain('Trimmed wicks');
    await writeFile(
      path.join(site(), 'theme/Footer.tsx'),
      "import Original, { type FooterProps } from 'docsgen/theme/Footer';\n\n" +
        'export default function Footer(props: FooterProps) {\n' +
        '  return <div className="lantern-footer"><Original {...props} /><p className="lantern-footer__after">Below.</p></div>;\n}\n',
    );
    const third = await pageWith('/docs/wicks', 'lantern-footer__after');
    expect(third).not.toContain('lantern-footer__motto');
  });
});
