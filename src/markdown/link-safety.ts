// markdown-it refuses `javascript:` and friends by leaving the link as text, silently. docsgen lets markdown-it make
// the link and judges it in the links rule instead (`refuseUnsafeUrl`), with the one URL policy of src/base: so the
// author gets an error at the link, hidden schemes (`java&#x09;script:`, `%6Aavascript:`) are caught too, and the URL
// still never reaches the HTML.
import type { MarkdownIt, Token } from 'markdown-it';
import { executableScheme, unsafeUrlMessage } from '../base/url-policy.ts';
import { report, type RenderEnv } from './env.ts';

/** Makes `md` accept every link and image target, to be judged by `refuseUnsafeUrl` where its position is known. */
export function useSafeLinks(md: MarkdownIt): void {
  md.validateLink = () => true;
}

/**
 * True (and an error at `position`) when the token's `href` or `src` is an executable URL; the attribute is then
 * removed, so the text or the image's alt text is what the page shows.
 */
export function refuseUnsafeUrl(
  env: RenderEnv,
  token: Token,
  attribute: 'href' | 'src',
  position: { bodyLine: number; column: number },
): boolean {
  const url = token.attrGet(attribute) ?? '';
  if (executableScheme(url) === undefined) return false;
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== attribute);
  const where = attribute === 'href' ? 'The link' : 'The image';
  report(env, 'error', 'url-unsafe', `${unsafeUrlMessage(url, where)}.`, position.bodyLine, position.column);
  return true;
}
