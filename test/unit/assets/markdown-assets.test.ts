import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagramAssets, mathAssets } from '../../../src/assets/markdown-assets.ts';
import { createFeatureHeadTags } from '../../../src/render/props/feature-head.ts';
import { resolveConfig } from '../../../src/config/resolve.ts';

const sha = (contents: string | Uint8Array) =>
  createHash('sha256').update(contents).digest('hex').slice(0, 10);

describe('math and diagram assets', () => {
  it("names KaTeX's stylesheet and each WOFF2 font by content hash, and points the stylesheet at them", () => {
    const { files, stylesheet, preloadFonts } = mathAssets();
    const css = files.find((f) => f.path === stylesheet)!.contents as string;
    expect(stylesheet).toBe(`assets/css/katex.${sha(css)}.css`);
    const fonts = files.filter((f) => f.path.startsWith('assets/fonts/'));
    expect(fonts.length).toBe(20);
    for (const font of fonts) {
      expect(font.path).toMatch(new RegExp(`^assets/fonts/KaTeX_[\\w-]+\\.${sha(font.contents)}\\.woff2$`));
      expect(css).toContain(`url(../fonts/${font.path.slice('assets/fonts/'.length)})`);
    }
    // Only WOFF2: no url() is left that names an unhashed or fallback file.
    expect(css.match(/url\(/g)).toHaveLength(fonts.length);
    expect(preloadFonts.map((p) => p.replace(/\.\w+\.woff2$/, ''))).toEqual([
      'assets/fonts/KaTeX_Main-Regular',
      'assets/fonts/KaTeX_Math-Italic',
    ]);
  });

  it('names the Mermaid script by content hash', () => {
    const { files, script } = diagramAssets();
    expect(files).toHaveLength(1);
    expect(script).toBe(`assets/js/mermaid.${sha(files[0]!.contents)}.js`);
  });

  it('gives pages head tags only for the features they use, under the base URL', () => {
    const config = resolveConfig(
      { title: 'T', url: 'https://x.dev', baseUrl: '/kit/' },
      { configFile: null, rootDir: '/tmp/p' },
    );
    expect(createFeatureHeadTags([], config)).toEqual([]);
    const math = createFeatureHeadTags(['math'], config);
    expect(math.map((t) => [t.tag, t.props.rel, t.props.href])).toEqual([
      ['link', 'preload', `/kit/${mathAssets().preloadFonts[0]}`],
      ['link', 'preload', `/kit/${mathAssets().preloadFonts[1]}`],
      ['link', 'stylesheet', `/kit/${mathAssets().stylesheet}`],
    ]);
    const diagram = createFeatureHeadTags(['mermaid'], config);
    expect(diagram).toEqual([
      {
        tag: 'link',
        props: {
          rel: 'preload',
          href: `/kit/${diagramAssets().script}`,
          as: 'script',
          'data-mermaid-script': true,
        },
      },
    ]);
  });
});
