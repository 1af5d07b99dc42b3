import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

const mdx = (body: string) => render(body, { file: 'docs/page.mdx' });
const DOCUSAURUS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

function docusaurusTabs(props: string): string {
  return (
    `${DOCUSAURUS}<Tabs${props}>\n<TabItem value="mac" label="macOS">\n\nA\n\n</TabItem>\n` +
    '<TabItem value="linux" label="Linux">\n\nB\n\n</TabItem>\n</Tabs>'
  );
}

describe('MDX tab sets that sync', () => {
  it('renders groupId on the set and each tab value on its button', async () => {
    const result = await mdx(docusaurusTabs(' groupId="os"'));
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<div class="tabs" data-tabs data-tab-group="os"><div class="tabs-list"');
    expect(result.html).toContain('aria-controls="mdx-tabs-1-1" data-tab-value="mac" aria-selected="true"');
    expect(result.html).toContain(
      'aria-controls="mdx-tabs-1-2" data-tab-value="linux" aria-selected="false"',
    );
    expect(result.html).not.toContain('data-tab-query');
  });

  it('names the URL parameter after the group for queryString, or as queryString says', async () => {
    const named = await mdx(docusaurusTabs(' groupId="os" queryString'));
    expect(named.html).toContain('data-tabs data-tab-group="os" data-tab-query="os">');
    const own = await mdx(docusaurusTabs(' queryString="platform"'));
    expect(own.diagnostics).toEqual([]);
    expect(own.html).toContain('<div class="tabs" data-tabs data-tab-query="platform">');
    expect(own.html).toContain('data-tab-value="linux"');
  });

  it('warns at the tag when queryString has no name to take', async () => {
    const result = await mdx(docusaurusTabs(' queryString'));
    expect(result.diagnostics).toMatchObject([
      { severity: 'warning', code: 'mdx-tabs-query', line: 4, column: 1 },
    ]);
    expect(result.html).toContain('<div class="tabs" data-tabs><div');
  });

  it("maps Starlight's syncKey to a group whose tabs match by label", async () => {
    const result = await mdx(
      "import { Tabs, TabItem } from '@astrojs/starlight/components';\n\n" +
        '<Tabs syncKey="pkg">\n<TabItem label="npm">\n\nA\n\n</TabItem>\n<TabItem label="pnpm">\n\nB\n\n</TabItem>\n</Tabs>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('data-tabs data-tab-group="pkg">');
    expect(result.html).toContain('data-tab-value="pnpm" aria-selected="false" tabindex="-1">pnpm</button>');
  });

  it('escapes the group and values and adds nothing to a set without them', async () => {
    const result = await mdx(docusaurusTabs(` groupId='a"<b'`));
    expect(result.html).toContain('data-tab-group="a&quot;&lt;b"');
    const plain = await mdx(docusaurusTabs(''));
    expect(plain.html).not.toContain('data-tab-');
  });
});
