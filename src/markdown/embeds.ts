import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { registerContainer } from './containers.ts';
import { getRenderEnv, report, type RenderEnv } from './env.ts';
import { createCursor, locateTarget, recordLink } from './links.ts';
import { escapeHtml } from '../shared/html-escape.ts';

const EMBED_INFO = /^\s*embed(?:\s+(.*))?$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_PATH_ID = /^\/(?:shorts|embed|live|v)\/([^/]+)/;
const YOUTUBE_TIME = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;
// `fullscreen` here replaces the `allowfullscreen` attribute (with both, Chromium warns on every page with an embed).
const IFRAME_ALLOW = 'autoplay; fullscreen; encrypted-media; picture-in-picture';

/** What an `:::embed` block became: an iframe, a plain link (not embeddable) or plain text (not a usable URL). */
export type EmbedMeta =
  | { mode: 'iframe'; src: string; href: string; title: string }
  | { mode: 'link'; href: string; title: string }
  | { mode: 'text'; title: string };

/** Registers `:::embed <url> | <title>` (optional caption as the body), embedding only https URLs of allowed hosts. */
export function useEmbeds(md: MarkdownIt, embedHosts: readonly string[]): void {
  const allowed = new Set(embedHosts.map((host) => host.toLowerCase()));
  registerContainer(md, 'embed', (params) => EMBED_INFO.test(params));
  md.core.ruler.after('block', 'docsgen_embeds', (state: StateCore) => {
    const env = getRenderEnv(state.env);
    const open: Token[] = [];
    for (const token of state.tokens) {
      if (token.type === 'container_embed_open') {
        token.meta = resolveEmbed(md, env, token, allowed);
        open.push(token);
      } else if (token.type === 'container_embed_close') {
        token.meta = open.pop()?.meta;
      }
    }
  });
  md.renderer.rules.container_embed_open = (tokens, idx) => renderEmbedOpen(tokens[idx]!.meta as EmbedMeta);
  md.renderer.rules.container_embed_close = (tokens, idx) =>
    (tokens[idx]!.meta as EmbedMeta | undefined)?.mode === 'iframe' ? '</figcaption></figure>\n' : '</div>\n';
}

/** The origin an embed of `host` loads its iframe from (YouTube embeds use youtube-nocookie.com), for `frame-src`. */
export function embedFrameOrigin(host: string): string {
  const lower = host.toLowerCase();
  return YOUTUBE_HOSTS.has(lower) || YOUTUBE_NOCOOKIE_HOSTS.has(lower)
    ? 'https://www.youtube-nocookie.com'
    : `https://${lower}`;
}

/** Returns the iframe URL for an embeddable URL, or `undefined` (for example a YouTube URL without a video id). */
export function toEmbedSrc(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host) && !YOUTUBE_NOCOOKIE_HOSTS.has(host)) return url.href;
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? '')
        : (YOUTUBE_PATH_ID.exec(url.pathname)?.[1] ?? '');
  if (!YOUTUBE_ID.test(id)) return undefined;
  const start = toSeconds(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '');
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function resolveEmbed(md: MarkdownIt, env: RenderEnv, token: Token, allowed: ReadonlySet<string>): EmbedMeta {
  const params = EMBED_INFO.exec(token.info)?.[1] ?? '';
  const bar = params.indexOf('|');
  const target = (bar === -1 ? params : params.slice(0, bar)).trim();
  let title = bar === -1 ? '' : params.slice(bar + 1).trim();
  const line = token.map?.[0] ?? 0;
  const url = parseHttpUrl(target);
  if (!url) {
    report(
      env,
      'warning',
      'embed-invalid-url',
      `":::embed" needs an absolute https URL; got "${target}".`,
      line,
    );
    return { mode: 'text', title: title || target };
  }
  recordLink(
    env,
    'link',
    target,
    url.href,
    locateTarget(env, createCursor([line, line + 1]), target, url.href),
  );
  const host = url.hostname.toLowerCase();
  if (!title) {
    title = YOUTUBE_HOSTS.has(host) ? 'YouTube video' : `content from ${host}`;
    report(
      env,
      'warning',
      'embed-missing-title',
      `":::embed ${target}" has no title; write ":::embed <url> | <title>".`,
      line,
    );
  }
  if (url.protocol !== 'https:') {
    report(
      env,
      'warning',
      'embed-not-https',
      `Only https URLs are embedded; "${target}" is shown as a link.`,
      line,
    );
    return { mode: 'link', href: url.href, title };
  }
  if (!allowed.has(host)) {
    report(
      env,
      'warning',
      'embed-host-not-allowed',
      `The host "${host}" is not in the config field markdown.embedHosts; the embed is shown as a link.`,
      line,
    );
    return { mode: 'link', href: url.href, title };
  }
  const src = toEmbedSrc(url);
  if (src === undefined) {
    report(
      env,
      'warning',
      'embed-invalid-url',
      `No video id found in "${target}"; the embed is shown as a link.`,
      line,
    );
    return { mode: 'link', href: url.href, title };
  }
  return { mode: 'iframe', src, href: url.href, title };
}

function parseHttpUrl(text: string): URL | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

function toSeconds(value: string): number {
  const match = YOUTUBE_TIME.exec(value);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function renderEmbedOpen(meta: EmbedMeta): string {
  const title = escapeHtml(meta.title);
  if (meta.mode === 'text') return `<div class="embed embed-fallback"><p class="embed-link">${title}</p>`;
  const link = `<a href="${escapeHtml(meta.href)}" target="_blank" rel="noopener noreferrer">`;
  if (meta.mode === 'link')
    return `<div class="embed embed-fallback"><p class="embed-link">${link}${title}</a></p>`;
  return (
    `<figure class="embed"><div class="embed-frame"><iframe src="${escapeHtml(meta.src)}" title="${title}"` +
    ` loading="lazy" allow="${IFRAME_ALLOW}" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>` +
    `<figcaption><p class="embed-link">${link}Open ${title} in a new tab</a></p>`
  );
}
