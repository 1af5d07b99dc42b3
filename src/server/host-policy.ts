import { networkInterfaces } from 'node:os';

// DNS rebinding lets any web page reach a local server under a name of its choosing; a Host header naming only
// loopback, the bound address or (when bound to all interfaces) a local IP rules that out.

/** Which Host and Origin headers the dev server accepts. */
export interface HostPolicy {
  /** True when the Host header names this server (a loopback name or an accepted address, with the port). */
  allowsHost(host: string | undefined): boolean;
  /** True when there is no Origin header or it is this server's own origin. */
  allowsOrigin(origin: string | undefined): boolean;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** True for the addresses that mean "every interface". */
export function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/** True for hosts only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Puts IPv6 literals in brackets, as they appear in URLs and Host headers. */
export function formatHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The IP addresses of this machine's interfaces (for `--host 0.0.0.0`). */
export function localAddresses(): string[] {
  const list: string[] = [];
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) list.push(entry.address);
  }
  return list;
}

/**
 * Creates the policy for a server bound to `host` and listening on `port`. `interfaces` are the addresses accepted
 * when bound to every interface (default: this machine's).
 */
export function createHostPolicy(options: { host: string; port: number; interfaces?: string[] }): HostPolicy {
  const names = new Set(LOOPBACK_NAMES);
  if (isWildcardHost(options.host)) {
    for (const address of options.interfaces ?? localAddresses())
      names.add(formatHost(address.toLowerCase()));
  } else {
    names.add(formatHost(options.host.toLowerCase()));
  }
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${options.port}`);
    if (options.port === 80) hosts.add(name);
  }
  const origins = new Set([...hosts].map((h) => `http://${h}`));
  return {
    allowsHost: (host) => host !== undefined && hosts.has(host.toLowerCase()),
    allowsOrigin: (origin) => origin === undefined || origins.has(origin.toLowerCase()),
  };
}
