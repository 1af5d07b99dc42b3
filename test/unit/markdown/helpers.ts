import { createMarkdownRenderer } from '../../../src/markdown/index.ts';
import type { MarkdownContext, MarkdownRenderer, RenderedMarkdown } from '../../../src/markdown/types.ts';
import type { ResolvedConfig } from '../../../src/config/types.ts';

/** The markdown options the site passes, as in the default config. */
export const TEST_OPTIONS: ResolvedConfig['markdown'] = {
  html: false,
  extensions: [],
  extensionsSource: undefined,
  mdxComponents: {},
  embedHosts: ['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  codeLanguages: [
    'ts',
    'tsx',
    'js',
    'jsx',
    'json',
    'bash',
    'shell',
    'yaml',
    'md',
    'css',
    'html',
    'diff',
    'text',
  ],
};

const PAGES: Record<string, string> = {
  './b.md': '/docs/b',
  'b.md': '/docs/b',
  '../guide/intro.md': '/docs/guide/intro',
  'café.md': '/docs/caf%C3%A9',
  'Terms&Conditions.md': '/docs/world/Terms&Conditions',
};

const IMAGES: Record<string, { src: string; width?: number; height?: number }> = {
  './img/logo.png': { src: '/img/logo.png', width: 120, height: 40 },
  '/img/plain.svg': { src: '/img/plain.svg' },
};

/** A context with a tiny site: `.md` targets from PAGES (hash kept), root routes prefixed with `/base`. */
export function createContext(overrides: Partial<MarkdownContext> = {}): MarkdownContext {
  return {
    file: 'docs/page.md',
    bodyLineOffset: 0,
    resolveLink(target) {
      const hashAt = target.indexOf('#');
      const path = hashAt === -1 ? target : target.slice(0, hashAt);
      const hash = hashAt === -1 ? '' : target.slice(hashAt);
      if (path.startsWith('/')) return `/base${path}${hash}`;
      const route = PAGES[path];
      return route === undefined ? undefined : route + hash;
    },
    resolveImage: (src) => IMAGES[src],
    ...overrides,
  };
}

const renderers = new Map<string, Promise<MarkdownRenderer>>();

/** One renderer per set of options for the whole test file. */
export function getRenderer(options: Partial<ResolvedConfig['markdown']> = {}): Promise<MarkdownRenderer> {
  const full = { ...TEST_OPTIONS, ...options };
  const key = JSON.stringify(full);
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = createMarkdownRenderer(full);
    renderers.set(key, renderer);
  }
  return renderer;
}

/** Renders with the default test renderer and context. */
export async function render(
  body: string,
  context: Partial<MarkdownContext> = {},
  options: Partial<ResolvedConfig['markdown']> = {},
): Promise<RenderedMarkdown> {
  return (await getRenderer(options)).render(body, createContext(context));
}

/** Diagnostic codes of a render, in order. */
export function codesOf(result: RenderedMarkdown): string[] {
  return result.diagnostics.map((d) => d.code);
}
