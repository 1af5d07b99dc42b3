// A hero's image as VitePress (`image: /logo.svg`, `{ src, alt }`, `{ light, dark }`) and Starlight (`{ file, alt }`,
// `{ dark, light }`) write it: one file and its alt text. An image given as HTML (Starlight's `html`) is not shown.

/** The image of a home page's hero: its path as written (relative to the page, an alias, or a root URL). */
export interface HeroImage {
  src: string;
  alt: string;
}

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The hero image of a front matter's `hero.image`, or undefined when it names no file. */
export function heroImageOf(image: unknown): HeroImage | undefined {
  const given = nonBlank(image);
  if (given !== undefined) return { src: given, alt: '' };
  if (typeof image !== 'object' || image === null) return undefined;
  const written = image as Record<string, unknown>;
  const src =
    nonBlank(written.file) ?? nonBlank(written.src) ?? nonBlank(written.light) ?? nonBlank(written.dark);
  return src === undefined ? undefined : { src, alt: typeof written.alt === 'string' ? written.alt : '' };
}
