// The site's markdown extensions in worker threads. Functions cannot be sent to a worker, so the markdown options go
// without them, and a worker gets them again the way the build's thread did: by importing the bundled config module
// (its code travels with the options) and reading the same fields.
import type { ResolvedConfig } from '../config/types.ts';
import { importBundledConfig } from '../config/module-import.ts';
import type { UserConfig } from '../config/types.ts';
import { markdownRendererFor, type RendererMemo } from '../markdown/jobs.ts';
import type { MarkdownRenderer } from '../markdown/types.ts';
import { markdownExtensionsOf } from '../plugins/markdown.ts';
import type { MarkdownExtension } from '../plugins/types.ts';

type MarkdownOptions = ResolvedConfig['markdown'];

/** A thread's markdown extensions by bundled config code: it imports a config's code once, however many builds use it. */
export type ExtensionsMemo = Map<string, Promise<MarkdownExtension[]>>;

/** Whether worker threads can render with these options: they have no extensions, or a module to get them from. */
export function workersCanRender(options: MarkdownOptions): boolean {
  return options.extensions.length === 0 || options.extensionsSource !== undefined;
}

/** The options as sent to worker threads: without the extensions' functions (`extensionsSource` brings them back). */
export function markdownOptionsForWorkers(options: MarkdownOptions): MarkdownOptions {
  return options.extensions.length === 0 ? options : { ...options, extensions: [] };
}

/** In a worker thread: the renderer for options sent by `markdownOptionsForWorkers`, with the extensions again. */
export async function markdownRendererInWorker(
  renderers: RendererMemo,
  extensionsByBundledCode: ExtensionsMemo,
  options: MarkdownOptions,
  plain: boolean,
): Promise<MarkdownRenderer> {
  const source = options.extensionsSource;
  if (!source) return markdownRendererFor(renderers, options, plain);
  let extensions = extensionsByBundledCode.get(source.code);
  if (!extensions) {
    extensions = importBundledConfig(source.configFile, source.code).then((module) => {
      const user = (module.default ?? {}) as Partial<UserConfig>;
      return markdownExtensionsOf(user.markdown?.plugins, user.plugins);
    });
    extensionsByBundledCode.set(source.code, extensions);
    extensions.catch(() => extensionsByBundledCode.delete(source.code));
  }
  return markdownRendererFor(renderers, { ...options, extensions: await extensions }, plain);
}
