// `markdown.pathAliases` (a tsconfig's `paths`, as Astro reads them in markdown): an image or link written from an
// alias (`~/assets/a.png`) is resolved as the path from the page's own folder to the file the alias names.
import path from 'node:path';
import type { MdxRoots } from '../config/types.ts';
import type { MarkdownContext } from './types.ts';

const toPosix = (p: string): string => p.split(path.sep).join('/');

/** The context with aliased targets read from the page's folder; the same context when the site has no alias. */
export function withPathAliases(context: MarkdownContext, roots: MdxRoots | undefined): MarkdownContext {
  const aliases = roots?.aliases;
  if (!aliases || aliases.length === 0) return context;
  const pageDir = path.dirname(path.resolve(roots.rootDir, context.file));
  const unalias = (target: string): string => {
    const alias = aliases.find(([prefix]) => target.startsWith(prefix));
    if (!alias) return target;
    const relative = toPosix(path.relative(pageDir, path.resolve(alias[1], target.slice(alias[0].length))));
    return relative.startsWith('../') ? relative : `./${relative}`;
  };
  return {
    ...context,
    resolveLink: (target) => context.resolveLink(unalias(target)),
    resolveImage: (src) => context.resolveImage(unalias(src)),
  };
}
