// The live-reload client, served as an external script (`/__docsgen/client.js`) so a page's CSP needs only
// `script-src 'self'` and `connect-src 'self'`. Plain ES2017 that runs as written, with no build step.
//
// One tab per browser holds the server-sent-events connection (a Web Lock elects it) and relays events to the
// other tabs over a BroadcastChannel: browsers allow six connections per host, so seven tabs that each held one
// would stall. Events: `hello` and `state` carry `{ build, error }`; `reload` carries `{ build }`; `error`
// carries `{ message }`. A page knows its own build from the `build` query of its script URL.

/** The path the reload client is served at. */
export const RELOAD_CLIENT_PATH = '/__docsgen/client.js';
/** The path of the server-sent-events stream. */
export const RELOAD_EVENTS_PATH = '/__docsgen/events';

/** The reload client's source. */
export const RELOAD_CLIENT_SOURCE = `(function () {
  'use strict';
  var script = document.currentScript;
  var pageBuild = script ? new URL(script.src, location.href).searchParams.get('build') : null;
  var channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('docsgen-live-reload') : null;
  var current = null;
  var overlay = null;

  function hideError() {
    if (overlay) overlay.remove();
    overlay = null;
  }
  // The page's words when the page names them (a page not in English), else English.
  function word(key, english) {
    try {
      var element = document.getElementById('docsgen-config');
      var strings = element && JSON.parse(element.textContent || '{}').strings;
      return (strings && typeof strings[key] === 'string' && strings[key]) || english;
    } catch (error) {
      return english;
    }
  }
  // A failed rebuild: its heading names the errors and their files (a page that crashed in the browser has its own view).
  function showError(message, heading) {
    hideError();
    overlay = document.createElement('div');
    overlay.className = 'error-view error-view--crash docsgen-dev-error';
    overlay.setAttribute('role', 'alert');
    var s = overlay.style;
    s.position = 'fixed'; s.inset = '0'; s.zIndex = '2147483647'; s.overflow = 'auto'; s.padding = '2rem';
    s.background = 'rgba(20, 20, 24, 0.96)'; s.color = '#fff'; s.font = '16px/1.5 system-ui, sans-serif';
    var title = document.createElement('h1');
    title.className = 'error-view__title';
    title.textContent = heading || word('serveBuildFailed', 'The site could not be built');
    var text = document.createElement('pre');
    text.className = 'error-view__message';
    text.style.whiteSpace = 'pre-wrap';
    text.style.font = '14px/1.5 ui-monospace, monospace';
    text.textContent = message;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'button button--primary';
    button.setAttribute('data-crash-retry', '');
    button.textContent = word('crashRetry', 'Try again');
    button.addEventListener('click', function () { location.reload(); });
    overlay.append(title, text, button);
    document.body.append(overlay);
  }
  function apply(type, data) {
    if (type === 'error') {
      current = { build: current && current.build, error: data.message, title: data.title };
      showError(data.message, data.title);
    } else if (type === 'reload') {
      current = { build: data.build, error: null };
      if (data.build !== pageBuild) location.reload();
    } else if (type === 'hello' || type === 'state') {
      current = data;
      if (data.error) showError(data.error, data.title);
      else if (pageBuild && data.build && data.build !== pageBuild) location.reload();
      else hideError();
    }
  }
  function connect() {
    var source = new EventSource('${RELOAD_EVENTS_PATH}');
    ['hello', 'reload', 'error'].forEach(function (type) {
      source.addEventListener(type, function (event) {
        var data = JSON.parse(event.data);
        if (channel) channel.postMessage({ type: type, data: data });
        apply(type, data);
      });
    });
  }
  if (channel) {
    channel.onmessage = function (event) {
      var msg = event.data || {};
      if (msg.type === 'ask') { if (current) channel.postMessage({ type: 'state', data: current }); }
      else apply(msg.type, msg.data || {});
    };
  }
  if (navigator.locks && channel) {
    channel.postMessage({ type: 'ask' });
    navigator.locks.request('docsgen-live-reload', function () {
      connect();
      return new Promise(function () {});
    });
  } else {
    connect();
  }
})();
`;

/**
 * Adds the reload client to an HTML document, before its last `</body>`. Markup without one (a fragment the page
 * fetches and inserts, like a sidebar) is returned as it is, so the client never runs twice in a page.
 */
export function injectReloadClient(html: string, build: string): string {
  const at = html.lastIndexOf('</body>');
  if (at === -1) return html;
  const tag = `<script src="${RELOAD_CLIENT_PATH}?build=${encodeURIComponent(build)}" defer></script>`;
  return html.slice(0, at) + tag + html.slice(at);
}
