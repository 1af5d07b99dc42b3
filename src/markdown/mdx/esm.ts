// ESM of MDX pages: `import` lines of known components are accepted (docsgen already has them); every `export`, and
// any other import, is refused, since a page here never runs code.
import { MdxError, type AstNode } from './ast.ts';
import { BUILTIN_COMPONENTS } from './components.ts';
import { BUILTIN_FUNCTIONS } from './builtins.ts';
import type { MdxState } from './state.ts';

/** Checks each statement of an ESM block; throws an MdxError at the first one outside the subset. */
export function checkImports(state: MdxState, statements: readonly AstNode[]): void {
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
      const builtin = Object.hasOwn(BUILTIN_COMPONENTS, name)
        ? BUILTIN_COMPONENTS[name]
        : Object.hasOwn(BUILTIN_FUNCTIONS, name)
          ? BUILTIN_FUNCTIONS[name]
          : undefined;
      if (state.components.has(name) || builtin?.includes(from)) continue;
      const hint = builtin
        ? `import ${name} from '${builtin[0]}'`
        : `register it in the config under markdown.mdxComponents ({ ${name}: './components/${name}.tsx' })`;
      throw new MdxError(`the import of ${name} from "${from}" is not supported: ${hint}`, specifier.start);
    }
  }
}
