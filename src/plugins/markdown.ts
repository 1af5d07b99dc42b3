// The site's markdown-it extensions: collected from the config in the order they apply, used on a markdown-it
// instance, and named in a settings key (functions do not survive JSON).
import path from 'node:path';
import type MarkdownIt from 'markdown-it';
import { createDiagnostic, DiagnosticError } from '../diagnostics/diagnostic.ts';
import type { DocsgenPlugin, MarkdownExtension, MarkdownPluginEntry } from './types.ts';
import { runUserCodeSync } from '../base/user-code.ts';

/** The extensions of a config: `markdown.plugins` in order, then each plugin's `extendMarkdown`. */
export function markdownExtensionsOf(
  entries: readonly MarkdownPluginEntry[] | undefined,
  plugins: readonly DocsgenPlugin[] | undefined,
): MarkdownExtension[] {
  const extensions: MarkdownExtension[] = (entries ?? []).map((entry, index) =>
    typeof entry === 'function'
      ? { from: 'markdown.plugins', index, plugin: entry, options: [] }
      : { from: 'markdown.plugins', index, plugin: entry[0], options: entry.slice(1) },
  );
  for (const plugin of plugins ?? []) {
    const extend = plugin.extendMarkdown;
    if (extend) extensions.push({ from: 'plugin', name: plugin.name, plugin, extendMarkdown: extend });
  }
  return extensions;
}

/**
 * Applies the extensions to `md`, in order. A failing one stops the build: a DiagnosticError (exit 1) naming the
 * `markdown.plugins` entry or the plugin and its hook, located at `configFile`.
 */
export function useMarkdownExtensions(
  md: MarkdownIt,
  extensions: readonly MarkdownExtension[],
  configFile: string | undefined,
): void {
  for (const extension of extensions) {
    const name =
      extension.from === 'plugin'
        ? `plugin "${extension.name}" in extendMarkdown()`
        : `markdown.plugins[${extension.index}]`;
    try {
      runUserCodeSync(name, () => {
        if (extension.from === 'plugin') extension.extendMarkdown.call(extension.plugin, md);
        else
          md.use(extension.plugin as (md: MarkdownIt, ...options: unknown[]) => void, ...extension.options);
      });
    } catch (error) {
      const what =
        extension.from === 'plugin'
          ? `plugin "${extension.name}" failed in extendMarkdown()`
          : `markdown.plugins[${extension.index}] failed`;
      const file = configFile ? path.basename(configFile) : 'docsgen.config.ts';
      const code = extension.from === 'plugin' ? 'plugin-failed' : 'markdown-plugin-failed';
      throw new DiagnosticError([createDiagnostic('error', code, file, `${what}: ${messageOf(error)}`)], 1);
    }
  }
}

/** The text of a thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A key for markdown settings, which may hold functions: JSON, with each extension as its kind, name or index, the
 * source of its function and its options (functions as their source), so that another plugin or other options give
 * another key; a function whose closure changed but not its code keeps its key. The bundled config module, which
 * carries the same functions, is left out.
 */
export function markdownSettingsKey(options: object): string {
  return JSON.stringify(options, (key, value: unknown) => {
    if (key === 'extensionsSource') return undefined;
    if (key === 'extensions' && Array.isArray(value))
      return (value as MarkdownExtension[]).map((e) =>
        e.from === 'plugin'
          ? ['plugin', e.name, String(e.extendMarkdown)]
          : ['markdown.plugins', e.index, String(e.plugin), optionsKey(e.options)],
      );
    return typeof value === 'function' ? `function:${String(value)}` : value;
  });
}

// Options are the plugin's own: they may hold functions, or cycles that JSON refuses.
function optionsKey(options: unknown[]): string {
  try {
    return JSON.stringify(options, (_, v: unknown) =>
      typeof v === 'function' ? `function:${String(v)}` : v,
    );
  } catch {
    return String(options);
  }
}
