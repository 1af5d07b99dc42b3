// What serve prints and tells the browser after each (re)build: the outcome line, the diagnostics that appeared or went
// away, the deferred link checks of an edit, and with --verbose the stage times and the live heap.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { reportDiagnostics, type Logger } from '../diagnostics/log.ts';
import { diagnosticChanges, formatDiagnosticChanges } from './diagnostic-changes.ts';
import type { ServedSite } from './http-handler.ts';
import type { RebuildOutcome } from './rebuilder.ts';
import type { ReloadHub } from './reload-hub.ts';

// How long the link checks of a rebuild wait: past the reload event and the reloaded pages' requests.
const CHECKS_DELAY_MS = 50;

/** Reports serve's build outcomes; keeps the site served and the last complete list of diagnostics. */
export class RebuildReport {
  /** The site of the last good build. */
  served: ServedSite | undefined;
  private lastDiagnostics: Diagnostic[] | undefined;
  // Counts reports, so that the deferred link checks of an older build are skipped.
  private turn = 0;

  /**
   * `busy`: true while another rebuild runs or waits (its checks then replace these); `titleOf`: the overlay's heading
   * for a failed rebuild's diagnostics.
   */
  constructor(
    private readonly logger: Logger,
    private readonly hub: ReloadHub,
    private readonly busy: () => boolean,
    private readonly titleOf?: (diagnostics: readonly Diagnostic[]) => string,
  ) {}

  /** Reports one outcome; `reason` is undefined for the first build, else what changed. */
  report(outcome: RebuildOutcome, reason: string | undefined): void {
    const { logger, hub } = this;
    // Any newer report makes the deferred link checks of an older build moot.
    const turn = ++this.turn;
    const time = `${outcome.ms.toFixed(0)} ms`;
    const prefix = reason === undefined ? '' : `${reason}: `;
    if (outcome.ok) {
      this.served = outcome.site;
      hub.reload(outcome.site.build);
      const verb = reason === undefined ? 'built' : 'rebuilt';
      logger.info(
        `${logger.colors.green(reason === undefined ? '✔' : '↻')} ${prefix}${verb} ${outcome.pageCount} pages in ${time}`,
      );
      const { checks, checksInSlices } = outcome;
      if (!checks) this.showDiagnostics(outcome.diagnostics);
      else if (reason === undefined || !checksInSlices) this.showDiagnostics(checks());
      else {
        // After an edit the link checks wait until the reloaded pages have most likely been fetched, so that they delay
        // neither the reload event nor the page; they run a few milliseconds at a time, so that the next save is seen
        // at once (a large site's checks take 100 ms and more), and stop when it comes: its build's checks replace them.
        const stillWanted = (): boolean => turn === this.turn && !this.busy();
        setTimeout(() => {
          checksInSlices(stillWanted).then(
            (found) => {
              if (found && stillWanted()) this.showDiagnostics(found);
            },
            (error: unknown) =>
              logger.error(`link checks crashed: ${(error as Error).stack ?? String(error)}`),
          );
        }, CHECKS_DELAY_MS).unref();
      }
    } else {
      this.showDiagnostics(outcome.diagnostics, false);
      hub.error(outcome.message, this.titleOf?.(outcome.diagnostics));
      const keeps = this.served
        ? 'still serving the last good build'
        : 'nothing to serve until a build succeeds';
      logger.error(
        `${logger.colors.red('✖')} ${prefix}build failed in ${time}; ${keeps} (the error is shown in the browser)`,
      );
    }
    if (logger.level === 'verbose') this.showCosts(outcome);
  }

  // The first list is printed whole; after that, only what appeared or went away since the last complete list (a
  // failed build's list is partial: its errors are printed, and the next list is compared with the last complete one).
  private showDiagnostics(diagnostics: Diagnostic[], complete = true): void {
    const { logger } = this;
    if (this.lastDiagnostics === undefined) reportDiagnostics(logger, diagnostics);
    else {
      const changes = diagnosticChanges(this.lastDiagnostics, diagnostics);
      if (!complete) changes.disappeared = [];
      const lines = formatDiagnosticChanges(changes, diagnostics, {
        all: logger.level === 'verbose',
        colors: logger.colors,
      });
      for (const line of lines) logger[line.level](line.text);
    }
    if (complete) this.lastDiagnostics = diagnostics;
  }

  private showCosts(outcome: RebuildOutcome): void {
    const { logger, hub } = this;
    if (outcome.ok) {
      // Stages under a tenth of a millisecond (those an edit skips) are left out.
      const stages = outcome.timings.filter((t) => t.ms >= 0.1);
      logger.verbose(`  ${stages.map((t) => `${t.stage} ${t.ms.toFixed(1)} ms`).join(', ')}`);
    }
    // With --expose-gc (the soak script) the figure is the live heap, not garbage waiting for collection.
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
    // The heap's reserved size, the memory outside it and the process's resident set tell a leak from fragmentation.
    logger.verbose(
      `  heap ${mb(memory.heapUsed)} MB, ${hub.size} live-reload connection${hub.size === 1 ? '' : 's'}; ` +
        `heap reserved ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB, resident ${mb(memory.rss)} MB`,
    );
  }
}
