import type { ServerResponse } from 'node:http';

/** What the open pages are told: the build they should show and the error of the last rebuild, if it failed. */
export interface ReloadState {
  /** Id of the last good build (`''` before the first one). */
  build: string;
  /** The failed rebuild's message, or null. */
  error: string | null;
  /** The overlay's heading for it ("Build failed: 1 error in content/docs/x.md"), when there is one. */
  title?: string;
}

/** Options of a reload hub. */
export interface ReloadHubOptions {
  /** Connections kept open at most; more are refused with 503. Default: 64. */
  maxClients?: number;
  /** Milliseconds between keep-alive comments. Default: 20000. */
  heartbeatMs?: number;
}

const formatEvent = (type: string, data: unknown): string =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** Holds the server-sent-events connections of open pages and tells them to reload or show an error. */
export class ReloadHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly maxClients: number;
  private readonly heartbeat: NodeJS.Timeout;
  private state: ReloadState = { build: '', error: null };

  /** Starts the keep-alive timer (unref'd: it never keeps the process alive). */
  constructor(options: ReloadHubOptions = {}) {
    this.maxClients = options.maxClients ?? 64;
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), options.heartbeatMs ?? 20_000);
    this.heartbeat.unref();
  }

  /** Number of open connections. */
  get size(): number {
    return this.clients.size;
  }

  /** The state new connections are greeted with. */
  get current(): ReloadState {
    return this.state;
  }

  /** Takes over a response as an event stream and greets it with the current state; 503 when full. */
  attach(res: ServerResponse, headers: Record<string, string>): void {
    if (this.clients.size >= this.maxClients) {
      res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      res.end('Too many live-reload connections; close some tabs.\n');
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write(`retry: 1000\n\n${formatEvent('hello', this.state)}`);
    this.clients.add(res);
    const drop = (): void => {
      this.clients.delete(res);
    };
    res.once('close', drop);
    res.once('error', drop);
  }

  /** A good build is served: every page not showing it reloads. */
  reload(build: string): void {
    this.state = { build, error: null };
    this.write(formatEvent('reload', { build }));
  }

  /** A rebuild failed: pages keep the last good build and show the message under `title`. */
  error(message: string, title?: string): void {
    this.state = { build: this.state.build, error: message, ...(title === undefined ? {} : { title }) };
    this.write(formatEvent('error', { message, ...(title === undefined ? {} : { title }) }));
  }

  /** Ends every connection and stops the keep-alive timer. */
  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const res of this.clients) {
      if (!res.writableEnded && !res.destroyed) res.write(chunk);
    }
  }
}
