// The recommended Content Security Policy of a built site: hash-only scripts, no inline styles.
import { createHash } from 'node:crypto';
import { embedFrameOrigin } from '../../markdown/embeds.ts';

/** The CSP source of an inline script: `'sha256-<base64>'` of its exact text. */
export function cspScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** What the policy depends on: the executable inline scripts of the pages and the hosts embeds may come from. */
export interface CspInput {
  /** The text of each executable inline `<script>` (in practice one: the theme's pre-paint script). */
  inlineScripts: readonly string[];
  /** The config's `markdown.embedHosts`. */
  embedHosts: readonly string[];
  /**
   * Inline styles the site's pages need: `'attributes'` for KaTeX, which sizes formulas with `style` attributes, and
   * `'all'` for Mermaid, whose diagrams carry a `<style>` element too. Styles from other origins stay forbidden.
   */
  inlineStyles?: 'attributes' | 'all' | undefined;
}

/** The strict policy for a built site, as one header value. */
export function createContentSecurityPolicy(input: CspInput): string {
  const hashes = [...new Set(input.inlineScripts.map(cspScriptHash))];
  const frames = [...new Set(input.embedHosts.map(embedFrameOrigin))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    input.inlineStyles === 'all' ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    ...(input.inlineStyles === 'attributes' ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self' data:",
    "worker-src 'self'",
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** The build's `csp.txt`: the recommended policy on one line, for a server's `Content-Security-Policy` header. */
export function createCspFile(
  themeScript: string,
  embedHosts: readonly string[],
  inlineStyles?: CspInput['inlineStyles'],
): { path: string; contents: string } {
  return {
    path: 'csp.txt',
    contents: `${createContentSecurityPolicy({ inlineScripts: [themeScript], embedHosts, inlineStyles })}\n`,
  };
}
