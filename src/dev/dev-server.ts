import { loadConfig } from '../config/load.ts';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../diagnostics/log.ts';
import { RebuildReport } from './rebuild-report.ts';
import { createHostPolicy, formatHost, isLoopbackHost, isWildcardHost } from '../server/host-policy.ts';
import { createDevHttpServer, type HandlerContext, type ServedSite } from './http-handler.ts';
import { DEFAULT_PORT, listenOn } from '../server/listen.ts';
import { Rebuilder, type RebuildOutcome } from './rebuilder.ts';
import { openBrowser } from './open-browser.ts';
import { ReloadHub } from './reload-hub.ts';
import { problemLocaleOf } from './problem-locale.ts';
import { failureTitle } from './failure-title.ts';
import { servedLocaleConfig } from './rebuilder.ts';
import { WatchedRebuilds } from './watched-rebuilds.ts';

/** Options of `docsgen serve`. */
export interface DevServerOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  /** Address to bind. Default: `127.0.0.1`. */
  host?: string;
  /** Port; 0 picks a free one. Default: 3000, or the next free port above it when 3000 is in use. */
  port?: number;
  logger: Logger;
  /** Quiet time before a rebuild, in ms. Default: 10. */
  debounceMs?: number;
  /** Open the site in the default browser once it is served. Default: false. */
  open?: boolean;
  /** `--locale`: serve this locale (under its URL prefix) instead of the default one. */
  locale?: string | undefined;
}

/** A running dev server. */
export interface DevServer {
  /** The URL to open, e.g. `http://127.0.0.1:3000/`. */
  url: string;
  /** Stops watching, closes every connection and the server. */
  close(): Promise<void>;
}

/** Builds the site into memory, serves it, watches the sources, rebuilds on change and reloads open pages. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { logger } = options;
  const host = options.host ?? '127.0.0.1';
  const loaded = await loadConfig({ cwd: options.cwd, configPath: options.configPath });
  const rebuilder = new Rebuilder(
    { cwd: options.cwd, configPath: options.configPath, locale: options.locale },
    { config: servedLocaleConfig(loaded.config, options.locale), dependencies: loaded.dependencies },
  );
  const hub = new ReloadHub();
  const reporter = new RebuildReport(
    logger,
    hub,
    () => rebuilds.busy,
    (diagnostics) => failureTitle(diagnostics, problemLocaleOf(rebuilder.state.config).strings),
  );
  // Set once serve stops: a rebuild it cut short is not reported.
  let closing = false;
  const report = (outcome: RebuildOutcome, reason: string | undefined): void => {
    if (!closing) reporter.report(outcome, reason);
  };
  // Requests and rebuilds wait for the first build; it is settled once that build is reported.
  let firstBuildDone = (): void => undefined;
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  const rebuilds = new WatchedRebuilds(rebuilder, {
    logger,
    debounceMs: options.debounceMs,
    firstBuild,
    report,
  });

  const context = createServeContext({
    host,
    port: options.port,
    hub,
    rebuilder,
    rebuilds,
    firstBuild,
    reporter,
  });
  const server = createDevHttpServer(context, (message) => logger.error(message));
  // Only the default port gives way to the next free one: a port asked for is that port or a clear error.
  const { port, note: portNote } = await listenOn(server, options.port, host);
  context.policy = createHostPolicy({ host, port });
  const url = `http://${isWildcardHost(host) ? 'localhost' : formatHost(host)}:${port}${rebuilder.state.config.baseUrl}`;
  if (!isLoopbackHost(host)) warnOfNetworkHost(logger, host);
  const close = async (): Promise<void> => {
    closing = true;
    rebuilder.stop();
    await rebuilds.close();
    hub.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await rebuilds.startWatching();
  const initial = firstBuildErrors(rebuilder, report);
  void initial.finally(firstBuildDone);
  const usageErrors = await initial;
  if (usageErrors) {
    await close();
    throw new DiagnosticError(usageErrors, 2);
  }
  logger.info(
    `Serving ${rebuilder.state.config.title} at ${url} (${portNote}drafts included; Ctrl+C to stop)`,
  );
  if (options.open) openBrowser(url, (message) => logger.warn(message));

  return { url, close };
}

/** What the HTTP handler reads: the host policy, the reload hub, the site once it is built, why it is not. */
function createServeContext(parts: {
  host: string;
  port: number | undefined;
  hub: ReloadHub;
  rebuilder: Rebuilder;
  rebuilds: WatchedRebuilds;
  firstBuild: Promise<void>;
  reporter: RebuildReport;
}): HandlerContext {
  const { rebuilder, rebuilds, firstBuild, reporter } = parts;
  return {
    policy: createHostPolicy({ host: parts.host, port: parts.port ?? DEFAULT_PORT }),
    hub: parts.hub,
    site: async (): Promise<ServedSite | undefined> => {
      await firstBuild;
      return reporter.served;
    },
    unavailable: () => {
      const missing = rebuilder.missingContent();
      // A request can see the folder gone before any rebuild does, or when the watch missed it going (one being
      // re-armed just then): its return is polled for all the same, or no rebuild would follow it.
      if (missing !== undefined) rebuilds.awaitContentReturn();
      return missing;
    },
    locale: () => problemLocaleOf(rebuilder.state.config),
  };
}

function warnOfNetworkHost(logger: Logger, host: string): void {
  logger.warn(
    logger.colors.yellow(
      `warning: listening on ${host}, not only on this machine: others on the network can read the site, drafts included. Use --host 127.0.0.1 unless you need this.`,
    ),
  );
}

/** Runs the first build and reports it; resolves to its diagnostics when they are a usage error instead. */
function firstBuildErrors(
  rebuilder: Rebuilder,
  report: (outcome: RebuildOutcome, reason: string | undefined) => void,
): Promise<Diagnostic[] | undefined> {
  return rebuilder.rebuild().then((outcome) => {
    // A missing content folder is a usage error (exit 2), not a content error to wait out.
    if (!outcome.ok && outcome.exitCode === 2) return outcome.diagnostics;
    report(outcome, undefined);
    return undefined;
  });
}
