// A blog post's header: title, date, reading time and authors.
import type { JSX } from 'react';
import type { AuthorView } from './props.ts';
import { SiteLink } from '../Link.tsx';
import type { BlogPostHeaderProps } from '../theme-components.ts';

// As an entity: the pages of an ASCII site stay ASCII, which V8 hashes, encodes and writes several times faster.
const MIDDOT = { __html: ' &middot; ' };

/** "N min read" for a reading time in minutes. */
export function readingTimeText(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

const PLATFORM_NAMES: Record<string, string> = {
  x: 'X',
  twitter: 'X',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  youtube: 'YouTube',
  twitch: 'Twitch',
  mastodon: 'Mastodon',
};

/** The name of a profile platform as readers know it (`github` → GitHub). */
export function platformName(platform: string): string {
  return PLATFORM_NAMES[platform.toLowerCase()] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
}

/** An author's picture, name (linked to their page or profile), title, profiles and, on their page, description. */
export function AuthorCard(props: {
  author: AuthorView;
  headingLevel?: 'h2' | 'p';
  withDescription?: boolean;
}): JSX.Element {
  const { author } = props;
  const href = author.href ?? author.url;
  const external = author.href === undefined && author.url !== undefined;
  const name = href ? (
    <SiteLink href={href} external={external} className="author__name-link">
      {author.name}
    </SiteLink>
  ) : (
    author.name
  );
  const NameTag = props.headingLevel ?? 'p';
  return (
    <div className="author">
      {author.imageSrc ? (
        <img className="author__image" src={author.imageSrc} alt="" width={48} height={48} loading="lazy" />
      ) : null}
      <div className="author__info">
        <NameTag className="author__name">{name}</NameTag>
        {author.title ? <p className="author__title">{author.title}</p> : null}
        {props.withDescription && author.description ? (
          <p className="author__description">{author.description}</p>
        ) : null}
        {author.socials.length > 0 ? (
          <ul className="author__socials" aria-label={`${author.name} elsewhere`}>
            {author.socials.map((social) => (
              <li key={social.platform}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {platformName(social.platform)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Renders the header; the title is an `<h1>` on the post page and a linked `<h2>` in lists. */
export function PostHeader(props: BlogPostHeaderProps): JSX.Element {
  const { post } = props;
  return (
    <header className="post-header">
      {props.asPage ? (
        <h1 className="post-header__title">{post.title}</h1>
      ) : (
        <h2 className="post-header__title">
          <a href={post.href}>{post.title}</a>
        </h2>
      )}
      <p className="post-header__meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTimeMinutes !== undefined ? (
          <>
            <span aria-hidden="true" dangerouslySetInnerHTML={MIDDOT} />
            <span>{post.readingTime ?? readingTimeText(post.readingTimeMinutes)}</span>
          </>
        ) : null}
      </p>
      {post.authors.length > 0 ? (
        <div className="post-header__authors">
          {post.authors.map((author) => (
            <AuthorCard key={author.key} author={author} />
          ))}
        </div>
      ) : null}
    </header>
  );
}
