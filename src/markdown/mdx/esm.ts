// ESM of MDX pages: `import` lines of known components are accepted (docsgen already has them); every `export`, and
// any other import, is refused, since a page here never runs code.
import { MdxError, type AstNode } from './ast.ts';
import { BUILTIN_COMPONENTS } from './components.ts';
import type { MdxState } from './state.ts';

/** Checks each statement of an ESM block; throws an MdxError at the first one outside the subset. */
// An Astro component (`import X from './x.astro'`) cannot run here: `warn` is told once per component, and its uses
// render their children only.
export function checkImports(
  state: MdxState,
  statements: readonly AstNode[],
  warn: (warning: MdxError) => void = () => {},
): void {
  for (const statement of statements) {
    if (statement.type !== 'ImportDeclaration') {
      throw new MdxError(
        '"export" is not supported in MDX here (pages run no code): put values in the front matter, ' +
          'and markup in a component registered under markdown.mdxComponents',
        statement.start,
      );
    }
    const from = String((statement['source'] as AstNode)['value']);
    const specifiers = statement['specifiers'] as AstNode[];
    if (specifiers.length === 0) {
      throw new MdxError(
        `the import of "${from}" is not supported: only components can be imported`,
        statement.start,
      );
    }
    for (const specifier of specifiers) {
      const name = String((specifier['local'] as AstNode)['name']);
      if (from.endsWith('.astro')) {
        state.astroComponents.add(name);
        const message = `the Astro component ${name} (${from}) does not run here: where the page uses it, only its children show`;
        warn(new MdxError(message, specifier.start));
        continue;
      }
      const builtin = Object.hasOwn(BUILTIN_COMPONENTS, name) ? BUILTIN_COMPONENTS[name] : undefined;
      if (state.components.has(name) || builtin?.includes(from)) continue;
      const hint = builtin
        ? `import ${name} from '${builtin[0]}'`
        : `register it in the config under markdown.mdxComponents ({ ${name}: './components/${name}.tsx' })`;
      throw new MdxError(`the import of ${name} from "${from}" is not supported: ${hint}`, specifier.start);
    }
  }
}
