import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { handleClientError } from '../../../src/server/client-error.ts';
import { problemPage } from '../../../src/dev/problem-page.ts';
import { en } from '../../../src/strings/en.ts';

describe('the problem page', () => {
  it('shows the title and message escaped, in the overlay, with the reload client of the last build', () => {
    const html = problemPage('Nothing to serve', 'The folder <content>/ & more', 'abc-3', {
      lang: 'en',
      dir: 'ltr',
      strings: en,
    });
    expect(html).toContain('<h1 class="error-view__title">Nothing to serve</h1>');
    expect(html).toContain('The folder &lt;content&gt;/ &amp; more');
    expect(html).toContain('class="error-view error-view--crash docsgen-dev-error"');
    expect(html).toContain('<script src="/__docsgen/client.js?build=abc-3" defer></script></body>');
  });
});

/** The status line handleClientError writes for a parser error carrying `raw` as its chunk. */
function statusFor(code: string, raw?: string): string {
  let written = '';
  const socket = { writable: true, end: (text: string) => (written = text), destroy: () => undefined };
  const error = Object.assign(new Error(code), {
    code,
    rawPacket: raw === undefined ? undefined : Buffer.from(raw),
  });
  handleClientError(error, socket as unknown as Socket);
  return written.split('\r\n')[0] ?? '';
}

describe('requests the HTTP parser refused', () => {
  it('answers 431 for header fields that overflow, 414 for a request line that does', () => {
    const bigHeader = `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}`;
    expect(statusFor('HPE_HEADER_OVERFLOW', bigHeader)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(statusFor('HPE_HEADER_OVERFLOW', `GET /${'a'.repeat(20_000)}`)).toBe('HTTP/1.1 414 URI Too Long');
    expect(statusFor('HPE_HEADER_OVERFLOW', `${'a'.repeat(20_000)}`)).toBe(
      'HTTP/1.1 431 Request Header Fields Too Large',
    );
    expect(statusFor('HPE_INVALID_METHOD', 'BREW / HTCPCP/1.0')).toBe('HTTP/1.1 400 Bad Request');
  });
});
