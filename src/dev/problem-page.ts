import { escapeHtml } from '../shared/html-escape.ts';
import type { ThemeStrings } from '../strings/theme-strings.ts';
import { injectReloadClient } from './reload-client.ts';

// Inline styles only: while there is nothing to serve, the site's stylesheet cannot be served either. They match the
// overlay the reload client draws over a page when a rebuild fails.
const OVERLAY_STYLE =
  'position:fixed;inset:0;overflow:auto;padding:2rem;margin:0;background:rgba(20,20,24,0.96);color:#fff;font:16px/1.5 system-ui,sans-serif';
const MESSAGE_STYLE = 'white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace';

/** The language of the pages serve shows while the site cannot be served: the served locale's. */
export interface ProblemLocale {
  lang: string;
  dir: 'ltr' | 'rtl';
  strings: ThemeStrings;
}

/**
 * The page every route answers while the site cannot be served (no good build yet, or the content folder is gone): the
 * error overlay with `title` and `message`, and the reload client, so that it reloads by itself once a build succeeds.
 * `build` is the id of the last good build (`''` before the first).
 */
export function problemPage(title: string, message: string, build: string, locale: ProblemLocale): string {
  const { lang, dir, strings } = locale;
  // The reload client's overlay (a failed rebuild) reads its words from the page's config, as on a built page.
  const words = JSON.stringify({
    strings: { crashTitle: strings.crashTitle, crashRetry: strings.crashRetry },
  });
  const config = `<script id="docsgen-config" type="application/json">${words.replace(/</g, '\\u003c')}</script>`;
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${config}</head><body><div class="error-view error-view--crash docsgen-dev-error" role="alert" style="${OVERLAY_STYLE}"><h1 class="error-view__title">${escapeHtml(title)}</h1><pre class="error-view__message" style="${MESSAGE_STYLE}">${escapeHtml(message)}</pre><p>${escapeHtml(strings.serveReloadsItself)}</p></div></body></html>`;
  return injectReloadClient(html, build);
}
