// A docs page: breadcrumbs, title, content, tags, edit link, pager and table of contents.
import type { JSX } from 'react';
import { borrowedLanguage } from './base-props.ts';
import type { DocPageProps, VersionBannerProps } from './props.ts';
import { DocsLayout, ContentFooter } from './DocsLayout.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DesktopToc, MobileToc } from './Toc.tsx';
import { Pager } from './Pager.tsx';
import { CopyPage } from './CopyPage.tsx';
import { themeComponent } from './theme-components.ts';
import { fillString } from '../src/shared/fill-string.ts';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';

/** Renders the body of a doc page. */
export function DocPage(props: DocPageProps): JSX.Element {
  const toc = props.hideToc ? [] : props.toc;
  const strings = props.chrome.strings;
  const borrowed = borrowedLanguage(props.untranslated);
  const DocItemFooter = themeComponent('DocItemFooter', ContentFooter);
  return (
    <DocsLayout
      sidebar={props.sidebar}
      sidebarLabel={strings.docsSidebar}
      toggleLabel={strings.toggleCategory}
      newTabLabel={strings.opensInNewTab}
      toc={<DesktopToc toc={toc} title={strings.onThisPage} />}
    >
      <div className="docs-main__meta">
        <Breadcrumbs
          crumbs={props.breadcrumbs}
          homeHref={props.chrome.homeHref}
          label={strings.breadcrumbs}
          homeLabel={strings.homePage}
        />
        {props.versionLabel ? (
          <span className="badge badge--version">
            {fillString(strings.versionBadge, { label: props.versionLabel })}
          </span>
        ) : null}
        <CopyPage markdownHref={props.markdownHref} strings={strings} />
      </div>
      {props.versionBanner ? <VersionBanner {...props.versionBanner} strings={strings} /> : null}
      <article className="doc">
        <header className="doc__header">
          {props.apiKind ? <span className="badge badge--api">{props.apiKind}</span> : null}
          {props.hideTitle ? null : (
            <h1 className="doc__title" {...borrowed}>
              {props.title}
            </h1>
          )}
        </header>
        <MobileToc toc={toc} title={strings.onThisPage} />
        <div className="markdown" {...borrowed} dangerouslySetInnerHTML={{ __html: props.html }} />
        <DocItemFooter
          tags={props.tags}
          editUrl={props.editUrl}
          lastUpdate={props.lastUpdate}
          strings={strings}
        />
      </article>
      <Pager
        label={strings.docsPages}
        previous={props.previous}
        next={props.next}
        previousText={strings.previous}
        nextText={strings.next}
      />
    </DocsLayout>
  );
}

/** Tells the reader that this version is not the latest, with a link to the same page in the latest one. */
function VersionBanner(props: VersionBannerProps & { strings: ThemeStrings }): JSX.Element {
  const { strings } = props;
  const text = fillString(
    props.kind === 'unreleased' ? strings.versionUnreleased : strings.versionUnmaintained,
    { site: props.siteTitle, label: props.label },
  );
  // The link sits wherever the locale's sentence puts `{link}`.
  const [before = '', after = ''] = fillString(strings.versionLatest, { label: props.latestLabel }).split(
    '{link}',
  );
  return (
    <div className={`version-banner version-banner--${props.kind} admonition admonition-warning`} role="note">
      <p>{text}</p>
      {props.latestHref ? (
        <p>
          {before}
          <a href={props.latestHref} className="version-banner__latest">
            {strings.versionLatestLink}
          </a>
          {after}
        </p>
      ) : null}
    </div>
  );
}
