import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import { capDiagnostics } from '../diagnostics/bag.ts';
import { createDiagnostic, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { collectHtmlAnchors, collectSections } from './collect.ts';
import { createMarkdownIt, MAX_NESTING } from './create-markdown-it.ts';
import { createRenderEnv } from './env.ts';
import { rawImportReader } from './dialects/include-files.ts';
import { loadRawHtmlRule } from './raw-html.ts';
import { createCodeHighlighter, type CodeHighlighter } from './highlight.ts';
import { checkNesting, replaceInvalidChars } from './safety.ts';
import type { MarkdownContext, MarkdownRenderer, RenderedMarkdown } from './types.ts';
import { STARLIGHT_COMPONENTS } from './dialects/starlight/components.ts';
import { createMdxState, loadSiteComponents, reportUnclosed, type SiteComponent } from './mdx/index.ts';
import { islandContextOf } from './mdx/islands.ts';
import { bindMdxHost } from './mdx/host.ts';
import { withPartialTokens } from './mdx/partials.ts';
import { withPathAliases } from './path-aliases.ts';

export type * from './types.ts';
export { slugify } from './slugger.ts';

/**
 * Creates the markdown renderer of a build: one markdown-it instance and one highlighter, reused for every page.
 * `highlighter` replaces the default one (`docsgen check` passes one that colours nothing).
 */
export async function createMarkdownRenderer(
  options: ResolvedConfig['markdown'],
  highlighter?: CodeHighlighter,
): Promise<MarkdownRenderer> {
  highlighter ??= await createCodeHighlighter(options.codeLanguages);
  const md = createMarkdownIt(
    options,
    highlighter,
    options.html ? await loadRawHtmlRule(options.dialect === 'mkdocs') : undefined,
  );
  const components = loadMdxComponents(options);
  const islands = islandContextOf(options);
  const readRaw = options.includeRoots ? rawImportReader(options.includeRoots) : undefined;

  return {
    render(body: string, context: MarkdownContext): RenderedMarkdown {
      const env = createRenderEnv(withPathAliases(context, options.mdxRoots));
      let tokens: ReturnType<typeof md.parse>;
      let html: string;
      env.mdx = createMdxState(context.file, body, components, options.html);
      if (env.mdx) {
        env.mdx.islands = islands;
        bindMdxHost(env, env.mdx, options.mdxRoots, readRaw);
        if (options.mdxRoots) env.mdx.chain = [path.resolve(options.mdxRoots.rootDir, context.file)];
        if (options.dialect === 'starlight') env.mdx.npmComponentsAreAstro = true;
      }
      try {
        tokens = md.parse(replaceInvalidChars(body, env), env);
        // Past the nesting limit markdown-it stops reading: the closing tags it never reached are not the author's fault.
        const cutShort = checkNesting(tokens, MAX_NESTING, env);
        if (env.mdx && !cutShort) reportUnclosed(env);
        html = md.renderer.render(tokens, md.options, env);
      } catch (error) {
        // docsgen's own rules do not throw on any input: a markdown-it plugin of the config did (or ran out of stack).
        return failedRender(context.file, error);
      }
      const sections = collectSections(env.mdx?.partials.size ? withPartialTokens(tokens) : tokens);
      const anchors = options.html ? [...env.anchors, ...collectHtmlAnchors(tokens)] : env.anchors;
      return {
        html,
        title: env.title,
        ...(env.headTitle === undefined ? {} : { headTitle: env.headTitle }),
        ...(env.replacedLines === undefined ? {} : { replacedLines: env.replacedLines }),
        headings: env.headings,
        anchors,
        // Embeds are read before inline links: restore document order.
        links: env.links.sort((a, b) => a.line - b.line || a.column - b.column),
        sections,
        // At most 200 per code are kept (the rest counted), before the result is cached or sent between threads.
        diagnostics: capDiagnostics(sortDiagnostics(env.diagnostics)),
        features: env.features,
      };
    },
  };
}

/** The rendering of a body whose markdown could not be rendered: empty, with one error naming the file. */
function failedRender(file: string, error: unknown): RenderedMarkdown {
  const message = error instanceof Error ? error.message : String(error);
  const tooDeep = error instanceof RangeError && /call stack/i.test(message);
  const diagnostic = createDiagnostic(
    'error',
    'markdown-failed',
    file,
    tooDeep
      ? 'the markdown is nested too deeply to render; flatten its lists or quotes'
      : `rendering the markdown failed: ${message} (thrown by a markdown-it plugin of the config: markdown.plugins or a plugin's extendMarkdown)`,
  );
  return {
    html: '',
    title: undefined,
    headings: [],
    anchors: [],
    links: [],
    sections: [],
    diagnostics: [diagnostic],
    features: [],
  };
}

/** The site's MDX components, from the sources the config loader (or the build, for a config object) compiled. */
function loadMdxComponents(options: ResolvedConfig['markdown']): Map<string, SiteComponent> {
  // The dialect's components come first: the site's own of the same name replace them.
  if (options.dialect === 'starlight')
    return new Map([...STARLIGHT_COMPONENTS, ...loadOwnComponents(options)]);
  return loadOwnComponents(options);
}

function loadOwnComponents(options: ResolvedConfig['markdown']): Map<string, SiteComponent> {
  if (options.mdxComponentSources) return loadSiteComponents(options.mdxComponentSources);
  if (Object.keys(options.mdxComponents).length === 0) return new Map();
  // Compiling needs esbuild, which worker threads do not load: the build compiles them before any markdown renders.
  throw new Error('markdown.mdxComponents were not compiled before the markdown stage');
}
