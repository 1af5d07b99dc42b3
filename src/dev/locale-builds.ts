// serve's other locales: as `build` writes each under `<locale>/` of the default locale's output, serve builds each
// (its own session, its pages made when asked for) after the default locale's and serves it under that prefix.
import { build, BuildSession } from '../build/build.ts';
import { appendLocaleDiagnostics, otherLocales } from '../build/locales.ts';
import { localeConfig } from '../config/locales.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteFiles } from '../server/site-files.ts';
import { appendAll } from '../shared/append-all.ts';

/** One locale's lazy build: its files and its deferred link checks. */
interface LocaleBuild {
  locale: string;
  files: SiteFiles;
  pageCount: number;
  checks: (() => Diagnostic[]) | undefined;
  checksInSlices: ((stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>) | undefined;
}

/** What the other locales' builds made: every one of them, or the findings of the first that failed. */
export type LocaleBuildsOutcome =
  { ok: true; builds: LocaleBuild[]; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** The sessions of serve's other locales, kept between rebuilds so that each rebuilds what changed. */
export class OtherLocaleBuilds {
  private readonly sessions = new Map<string, BuildSession>();

  /** Marks changed files (or, with none, everything) as changed in every locale's session. */
  invalidate(changed: readonly string[] | undefined): void {
    for (const session of this.sessions.values()) {
      if (changed) session.invalidate(changed);
      else session.invalidateAll();
    }
  }

  /** Builds every other locale of `config` (none with `--locale` or a site of one locale), one after the other. */
  async build(config: ResolvedConfig, signal: AbortSignal): Promise<LocaleBuildsOutcome> {
    const builds: LocaleBuild[] = [];
    const diagnostics: Diagnostic[] = [];
    for (const locale of otherLocales(config, { cwd: config.rootDir })) {
      let session = this.sessions.get(locale);
      if (!session) this.sessions.set(locale, (session = new BuildSession()));
      const result = await build(
        {
          cwd: config.rootDir,
          config: localeConfig(config, locale),
          locale,
          output: 'lazy',
          includeDrafts: true,
          deferChecks: true,
          signal,
        },
        session,
      );
      appendAll(diagnostics, result.diagnostics);
      if (!result.ok || !result.lazy || hasErrors(result.diagnostics)) return { ok: false, diagnostics };
      builds.push({
        locale,
        files: result.lazy,
        pageCount: result.pageCount,
        checks: result.checks,
        checksInSlices: result.checksInSlices,
      });
    }
    return { ok: true, builds, diagnostics };
  }
}

/** The default locale's files with each other locale's under `<locale>/`. */
export function withLocaleFiles(main: SiteFiles, builds: readonly LocaleBuild[]): SiteFiles {
  if (builds.length === 0) return main;
  const byLocale = new Map(builds.map((b) => [b.locale, b.files]));
  return {
    get(relPath) {
      const slash = relPath.indexOf('/');
      const files = slash > 0 ? byLocale.get(relPath.slice(0, slash)) : undefined;
      return files ? files.get(relPath.slice(slash + 1)) : main.get(relPath);
    },
  };
}

/** The default locale's link checks followed by the other locales', each finding once (see appendLocaleDiagnostics). */
export function withLocaleChecks(
  main: (() => Diagnostic[]) | undefined,
  builds: readonly LocaleBuild[],
): (() => Diagnostic[]) | undefined {
  if (!main || builds.length === 0) return main;
  return () => {
    const diagnostics = main();
    for (const b of builds) if (b.checks) appendLocaleDiagnostics(diagnostics, b.checks());
    return diagnostics;
  };
}

/** The same in slices: undefined as soon as one locale's checks are moot (a newer rebuild replaces them). */
export function withLocaleChecksInSlices(
  main: ((stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>) | undefined,
  builds: readonly LocaleBuild[],
): ((stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>) | undefined {
  if (!main || builds.length === 0) return main;
  return async (stillWanted) => {
    const diagnostics = await main(stillWanted);
    if (!diagnostics) return undefined;
    for (const b of builds) {
      const found = b.checksInSlices ? await b.checksInSlices(stillWanted) : b.checks?.();
      if (!found) return undefined;
      appendLocaleDiagnostics(diagnostics, found);
    }
    return diagnostics;
  };
}
