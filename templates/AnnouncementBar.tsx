// The announcement bar above the navbar. The pre-paint script hides it when its id was dismissed.
import type { JSX } from 'react';
import type { SiteChrome } from './props.ts';
import { SiteLink } from './Link.tsx';
import { CloseIcon } from './icons.tsx';
import { cachedMarkup } from './markup-cache.ts';

type Announcement = NonNullable<SiteChrome['announcement']>;

/** Renders the announcement bar, or nothing when there is no announcement (the same on every page: rendered once). */
export function AnnouncementBar(props: {
  announcement: SiteChrome['announcement'];
  label?: string;
  closeLabel?: string;
}): JSX.Element | null {
  const { announcement } = props;
  const closeLabel = props.closeLabel ?? 'Close';
  if (!announcement) return null;
  return (
    <section
      className="announcement"
      aria-label={props.label ?? 'Announcement'}
      data-announcement=""
      data-announcement-id={announcement.id}
      dangerouslySetInnerHTML={{ __html: cachedMarkup(AnnouncementContent, { announcement, closeLabel }) }}
    />
  );
}

/** The announcement's text and link, and its close button. */
function AnnouncementContent(props: { announcement: Announcement; closeLabel: string }): JSX.Element {
  const { announcement } = props;
  return (
    <>
      <p className="announcement__content">
        {announcement.text}
        {announcement.link ? (
          <>
            {' '}
            <SiteLink
              href={announcement.link.href}
              external={announcement.link.external}
              className="announcement__link"
            >
              {announcement.link.label}
            </SiteLink>
          </>
        ) : null}
      </p>
      {announcement.closeable ? (
        <button
          type="button"
          className="announcement__close"
          aria-label={props.closeLabel}
          data-announcement-close=""
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </>
  );
}
