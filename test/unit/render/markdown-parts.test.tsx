// A site's own Admonition and CodeBlockTitle replace the markup the markdown renderer wrote for those parts; the
// theme's own components write that markup again byte for byte, so a component that wraps them changes only its part.
import { describe, expect, it } from 'vitest';
import { renderMarkdownParts } from '../../../src/render/markdown-parts.ts';
import { Admonition, CodeBlockTitle } from '../../../templates/MarkdownParts.tsx';
import type { AdmonitionProps, CodeBlockTitleProps } from '../../../templates/theme-components.ts';
import { render } from '../markdown/helpers.ts';

const BODY = [
  '::::warning Mind the *flame*',
  'Outer text.',
  '',
  ':::tip',
  'Inner tip with `code`.',
  ':::',
  '',
  '```ts title="lamp <&> \'oil\'.ts"',
  'const wick = 1;',
  '```',
  '::::',
  '',
  ':::note',
  'A second one.',
  ':::',
].join('\n');

describe('markdown parts rendered by theme components', () => {
  it("the theme's own components write exactly what the markdown renderer wrote", async () => {
    const { html } = await render(BODY);
    expect(html).toContain('<div class="code-block-title">');
    expect(renderMarkdownParts(html, { Admonition, CodeBlockTitle })).toBe(html);
  });

  it("a site's components get each part's props, nested admonitions first", async () => {
    const { html } = await render(BODY);
    const seen: AdmonitionProps[] = [];
    const Boxed = (props: AdmonitionProps) => {
      seen.push(props);
      return (
        <aside data-kind={props.type}>
          <Admonition {...props} />
        </aside>
      );
    };
    const Title = (props: CodeBlockTitleProps) => <figcaption>{props.title.toUpperCase()}</figcaption>;
    const out = renderMarkdownParts(html, { Admonition: Boxed, CodeBlockTitle: Title });
    expect(seen.map((p) => [p.type, p.titleHtml])).toEqual([
      ['tip', 'Tip'],
      ['warning', 'Mind the <em>flame</em>'],
      ['note', 'Note'],
    ]);
    expect(out).toContain('<figcaption>LAMP &lt;&amp;&gt; &#x27;OIL&#x27;.TS</figcaption>');
    expect(out).not.toContain('code-block-title');
    // The inner admonition is inside the outer one's content, wrapped too.
    expect(seen[1]!.contentHtml).toContain('<aside data-kind="tip"><div class="admonition admonition-tip"');
    expect(out.match(/<aside data-kind="/g)).toHaveLength(3);
    expect(
      out.startsWith('<aside data-kind="warning"><div class="admonition admonition-warning" role="note">'),
    ).toBe(true);
  });

  it('leaves the HTML as it is without such components', async () => {
    const { html } = await render(BODY);
    expect(renderMarkdownParts(html, {})).toBe(html);
    expect(renderMarkdownParts(html, undefined)).toBe(html);
  });
});
