// Loading the site's theme components (compiled by src/config/theme-components.ts) into this thread: each module is run
// with a `require` that answers React and `docsgen/theme/<Name>` with docsgen's own copies (a second React would break
// rendering), and anything else from the component's own folder. A render that throws inside one is traced back to
// its file and line through the module's source map.
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDomServer from 'react-dom/server';
import type { FunctionComponent } from 'react';
import type { ThemeComponentSource } from '../config/types.ts';
import { ContentFooter } from '../../templates/DocsLayout.tsx';
import { Footer } from '../../templates/Footer.tsx';
import { HomePageHero } from '../../templates/HomePage.tsx';
import { Brand } from '../../templates/Navbar.tsx';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { PostHeader } from '../../templates/blog/PostHeader.tsx';
import { Admonition, CodeBlockTitle } from '../../templates/MarkdownParts.tsx';
import type { ThemeComponentName, ThemeComponents } from '../../templates/theme-components.ts';

/** docsgen's own component behind each theme component name (what `docsgen/theme/<Name>` imports). */
export const THEME_ORIGINALS: { [N in ThemeComponentName]-?: NonNullable<ThemeComponents[N]> } = {
  NavbarBrand: Brand,
  Footer,
  DocItemFooter: ContentFooter,
  NotFound: NotFoundPage,
  BlogPostHeader: PostHeader,
  HomePageHero,
  Admonition,
  CodeBlockTitle,
};

// The file name the compiled modules run under: a stack frame in one names the component, whose map gives the line.
const FRAME = /docsgen-theme:([A-Za-z]+):(\d+):(\d+)/;

/** The site's theme components loaded in this thread, with the sources they came from. */
export interface LoadedTheme {
  components: ThemeComponents;
  sources: readonly ThemeComponentSource[];
  /** A key that tells one set of sources from another (a thread loads each set once). */
  key: string;
}

/** Where in a theme component's own file an error was thrown. */
export interface ThemeErrorLocation {
  name: ThemeComponentName;
  /** Absolute path of the file (the component's, or a file it imports). */
  file: string;
  line: number;
  column: number;
}

/** The key of a set of compiled sources: equal keys load the same components. */
export function themeKey(sources: readonly ThemeComponentSource[]): string {
  return sources.map((s) => `${s.name}\0${s.file}\0${s.code}`).join('\0\0');
}

/** Runs each compiled theme component module and returns the components; throws naming the file when one fails. */
export function loadTheme(sources: readonly ThemeComponentSource[]): LoadedTheme {
  const components: Record<string, FunctionComponent<never>> = {};
  for (const source of sources) components[source.name] = loadComponent(source, sources);
  return { components: components as ThemeComponents, sources, key: themeKey(sources) };
}

function loadComponent(
  source: ThemeComponentSource,
  sources: readonly ThemeComponentSource[],
): FunctionComponent<never> {
  const fallback = createRequire(source.file);
  const require = (id: string): unknown => {
    if (id === 'react') return React;
    if (id === 'react/jsx-runtime') return jsxRuntime;
    if (id === 'react-dom/server') return reactDomServer;
    const theme = /^docsgen\/theme\/([A-Za-z]+)$/.exec(id);
    if (theme) {
      const original = THEME_ORIGINALS[theme[1] as ThemeComponentName] as FunctionComponent | undefined;
      if (!original)
        throw new Error(`${id} is not a theme component (${Object.keys(THEME_ORIGINALS).join(', ')})`);
      // Callable itself too: esbuild reads a default import as the whole module under Node's rules (`"type": "module"`),
      // and as `default` otherwise.
      return Object.assign(original.bind(null), {
        __esModule: true,
        default: original,
        [theme[1]!]: original,
      });
    }
    return fallback(id);
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  try {
    const run = vm.compileFunction(source.code, ['exports', 'require', 'module', '__filename', '__dirname'], {
      filename: `docsgen-theme:${source.name}`,
    });
    run(module.exports, require, module, source.file, path.dirname(source.file));
  } catch (error) {
    throw new ThemeComponentError(source.name, error, themeErrorLocation(error, sources));
  }
  const component = module.exports.default ?? module.exports[source.name];
  if (typeof component !== 'function') {
    const message = 'it has no default export that is a React component (export default function …)';
    throw new ThemeComponentError(source.name, new Error(message), undefined);
  }
  return component as FunctionComponent<never>;
}

/** A theme component that failed to load or to render, with where in its file when that is known. */
export class ThemeComponentError extends Error {
  constructor(
    readonly component: ThemeComponentName,
    readonly thrown: unknown,
    readonly at: ThemeErrorLocation | undefined,
  ) {
    super(
      `the theme component ${component} threw: ${(thrown as Error | undefined)?.message ?? String(thrown)}`,
    );
    this.name = 'ThemeComponentError';
  }
}

/** Where in a theme component's file `error` was thrown, from its stack and the module's source map. */
export function themeErrorLocation(
  error: unknown,
  sources: readonly ThemeComponentSource[],
): ThemeErrorLocation | undefined {
  const stack = (error as Error | undefined)?.stack;
  const frame = typeof stack === 'string' ? FRAME.exec(stack) : null;
  if (!frame) return undefined;
  const source = sources.find((s) => s.name === frame[1]);
  if (!source) return undefined;
  const entry = new SourceMap(JSON.parse(source.map) as never).findEntry(
    Number(frame[2]) - 1,
    Number(frame[3]) - 1,
  );
  if (!('originalSource' in entry) || typeof entry.originalLine !== 'number') {
    return { name: source.name, file: source.file, line: 1, column: 1 };
  }
  // The map's sources are relative to the folder it was written for: the component's own.
  const file = path.resolve(path.dirname(source.file), entry.originalSource);
  return { name: source.name, file, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

/** What a failed page render reports: its message, and where in a theme component's file when it was thrown there. */
export interface RenderFailure {
  error: string;
  at?: ThemeErrorLocation | undefined;
}

/** Describes an error thrown while rendering a page with `theme` (none: docsgen's own components only). */
export function renderFailure(error: unknown, theme: LoadedTheme | undefined): RenderFailure {
  const message = (error as Error | undefined)?.message ?? String(error);
  const at = theme && theme.sources.length > 0 ? themeErrorLocation(error, theme.sources) : undefined;
  if (!at) return { error: message };
  return { error: `the theme component ${at.name} threw: ${message}`, at };
}

/** A thread's theme components for the builds it renders: loaded once per set of sources, or the error that threw. */
export class ThreadTheme {
  /** The components of the current build (none: the theme's own). */
  loaded: LoadedTheme | undefined;
  private failure: RenderFailure | undefined;

  /** Takes a build's sources; a set already loaded is kept (serve's rebuilds send the same set again and again). */
  use(sources: readonly ThemeComponentSource[]): void {
    if (sources.length === 0) {
      this.loaded = this.failure = undefined;
      return;
    }
    if (this.loaded?.key === themeKey(sources) && !this.failure) return;
    try {
      this.loaded = loadTheme(sources);
      this.failure = undefined;
    } catch (error) {
      this.loaded = undefined;
      this.failure =
        error instanceof ThemeComponentError
          ? { error: error.message, at: error.at }
          : { error: (error as Error).message };
    }
  }

  /** Why every page rendered with `theme` fails: the current build's components did not load. */
  failureFor(theme: LoadedTheme | undefined): RenderFailure | undefined {
    return theme === this.loaded ? this.failure : undefined;
  }
}
