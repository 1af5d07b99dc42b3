// The answer to requests Node's HTTP parser refused, for serve and preview alike.
import type { Socket } from 'node:net';
import { MAX_TARGET_LENGTH } from './request-target.ts';

// The head overflowed: in its request line (a URL past the limit) or in its header fields. Node hands over the chunk
// that overflowed; when it starts the request, its first line tells which. A later chunk is taken for header fields.
function requestLineTooLong(error: NodeJS.ErrnoException): boolean {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(raw) || !/^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1'))) return false;
  const end = raw.indexOf('\r\n');
  return (end === -1 ? raw.length : end) > MAX_TARGET_LENGTH;
}

/** Answers requests the HTTP parser rejected (malformed request line, oversized head) and closes the socket. */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code !== 'HPE_HEADER_OVERFLOW'
      ? '400 Bad Request'
      : requestLineTooLong(error)
        ? '414 URI Too Long'
        : '431 Request Header Fields Too Large';
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\n\r\n`,
  );
}
