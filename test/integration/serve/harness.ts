// Helpers for tests that run `docsgen serve` and `docsgen check` as processes: fixture copies, the server's
// output, server-sent events, and raw HTTP over a socket (for requests a normal client would tidy up).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { fixtureFiles } from '../../fixture-files.ts';

/** The repository root. */
export const repo = path.resolve(import.meta.dirname, '../../..');
/** The CLI launcher. */
export const bin = path.join(repo, 'bin/docsgen.js');
/** Generous: the test machines are slow and shared. */
export const LONG = 90_000;
// serve ends itself 3 s after a SIGINT whatever is still open; this is the harness's own bound on top of that.
const STOP_WAIT_MS = 20_000;

/** Checks that the CLI bundle exists (the test run's global setup builds it once for every file). */
export function ensureCli(): void {
  if (!existsSync(path.join(repo, 'dist/cli.js')))
    throw new Error('dist/cli.js is missing: run the tests through vitest');
}

const temps: string[] = [];

/** Copies a fixture into a fresh temporary folder (tests edit the copy, never the fixture). */
export async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `docsgen-${name}-`));
  try {
    await cp(path.join(repo, 'test/fixtures', name), dir, { recursive: true, filter: fixtureFiles });
    // A fixture's config may import packages (markdown-it plugins): they resolve from the project's node_modules.
    await symlink(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } catch (error) {
    // No copy (a fixture name that does not exist): nothing left behind for a caller that never got the folder.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  temps.push(dir);
  return dir;
}

/** Removes one fixture copy made by copyFixture. */
export async function removeCopy(dir: string): Promise<void> {
  const at = temps.indexOf(dir);
  if (at !== -1) temps.splice(at, 1);
  await rm(dir, { recursive: true, force: true });
}

/** Removes every fixture copy made by copyFixture. */
export async function removeCopies(): Promise<void> {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. `what` names what is awaited;
 * a function is called at the timeout (so that a message can show what happened meanwhile).
 */
export async function waitUntil<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string | (() => string),
  timeoutMs = LONG,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A `docsgen serve` process. */
export interface ServeProcess {
  url: string;
  port: number;
  child: ChildProcessWithoutNullStreams;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Waits until the output matches `pattern` at least `count` times. */
  waitForOutput(pattern: RegExp, count?: number, timeoutMs?: number): Promise<void>;
  /** Sends SIGINT and resolves to the exit code. */
  stop(): Promise<number | null>;
}

/** Counts the matches of a pattern in a text. */
export function countMatches(text: string, pattern: RegExp): number {
  return [
    ...text.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    ),
  ].length;
}

/**
 * Starts `docsgen serve --port 0` in `cwd` and waits for the URL it prints. `defaultPort`: without `--port` (serve's
 * own default port, or the next free one); `nodeArgs`: flags for node itself (`--expose-gc`).
 */
export async function startServe(
  cwd: string,
  args: string[] = [],
  options: { defaultPort?: boolean; nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<ServeProcess> {
  const port = options.defaultPort ? [] : ['--port', '0'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), bin, 'serve', ...port, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
  });
  let output = '';
  let lastOutputAt = Date.now();
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
    lastOutputAt = Date.now();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // What a timed-out wait reports: the whole output, whether serve still runs, and since when it has been silent.
  const state = (): string =>
    `${output}\n[serve ${child.exitCode === null && child.signalCode === null ? 'still running' : `exited (${child.exitCode ?? child.signalCode})`}; ` +
    `its last output ${((Date.now() - lastOutputAt) / 1000).toFixed(1)} s ago]`;
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const url = await Promise.race([
    waitUntil(() => /Serving .* at (http:\/\/\S+)/.exec(output)?.[1], 'the server URL'),
    exited.then((code) => {
      throw new Error(`docsgen serve exited with ${code}:\n${output}`);
    }),
  ]);
  return {
    url,
    port: Number(new URL(url).port),
    child,
    output: () => output,
    waitForOutput: (pattern, count = 1, timeoutMs = LONG) =>
      waitUntil(
        () => (countMatches(output, pattern) >= count ? true : undefined),
        () => `${count}× ${pattern} in:\n${state()}`,
        timeoutMs,
      ).then(() => undefined),
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const shown = state();
          child.kill('SIGKILL');
          reject(new Error(`docsgen serve had not exited ${STOP_WAIT_MS / 1000} s after SIGINT:\n${shown}`));
        }, STOP_WAIT_MS);
      });
      return Promise.race([exited, late]).finally(() => clearTimeout(timer));
    },
  };
}

/** Options of `startServe`. */
export type StartServeOptions = NonNullable<Parameters<typeof startServe>[2]>;

/** A fixture copy served by `docsgen serve` for a test block: call the functions inside its tests and hooks. */
export interface ServedCopy {
  /** The copy's folder (tests may edit it; serve watches it). */
  site(): string;
  /** The running `docsgen serve`. */
  server(): ServeProcess;
}

/**
 * Before the enclosing describe block (or file): copies `test/fixtures/<fixture>`, lets `prepare` edit the copy, then
 * starts `docsgen serve --port 0 <args>` on it and waits for its URL. After the block: stops serve and removes the copy.
 */
export function useServe(
  fixture: string,
  args: string[] = [],
  options: StartServeOptions & { prepare?: (site: string) => Promise<void> } = {},
): ServedCopy {
  const { prepare, ...start } = options;
  let site: string | undefined;
  let server: ServeProcess | undefined;
  beforeAll(async () => {
    ensureCli();
    site = await copyFixture(fixture);
    await prepare?.(site);
    server = await startServe(site, args, start);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (site) await removeCopy(site);
  });
  return {
    site() {
      if (!site) throw new Error(`the copy of ${fixture} was not made`);
      return site;
    },
    server() {
      if (!server) throw new Error(`docsgen serve did not start on the copy of ${fixture}`);
      return server;
    },
  };
}

/** A plain HTTP response. */
export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GETs (or another method) a URL with extra headers. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw bytes as a request and resolves to the status line, headers and body the server answered. */
export function rawRequest(port: number, text: string): Promise<Response & { raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), raw });
    });
  });
}

/** A raw GET with the given target and Host header, closing the connection after the answer. */
export function rawGet(
  port: number,
  target: string,
  host = `127.0.0.1:${port}`,
  extra = '',
): Promise<Response & { raw: string }> {
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`);
}

/** One server-sent event. */
export interface ServerEvent {
  type: string;
  data: Record<string, unknown>;
}

/** An open event stream of the dev server. */
export interface EventStream {
  status: number;
  events: ServerEvent[];
  /** Waits for the `index`-th event (0-based) of a type. */
  nth(type: string, index: number, timeoutMs?: number): Promise<ServerEvent>;
  close(): void;
}

/** Opens `/__docsgen/events` and collects the events. */
export function openEvents(baseUrl: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL('/__docsgen/events', baseUrl),
      { headers: { Accept: 'text/event-stream', ...headers }, agent: false },
      (res) => {
        const events: ServerEvent[] = [];
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
          }
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          events,
          nth: (type, index, timeoutMs = LONG) =>
            waitUntil(
              () => events.filter((e) => e.type === type)[index],
              `event ${type} #${index}`,
              timeoutMs,
            ).catch((error: Error) => {
              throw new Error(
                `${error.message}; events so far: ${events.map((e) => e.type).join(', ') || 'none'}`,
              );
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}
