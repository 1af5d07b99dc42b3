// The props of a home page: a page or a doc with `layout: home` (its hero, feature cards and body).
import type { HeroActionLink, PageProps } from '../../../templates/props.ts';
import type { ResolvedConfig } from '../../config/types.ts';
import { starlightIconSvg } from '../../markdown/dialects/starlight/icons.ts';
import type { FrontMatter, ParsedSource } from '../../content/types.ts';
import { heroImageProps } from './hero-image.ts';
import type { RenderedMarkdown } from '../../markdown/types.ts';
import { fileHref, isExternalLink } from '../../shared/urls.ts';
import type { RenderContext } from '../render-context.ts';
import { createChrome, createNavLink } from './chrome.ts';
import { createHead } from './head.ts';

// An icon names a file (a path or a URL: it has a slash or an extension); anything else is characters (an emoji).
const isIconFile = (icon: string): boolean => /[/.]/.test(icon);

// Shown as a row of buttons only when there is more than one or an icon (else the one action, as before).
function heroActionsOf(fm: FrontMatter, config: ResolvedConfig): HeroActionLink[] | undefined {
  const actions = fm.hero?.actions;
  if (!actions || (actions.length === 1 && actions[0]!.icon === undefined)) return undefined;
  return actions.map((a) => ({
    ...createNavLink({ label: a.label, to: a.to }, config, ''),
    variant: a.variant,
    iconSvg: a.icon === undefined ? undefined : starlightIconSvg(a.icon),
  }));
}

/** The props of the home page at `route`, from its front matter and rendered body. */
export function createHomeProps(
  context: RenderContext,
  route: string,
  fm: FrontMatter,
  markdown: RenderedMarkdown,
  parsed?: ParsedSource,
): PageProps {
  const { config } = context.site;
  const head = createHead(
    {
      route,
      pageTitle: undefined,
      description: fm.description ?? config.tagline,
      keywords: fm.keywords,
      image: fm.image,
      headTags: fm.head,
      noindex: fm.unlisted === true,
      markdownFeatures: markdown.features,
      htmlClassName: 'plugin-pages plugin-id-default home-page',
    },
    config,
  );
  const action = fm.hero?.action;
  return {
    kind: 'home',
    chrome: createChrome(config, context.assets, route),
    head,
    hero: {
      title: fm.hero?.title ?? config.title,
      tagline: fm.hero?.tagline ?? config.tagline,
      action: action && createNavLink({ label: action.label, to: action.to }, config, ''),
      actions: heroActionsOf(fm, config),
      image: heroImageProps(context.site, parsed),
    },
    features: (fm.features ?? []).map(({ title, text, icon, action: act }) => {
      const image = icon !== undefined && isIconFile(icon) ? icon : undefined;
      return {
        title,
        text,
        iconSrc: image && (isExternalLink(image) ? image : fileHref(image, config)),
        iconText: image === undefined ? icon : undefined,
        action: act && createNavLink({ label: act.label, to: act.to }, config, ''),
      };
    }),
    html: markdown.html,
  };
}
