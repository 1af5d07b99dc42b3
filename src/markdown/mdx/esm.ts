// ESM of MDX pages: `import` lines of known components are accepted (docsgen already has them), and `export const`
// of literal values that props may name; every other `export`, and any other import, is refused (pages run no code).
import { MdxError, type AstNode } from './ast.ts';
import { BUILTIN_COMPONENTS } from './components.ts';
import { BUILTIN_FUNCTIONS, npmPackageOf } from './builtins.ts';
import type { MdxPosition, MdxState } from './state.ts';
import { literalOf } from './props.ts';

// `export const size = { width: 283 }`: a literal value the page's props may name; anything else is code.
function readConstants(state: MdxState, statement: AstNode): boolean {
  const declaration = statement['declaration'] as AstNode | null;
  if (declaration?.type !== 'VariableDeclaration' || declaration['kind'] !== 'const') return false;
  const declarators = declaration['declarations'] as AstNode[];
  if (declarators.some((d) => (d['id'] as AstNode).type !== 'Identifier' || !d['init'])) return false;
  for (const declarator of declarators) {
    const name = String((declarator['id'] as AstNode)['name']);
    state.constants.set(
      name,
      literalOf(declarator['init'] as AstNode, `export const ${name}`, state.constants),
    );
  }
  return true;
}

// Files an MDX page may import for their URL (Docusaurus' loaders give an image's or a download's URL).
const ASSET = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|ogg|mp3|wav|pdf|zip|txt|csv)$/i;

// `import Note from './_note.md'` (a partial) and `import img from './x.png'` (its URL): true when the import was one.
function importFile(
  state: MdxState,
  from: string,
  specifier: AstNode,
  source: AstNode,
  locate: (offset: number) => MdxPosition,
): boolean {
  const isPartial = /\.mdx?$/i.test(from.replace(/[?#].*$/, ''));
  if ((!isPartial && !ASSET.test(from.replace(/[?#].*$/, ''))) || !state.host) return false;
  const name = String((specifier['local'] as AstNode)['name']);
  if (specifier.type !== 'ImportDefaultSpecifier') {
    throw new MdxError(
      `only the default import of "${from}" is supported: write import ${name} from '${from}'`,
      specifier.start,
    );
  }
  try {
    if (isPartial) state.partials.set(name, state.host.partial(from, source.start + 1));
    else state.constants.set(name, state.host.assetUrl(from, source.start + 1, locate(source.start + 1)));
  } catch (error) {
    // Its uses then render nothing: the import's own error says why, once.
    if (isPartial)
      state.partials.set(name, { abs: '', file: '', body: '', bodyLineOffset: 0, frontMatter: {} });
    else state.constants.set(name, '');
    throw error;
  }
  return true;
}

// Vite's `import code from './x.js?raw'` (Starlight pages show files with `<Code code={code} />`): the file's text.
const RAW_IMPORT = /\?raw$/;

function readRawImport(state: MdxState, specifiers: AstNode[], from: string, at: number): void {
  const only = specifiers.length === 1 ? specifiers[0]! : undefined;
  if (only?.type !== 'ImportDefaultSpecifier')
    throw new MdxError(`the import of "${from}" must name one default import (import code from '…?raw')`, at);
  const read = state.host?.readRaw(from.replace(RAW_IMPORT, ''));
  if (!read?.ok)
    throw new MdxError(
      `the file of "${from}" cannot be imported: ${read?.problem ?? 'files are not read here'}`,
      at,
    );
  state.constants.set(String((only['local'] as AstNode)['name']), read.text);
}

/** Checks each statement of an ESM block; throws an MdxError at the first one outside the subset. */
// An Astro component (`import X from './x.astro'`) cannot run here: `warn` is told once per component, and its uses
// render their children only. `locate` gives the position of an offset, where an imported file is recorded.
export function checkImports(
  state: MdxState,
  statements: readonly AstNode[],
  warn: (warning: MdxError) => void = () => {},
  locate: (offset: number) => MdxPosition = () => state.position,
  onFileError?: (error: MdxError) => void,
): void {
  for (const statement of statements) {
    if (statement.type === 'ExportNamedDeclaration' && readConstants(state, statement)) continue;
    if (statement.type !== 'ImportDeclaration') {
      throw new MdxError(
        '"export" is not supported in MDX here (pages run no code): put values in the front matter, ' +
          'and markup in a component registered under markdown.mdxComponents',
        statement.start,
      );
    }
    const from = String((statement['source'] as AstNode)['value']);
    const specifiers = statement['specifiers'] as AstNode[];
    if (RAW_IMPORT.test(from)) {
      readRawImport(state, specifiers, from, statement.start);
      continue;
    }
    if (specifiers.length === 0) {
      throw new MdxError(
        `the import of "${from}" is not supported: only components can be imported`,
        statement.start,
      );
    }
    for (const specifier of specifiers) {
      const name = String((specifier['local'] as AstNode)['name']);
      try {
        if (importFile(state, from, specifier, statement['source'] as AstNode, locate)) continue;
      } catch (error) {
        // A missing file stops no other import of the block when told apart (each is its own error).
        if (!(error instanceof MdxError) || !onFileError) throw error;
        onFileError(error);
        continue;
      }
      const builtin = Object.hasOwn(BUILTIN_COMPONENTS, name)
        ? BUILTIN_COMPONENTS[name]
        : Object.hasOwn(BUILTIN_FUNCTIONS, name)
          ? BUILTIN_FUNCTIONS[name]
          : undefined;
      const npmAstro = state.npmComponentsAreAstro === true && !builtin && npmPackageOf(from) !== undefined;
      if (from.endsWith('.astro') || (npmAstro && !state.components.has(name))) {
        state.astroComponents.add(name);
        const message = `the Astro component ${name} (${from}) does not run here: where the page uses it, only its children show`;
        warn(new MdxError(message, specifier.start));
        continue;
      }
      if (state.components.has(name) || builtin?.includes(from)) continue;
      if (!builtin && /\.mdx?$/i.test(from)) {
        throw new MdxError(
          `${name} is an MDX partial ("${from}"), which docsgen does not render in place: write its text in this ` +
            'page, or make it a component registered under markdown.mdxComponents',
          specifier.start,
        );
      }
      const pkg = builtin ? undefined : npmPackageOf(from);
      if (pkg !== undefined) {
        throw new MdxError(
          `${name} comes from the npm package "${pkg}", which docsgen renders once it is installed and registered: ` +
            `npm install ${pkg}, then markdown.mdxComponents: { ${name}: '${from}' } in the config (a package's ` +
            `default export, or its export named ${name}), or remove the import and <${name}>`,
          specifier.start,
        );
      }
      const hint = builtin
        ? `import ${name} from '${builtin[0]}'`
        : `register it in the config under markdown.mdxComponents ({ ${name}: './components/${name}.tsx' })`;
      throw new MdxError(`the import of ${name} from "${from}" is not supported: ${hint}`, specifier.start);
    }
  }
}
