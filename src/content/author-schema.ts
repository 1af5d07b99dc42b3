// The shape of a blog author, shared by the authors file and authors written inline in a post's front matter.
import { z } from 'zod';

const text = z.string().refine((s) => s.trim() !== '', { message: 'is empty' });

// Where a handle leads on the platforms authors name most; any other platform needs a full URL.
const PROFILE_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  twitch: (h) => `https://www.twitch.tv/${h}`,
};

/** A link to one of an author's profiles. */
export interface AuthorSocial {
  /** The platform as the author file names it (`github`, `x`, …). */
  platform: string;
  url: string;
}

const isUrl = (value: string): boolean => /^https?:\/\/[^\s/]+/.test(value);

/** Turns `socials` (platform → handle or URL) into links; a handle on a platform docsgen does not know is refused. */
const socials = z.record(text, text).transform((map, ctx): AuthorSocial[] => {
  const links: AuthorSocial[] = [];
  for (const [platform, value] of Object.entries(map)) {
    if (isUrl(value)) {
      links.push({ platform, url: value });
      continue;
    }
    const toUrl = PROFILE_URLS[platform.toLowerCase()];
    if (!toUrl) {
      ctx.addIssue({
        code: 'custom',
        path: [platform],
        message: `"${value}" is a handle on a platform docsgen does not know; write the full https:// URL`,
      });
      continue;
    }
    links.push({ platform, url: toUrl(value.replace(/^@/, '')) });
  }
  return links;
});

/** The fields of an author, as the authors file or a post's front matter writes them. */
export const authorFields = {
  name: text,
  title: text.optional(),
  url: text.optional(),
  image_url: text.optional(),
  email: text.optional(),
  description: text.optional(),
  socials: socials.optional(),
};

/** An author written inline in a post's front matter (starlight-blog's `picture` is the image). */
export const inlineAuthorSchema = z
  .strictObject({ ...authorFields, picture: text.optional() })
  .transform(({ picture, ...author }) =>
    picture === undefined || author.image_url !== undefined ? author : { ...author, image_url: picture },
  );

/** An author written inline in a post's front matter, validated. */
export type InlineAuthor = z.infer<typeof inlineAuthorSchema>;
