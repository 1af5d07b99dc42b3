// What a page of a site with several locales adds to its props: `hreflang` alternates (with `x-default`) to the same
// page in every locale and, on a page not translated yet, a notice and a canonical URL pointing at the original.
import { currentLocale, hasLocales, localeRouteHref, localeRouteUrl } from '../../config/locales.ts';
import type { ResolvedConfig } from '../../config/types.ts';
import { writtenEntryOf, type SitePage } from '../../model/site-types.ts';
import type { HeadProps, PageProps } from '../../../templates/props.ts';

/** True when the page's content is the default locale's because its translation is missing. */
export function isUntranslated(page: SitePage): boolean {
  return writtenEntryOf(page)?.source.source.untranslated === true;
}

/** The `hreflang` links of a route: one per locale, then `x-default` (the default locale). */
export function localeAlternates(config: ResolvedConfig, route: string): HeadProps['alternates'] {
  const links: HeadProps['alternates'] = config.locales.list.map((locale) => ({
    rel: 'alternate',
    hreflang: locale,
    href: localeRouteUrl(config, locale, route),
  }));
  links.push({
    rel: 'alternate',
    hreflang: 'x-default',
    href: localeRouteUrl(config, config.locales.default, route),
  });
  return links;
}

/** Adds the locale links, and the notice of an untranslated page, to a page's props (a site of one locale: none). */
export function localiseProps(config: ResolvedConfig, page: SitePage, props: PageProps): PageProps {
  if (props.kind === 'redirect' || !hasLocales(config)) return props;
  const route = props.kind === 'not-found' ? '/' : page.route;
  const head: HeadProps = {
    ...props.head,
    alternates: [...localeAlternates(config, route), ...props.head.alternates],
  };
  if (!isUntranslated(page) || currentLocale(config) === config.locales.default) return { ...props, head };
  const strings = props.chrome.strings;
  return {
    ...props,
    head: { ...head, canonical: localeRouteUrl(config, config.locales.default, page.route) },
    untranslated: {
      message: strings.untranslatedNotice,
      linkLabel: strings.untranslatedLink,
      originalHref: localeRouteHref(config, config.locales.default, page.route),
      originalLang: config.locales.default,
      originalDir: config.locales.direction[config.locales.default] ?? 'ltr',
    },
  };
}
