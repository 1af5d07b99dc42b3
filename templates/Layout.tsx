// The whole document around a page body: <html>, <head>, skip link, announcement, navbar, drawer, footer.
import type { JSX, ReactNode } from 'react';
import type { BasePageProps } from './props.ts';
import { Head } from './Head.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from './Navbar.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { Footer } from './Footer.tsx';
import { themeComponent } from './theme-components.ts';

/** Id of every page's `<main>`: the skip link's target. */
export const MAIN_ID = 'docsgen-main';

/** Renders `<html>` with the chrome around `children` (which render their own `<main id={MAIN_ID}>`). */
export function Layout(
  props: BasePageProps & { children: ReactNode; drawerMenu?: ReactNode | undefined },
): JSX.Element {
  const { chrome, head, untranslated } = props;
  const colorMode = chrome.colorMode;
  const SiteFooter = themeComponent('Footer', Footer);
  return (
    <html
      lang={chrome.lang}
      dir={chrome.dir}
      className={head.htmlClassName || undefined}
      data-theme={colorMode.defaultMode}
      data-default-theme={colorMode.defaultMode}
      data-respect-prefers={colorMode.respectPrefersColorScheme ? 'true' : 'false'}
      data-disable-switch={colorMode.disableSwitch ? 'true' : undefined}
      data-announcement-id={chrome.announcement?.id}
    >
      <Head head={head} chrome={chrome} />
      <body>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {chrome.strings.skipToContent}
        </a>
        <AnnouncementBar
          announcement={chrome.announcement}
          label={chrome.strings.announcement}
          closeLabel={chrome.strings.close}
        />
        <Navbar chrome={chrome} />
        <MobileDrawer chrome={chrome} secondary={props.drawerMenu} />
        {untranslated ? (
          <div className="translation-notice" role="note" data-untranslated="">
            {untranslated.message}{' '}
            <a
              href={untranslated.originalHref}
              hrefLang={untranslated.originalLang}
              lang={untranslated.originalLang}
            >
              {untranslated.linkLabel}
            </a>
          </div>
        ) : null}
        {props.children}
        <SiteFooter footer={chrome.footer} />
      </body>
    </html>
  );
}
