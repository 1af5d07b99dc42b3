import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, BuildSession } from '../build/build.ts';
import { CONFIG_FILE_NAMES, loadConfig } from '../config/load.ts';
import { filesUseClientDirective } from '../islands/needs-bundle.ts';
import { localeConfig } from '../config/locales.ts';
import { appendLocaleDiagnostics, unknownLocale } from '../build/locales.ts';
import type { ResolvedConfig } from '../config/types.ts';
import {
  BuildAbortedError,
  DiagnosticError,
  sortDiagnostics,
  type Diagnostic,
} from '../diagnostics/diagnostic.ts';
import { describeEnvironmentFailure, environmentFailureOf } from '../diagnostics/io-error.ts';
import { formatDiagnostic } from '../diagnostics/log.ts';
import type { ServedSite } from './http-handler.ts';
import {
  OtherLocaleBuilds,
  withLocaleChecks,
  withLocaleChecksInSlices,
  withLocaleFiles,
} from './locale-builds.ts';
import type { WatchTargets } from './watcher.ts';

/** The outcome of one (re)build, for the log line and the browser. */
export type RebuildOutcome =
  | {
      ok: true;
      site: ServedSite;
      pageCount: number;
      ms: number;
      diagnostics: Diagnostic[];
      /** Runs the link checks (after the new site is served): every diagnostic of the build. */
      checks?: (() => Diagnostic[]) | undefined;
      /** The link checks a few milliseconds at a time (see BuildResult); undefined once moot. */
      checksInSlices?: ((stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>) | undefined;
      /** How long each stage of the build took (shown with --verbose). */
      timings: { stage: string; ms: number }[];
    }
  | { ok: false; message: string; ms: number; diagnostics: Diagnostic[]; exitCode?: 1 | 2 };

/** The config of the locale `serve --locale` serves (an unknown one stops serve with the list of the known ones). */
export function servedLocaleConfig(config: ResolvedConfig, locale: string | undefined): ResolvedConfig {
  if (locale === undefined) return config;
  const unknown = unknownLocale(config, locale);
  if (unknown) throw new DiagnosticError([unknown], 2);
  return localeConfig(config, locale);
}

/** Where the config lives and what it currently says. */
export interface ConfigState {
  config: ResolvedConfig;
  /** Absolute config file and its local imports. */
  dependencies: string[];
}

// The browser overlay shows the errors (not the warnings), capped so a broken site does not flood it.
const MAX_ERRORS_SHOWN = 20;

/** The text a failed rebuild shows in the browser: its errors as `file:line:col  error  code  message`. */
export function describeFailure(diagnostics: readonly Diagnostic[], fallback: string): string {
  const errors = sortDiagnostics(diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length === 0) return fallback;
  const lines = errors.slice(0, MAX_ERRORS_SHOWN).map((d) => formatDiagnostic(d));
  if (errors.length > MAX_ERRORS_SHOWN)
    lines.push(`… and ${errors.length - MAX_ERRORS_SHOWN} more errors (see the terminal)`);
  return lines.join('\n');
}

/** Builds the site into memory for serve: reloads the config when asked, and never throws for content problems. */
export class Rebuilder {
  private readonly serveId = randomBytes(4).toString('hex');
  private count = 0;
  // Aborted when serve stops: the rebuild under way ends at its next stage, and none starts after it.
  private readonly stopping = new AbortController();
  /** What the builds of this serve share: caches, worker threads, the last scan and the changes since. */
  readonly session = new BuildSession();
  // The other locales', when serve serves them all (no --locale).
  private readonly locales = new OtherLocaleBuilds();

  /** `state` is the loaded config; it is replaced when a config change reloads it. */
  constructor(
    private readonly options: { cwd: string; configPath: string | undefined; locale?: string | undefined },
    public state: ConfigState,
  ) {}

  /** Reloads the config (its file or an import changed); returns an outcome only when loading failed. */
  async reloadConfig(): Promise<RebuildOutcome | undefined> {
    const started = performance.now();
    try {
      const loaded = await loadConfig({ cwd: this.options.cwd, configPath: this.options.configPath });
      this.state = {
        config: servedLocaleConfig(loaded.config, this.options.locale),
        dependencies: loaded.dependencies,
      };
      this.session.invalidateAll();
      return undefined;
    } catch (error) {
      const diagnostics = error instanceof DiagnosticError ? error.diagnostics : [];
      const message = describeFailure(
        diagnostics,
        `the config could not be loaded: ${(error as Error).message}`,
      );
      return { ok: false, message, ms: performance.now() - started, diagnostics };
    }
  }

  /**
   * Builds the site model with the current config (drafts included); pages are rendered when asked for. `changed`:
   * the absolute paths changed since the last build (the first build and config changes pass none).
   */
  async rebuild(changed?: readonly string[]): Promise<RebuildOutcome> {
    const started = performance.now();
    const { config } = this.state;
    if (changed) this.session.invalidate(changed);
    else this.session.invalidateAll();
    this.locales.invalidate(changed);
    try {
      const result = await build(
        {
          cwd: config.rootDir,
          config,
          output: 'lazy',
          includeDrafts: true,
          deferChecks: true,
          signal: this.stopping.signal,
        },
        this.session,
      );
      const locales =
        result.ok && result.lazy && this.options.locale === undefined
          ? await this.locales.build(config, this.stopping.signal)
          : { ok: true as const, builds: [], diagnostics: [] };
      appendLocaleDiagnostics(result.diagnostics, locales.diagnostics);
      const ms = performance.now() - started;
      if (!result.ok || !result.lazy || !locales.ok) {
        return {
          ok: false,
          message: describeFailure(result.diagnostics, 'the build failed'),
          ms,
          diagnostics: result.diagnostics,
        };
      }
      this.count++;
      const site: ServedSite = {
        files: withLocaleFiles(result.lazy, locales.builds),
        layout: { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash },
        build: `${this.serveId}-${this.count}`,
      };
      return {
        ok: true,
        site,
        pageCount: locales.builds.reduce((sum, b) => sum + b.pageCount, result.pageCount),
        ms,
        diagnostics: result.diagnostics,
        checks: withLocaleChecks(result.checks, locales.builds),
        checksInSlices: withLocaleChecksInSlices(result.checksInSlices, locales.builds),
        timings: result.timings,
      };
    } catch (error) {
      if (error instanceof BuildAbortedError) {
        return { ok: false, message: 'serve stopped', ms: performance.now() - started, diagnostics: [] };
      }
      // A crash inside a stage is a bug, but the server must stay up: it is shown like a content error.
      const diagnostics = error instanceof DiagnosticError ? error.diagnostics : [];
      // A full disk or a missing permission is the environment's: one line, no stack.
      const environment = environmentFailureOf(error);
      const message = describeFailure(
        diagnostics,
        environment
          ? `${describeEnvironmentFailure(environment, this.state.config.rootDir)}; the last good build is still served`
          : `docsgen crashed while building: ${(error as Error).stack ?? String(error)}`,
      );
      const exitCode = error instanceof DiagnosticError ? error.exitCode : 1;
      return { ok: false, message, ms: performance.now() - started, diagnostics, exitCode };
    }
  }

  /** Ends the rebuild under way at its next stage and makes every later one end at once: serve is stopping. */
  stop(): void {
    this.stopping.abort();
  }

  /**
   * Whether one of the changed `files` gives a component a client: directive while the config, loaded when no page
   * had one, bundled none for the browser: reloading the config makes the bundle.
   */
  lacksIslandBundleFor(files: readonly string[]): boolean {
    const { markdown } = this.state.config;
    if (markdown.islandBundle || Object.keys(markdown.mdxComponents).length === 0) return false;
    return filesUseClientDirective(files);
  }

  /** Absolute content folder of the current config. */
  get contentRoot(): string {
    return path.resolve(this.state.config.rootDir, this.state.config.contentDir);
  }

  /**
   * The files whose change reloads the config: the config and its local imports, and (without `--config`) every
   * name a config may have in the project folder, so that a config removed or renamed and put back is seen.
   */
  get configFiles(): string[] {
    const { rootDir } = this.state.config;
    const candidates = this.options.configPath
      ? [path.resolve(this.options.cwd, this.options.configPath)]
      : CONFIG_FILE_NAMES.map((name) => path.join(rootDir, name));
    return [...new Set([...this.state.dependencies, ...candidates])];
  }

  /** What the watcher watches for the current config. */
  watchTargets(): WatchTargets {
    return {
      projectRoot: this.state.config.rootDir,
      contentRoot: this.contentRoot,
      configFiles: this.configFiles,
      outDir: this.outDir,
    };
  }

  /** What to tell the browser while the content folder is missing (removed or renamed), or undefined when it is there. */
  missingContent(): { folder: string; config: string } | undefined {
    const root = this.contentRoot;
    if (existsSync(root)) return undefined;
    const { rootDir, configFile } = this.state.config;
    const shown = path.relative(rootDir, root).split(path.sep).join('/') || root;
    return { folder: `${shown}/`, config: configFile ? path.basename(configFile) : 'docsgen.config.ts' };
  }

  /** Absolute output folder of the current config (never written by serve; ignored by the watcher). */
  get outDir(): string {
    return path.resolve(this.state.config.rootDir, this.state.config.outDir);
  }
}
