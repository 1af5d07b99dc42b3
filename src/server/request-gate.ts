// The checks every request to docsgen's local servers (serve and preview) passes before anything is read.
import type { IncomingMessage } from 'node:http';
import type { HostPolicy } from './host-policy.ts';
import { parseRequestTarget } from './request-target.ts';

/** Answers a request with a short plain-text message. */
export type TextAnswer = (status: number, message: string, headers?: Record<string, string>) => void;

const TARGET_TITLES = { 400: 'Bad request', 404: 'Not found', 414: 'URI too long' } as const;

/**
 * Checks the method, the Host and Origin headers and the request target; answers with `answer` and gives undefined
 * when one fails, else the target's decoded path. `command` names the command whose printed address to use.
 */
export function gateRequest(
  req: IncomingMessage,
  policy: HostPolicy,
  command: 'serve' | 'preview',
  answer: TextAnswer,
): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    answer(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return undefined;
  }
  if (!policy.allowsHost(req.headers.host)) {
    answer(403, `Host not allowed: open the site through the address docsgen ${command} printed`);
    return undefined;
  }
  if (!policy.allowsOrigin(req.headers.origin)) {
    answer(403, 'Cross-origin requests are not allowed');
    return undefined;
  }
  const target = parseRequestTarget(req.url ?? '');
  if (!target.ok) {
    answer(target.status, TARGET_TITLES[target.status]);
    return undefined;
  }
  return target.path;
}

/** Headers of a file answer by its type: an SVG opened on its own is a document and may not run script here. */
export function documentHeaders(type: string): Record<string, string> {
  return type === 'image/svg+xml'
    ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
    : {};
}
