import type { ResolvedConfig } from '../../config/types.ts';
import type { RedirectPageProps, SiteChrome } from '../../../templates/props.ts';
import type { SitePage } from '../../model/site-types.ts';
import { isExternalLink, normaliseLink, splitHref } from '../../shared/urls.ts';
import { createHead } from './head.ts';

/** The props of a redirect page: the target's href, and its absolute URL as the canonical link. */
export function createRedirectProps(
  config: ResolvedConfig,
  chrome: SiteChrome,
  page: Extract<SitePage, { kind: 'redirect' }>,
): RedirectPageProps {
  const external = isExternalLink(page.to);
  const targetHref = external ? page.to : normaliseLink(page.to, config);
  // The canonical URL names the page, not a place on it.
  const canonical = external ? page.to : config.url + normaliseLink(splitHref(page.to).path, config);
  const head = createHead(
    {
      route: page.route,
      pageTitle: chrome.strings.redirectTitle,
      description: undefined,
      noindex: true,
      htmlClassName: 'redirect-page',
    },
    config,
  );
  return { kind: 'redirect', chrome, head: { ...head, canonical, extraTags: [] }, targetHref };
}
