// The hero image of a home page: a file beside the content (its hashed copy), a static file or a URL, drawn no wider
// than the hero's column allows.
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { HomePageProps } from '../../../templates/props.ts';
import type { ParsedSource } from '../../content/types.ts';
import { heroImageAsset } from '../../model/content-assets.ts';
import type { Site } from '../../model/site-types.ts';
import { fileHref, isExternalLink } from '../../shared/urls.ts';

const MAX_WIDTH = 400;

function sizeOf(absPath: string | undefined): { width?: number; height?: number } {
  if (absPath === undefined) return {};
  try {
    const { width, height } = imageSize(readFileSync(absPath));
    if (!width || !height) return {};
    const scale = Math.min(1, MAX_WIDTH / width);
    return { width: Math.round(width * scale), height: Math.round(height * scale) };
  } catch {
    return {};
  }
}

/** The hero image's props, or undefined when the hero has none or it names no file of the site. */
export function heroImageProps(site: Site, parsed: ParsedSource | undefined): HomePageProps['hero']['image'] {
  const image = parsed?.frontMatter.hero?.image;
  if (!parsed || !image) return undefined;
  if (isExternalLink(image.src)) return { src: image.src, alt: image.alt };
  const asset = heroImageAsset(site, parsed);
  if (asset)
    return { src: fileHref(asset.outputPath, site.config), alt: image.alt, ...sizeOf(asset.absPath) };
  if (!image.src.startsWith('/')) return undefined;
  const file = site.staticAssets.find((a) => a.relPath === image.src.slice(1));
  return file && { src: fileHref(file.relPath, site.config), alt: image.alt, ...sizeOf(file.absPath) };
}
