// Calls the plugins' hooks and turns what goes wrong into diagnostics naming the plugin and the hook.
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { messageOf } from './markdown.ts';
import { runUserCode } from '../base/user-code.ts';
import type { DocsgenPlugin, PostBuildContext } from './types.ts';

/** A hook of a plugin, as diagnostics name it. */
export type PluginHook = 'extendMarkdown' | 'routes' | 'transformHtml' | 'postBuild';

/** The error diagnostic of a plugin whose hook failed: `plugin "x" failed in routes(): <message>`. */
export function pluginFailure(plugin: string, hook: PluginHook, message: string, file: string): Diagnostic {
  return createDiagnostic(
    'error',
    'plugin-failed',
    file,
    `plugin "${plugin}" failed in ${hook}(): ${message}`,
  );
}

/**
 * Runs every plugin's `transformHtml` over a page's HTML, in plugin order. Returns the new HTML, or the diagnostic of
 * the first hook that threw or returned something other than text (`file`: the config file, for the diagnostic).
 */
export function transformPageHtml(
  plugins: readonly DocsgenPlugin[],
  html: string,
  route: string,
  file: string,
): { html: string; diagnostic?: undefined } | { diagnostic: Diagnostic } {
  let current = html;
  for (const plugin of plugins) {
    if (!plugin.transformHtml) continue;
    let next: unknown;
    try {
      next = plugin.transformHtml(current, route);
    } catch (error) {
      return {
        diagnostic: pluginFailure(plugin.name, 'transformHtml', `${route}: ${messageOf(error)}`, file),
      };
    }
    if (typeof next !== 'string') {
      const message = `${route}: returned ${next === null ? 'null' : typeof next} instead of the page's HTML`;
      return { diagnostic: pluginFailure(plugin.name, 'transformHtml', message, file) };
    }
    current = next;
  }
  return { html: current };
}

/** True when some plugin transforms pages' HTML. */
export function transformsHtml(plugins: readonly DocsgenPlugin[]): boolean {
  return plugins.some((plugin) => plugin.transformHtml !== undefined);
}

/**
 * The `transformHtml` of a build's plugins as the render stage and serve use it: undefined when no plugin has one; else
 * a function returning the new HTML or the failure's diagnostic.
 */
export function htmlTransformOf(
  plugins: readonly DocsgenPlugin[],
  file: string,
): ((html: string, route: string) => { html: string } | { diagnostic: Diagnostic }) | undefined {
  if (!transformsHtml(plugins)) return undefined;
  return (html, route) => transformPageHtml(plugins, html, route, file);
}

/** Runs every plugin's `postBuild`, one after the other; stops at the first that fails, and returns its diagnostic. */
export async function runPostBuild(
  plugins: readonly DocsgenPlugin[],
  context: PostBuildContext,
  file: string,
): Promise<Diagnostic[]> {
  for (const plugin of plugins) {
    if (!plugin.postBuild) continue;
    try {
      const hook = plugin.postBuild.bind(plugin);
      await runUserCode(`plugin "${plugin.name}" in postBuild()`, () =>
        hook({ outDir: context.outDir, routes: [...context.routes] }),
      );
    } catch (error) {
      return [pluginFailure(plugin.name, 'postBuild', messageOf(error), file)];
    }
  }
  return [];
}
