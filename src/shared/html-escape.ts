// Escaping as React writes text and attribute values, for markup written as a string (the sidebar, cached markup).

const SPECIAL = /["'&<>]/;
const SPECIALS = /["'&<>]/g;
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
// React's own check: it writes a harmless URL instead of a `javascript:` one.
const JAVASCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** Escapes text and attribute values exactly as React does. */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}

/** An `href` as React writes it, before escaping: `javascript:` URLs are replaced by a harmless one. */
export function safeHref(href: string): string {
  return JAVASCRIPT_URL.test(href) ? BLOCKED_URL : href;
}
