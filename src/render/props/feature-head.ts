import type { ResolvedConfig } from '../../config/types.ts';
import type { MarkdownFeature } from '../../markdown/types.ts';
import type { ExtraHeadTag } from '../../../templates/props.ts';
import { diagramAssets, mathAssets, starlightAssets } from '../../assets/markdown-assets.ts';
import { fileHref } from '../../shared/urls.ts';
import { islandAssetsOf } from '../../islands/page-assets.ts';

/**
 * The head tags a page's markdown features need: KaTeX's stylesheet and its two main fonts (preloaded, so formulas
 * are laid out once, in their own font) for math, and a preload of the Mermaid script (src/client/diagrams.ts runs it)
 * for diagrams. Pages without these features get none.
 */
export function createFeatureHeadTags(
  features: readonly MarkdownFeature[] | undefined,
  config: ResolvedConfig,
): ExtraHeadTag[] {
  if (!features || features.length === 0) return [];
  const tags: ExtraHeadTag[] = [];
  if (features.includes('math')) {
    const math = mathAssets();
    for (const font of math.preloadFonts) {
      tags.push({
        tag: 'link',
        props: {
          rel: 'preload',
          href: fileHref(font, config),
          as: 'font',
          type: 'font/woff2',
          crossOrigin: '',
        },
      });
    }
    tags.push({ tag: 'link', props: { rel: 'stylesheet', href: fileHref(math.stylesheet, config) } });
  }
  if (features.includes('starlight')) {
    tags.push({
      tag: 'link',
      props: { rel: 'stylesheet', href: fileHref(starlightAssets().stylesheet, config) },
    });
  }
  if (features.includes('mermaid')) {
    const href = fileHref(diagramAssets().script, config);
    tags.push({ tag: 'link', props: { rel: 'preload', href, as: 'script', 'data-mermaid-script': true } });
  }
  // Islands: the components' stylesheet before any paint, the loader (a module: it runs after the page is parsed).
  const islands = islandAssetsOf(features, config.markdown.islandBundle);
  if (islands.stylesheet) {
    tags.push({ tag: 'link', props: { rel: 'stylesheet', href: fileHref(islands.stylesheet, config) } });
  }
  if (islands.loader) {
    tags.push({ tag: 'script', props: { type: 'module', src: fileHref(islands.loader, config) } });
  }
  return tags;
}
