// Evaluates a Docusaurus site's own config files (docusaurus.config.js, sidebars.js) the way docsgen loads its config:
// bundled with esbuild, then imported from a temporary module beside them. Those files import packages the folder
// usually lacks once the site leaves Docusaurus (prism-react-renderer, remark plugins, @docusaurus/*): each bare import
// that does not resolve is replaced with a harmless stand-in and reported.
import { readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { importBundledConfig } from '../../config/module-import.ts';

/** The value a file exports (a function export is called, as Docusaurus does) and the packages stood in for. */
export interface EvaluatedFile {
  value: unknown;
  /** Bare imports that did not resolve from the site folder, in the order met. */
  missingPackages: string[];
}

const STUB_NAMESPACE = 'docsgen-migrate-stub';

// A value every use of which succeeds: any property, call or `new` gives another one; it reads as '' and is no promise.
// The module also exports each name the importing file asks for (`import { themes } from …`), as ES modules must.
const STUB_SOURCE = `
const handler = {
  get(target, key) {
    if (key === 'then' || key === '__esModule') return undefined;
    if (key === Symbol.toPrimitive) return () => '';
    if (key === Symbol.iterator) return function* () {};
    if (key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => '';
    return stub();
  },
  apply: () => stub(),
  construct: () => stub(),
};
function stub() { return new Proxy(function docusaurusStub() {}, handler); }
`;

// VitePress' `defineConfig(…)` and plugins' `withMermaid(config)` hand back the config they are given: so do their
// stand-ins, or the config would be lost.
const PASS_THROUGH = /^(?:define[A-Z]\w*|with[A-Z]\w*)$/;
const exportOf = (name: string): string => (PASS_THROUGH.test(name) ? '(config) => config' : `value.${name}`);

function stubModule(names: readonly string[] | undefined): string {
  return `${STUB_SOURCE}
const value = stub();
${
  names === undefined
    ? 'module.exports = value;'
    : ['export default value;', ...names.map((name) => `export const ${name} = ${exportOf(name)};`)].join(
        '\n',
      )
}
`;
}

const MODULE_NAMESPACE = 'docsgen-migrate-module';
const STAND_IN_NAMESPACE = 'docsgen-migrate-stand-in';
const MISSING_GLOBAL = '__docsgenMigrateMissing';
// `node:module` as the config sees it: its own `createRequire(import.meta.url)` answers a package that is not
// installed as the bundled imports are answered (a stand-in, and `resolve` gives back the name), and lists it.
const MODULE_SHIM = `${STUB_SOURCE}
import * as real from 'node:module';
export * from 'node:module';
export default real.default ?? real;
const note = (id) => globalThis.${MISSING_GLOBAL}?.push(id);
export function createRequire(from) {
  const inner = real.createRequire(from);
  const tolerant = (id) => {
    try { return inner(id); } catch (error) {
      if (error?.code !== 'MODULE_NOT_FOUND') throw error;
      note(id);
      return stub();
    }
  };
  tolerant.resolve = (id, options) => {
    try { return inner.resolve(id, options); } catch { note(id); return id; }
  };
  tolerant.cache = inner.cache;
  tolerant.main = inner.main;
  return tolerant;
}
`;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

// Words an `export const` cannot be named.
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield await'.split(
    ' ',
  ),
);

// `import * as yaml from 'js-yaml'` then `yaml.load(…)`: the members the file reads of the namespace.
function namespaceMembers(importerText: string, quotedSpecifier: string): string[] {
  const pattern = new RegExp(`import\\s+\\*\\s+as\\s+([\\w$]+)\\s+from\\s*['"]${quotedSpecifier}['"]`, 'g');
  const members: string[] = [];
  for (const [, namespace] of importerText.matchAll(pattern)) {
    const use = new RegExp(`(?<![\\w$.])${namespace!.replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g');
    for (const [, member] of importerText.matchAll(use)) if (!RESERVED.has(member!)) members.push(member!);
  }
  return members;
}

/** The names `importer` imports by name from `specifier` (`import { a, b as c } from 'x'` gives a and b). */
function namedImports(importerText: string, specifier: string): string[] {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `(?:import|export)\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  const names = new Set(namespaceMembers(importerText, quoted));
  for (const match of importerText.matchAll(pattern)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (IDENTIFIER.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names].sort();
}

// `require` of a package left external, and `require.resolve` (which Docusaurus configs use to name presets and
// stylesheets), answered from the site folder; a `require.resolve` that fails gives back the name it was asked for.
const PROLOGUE = `
import { createRequire as __docsgenCreateRequire } from 'node:module';
import { fileURLToPath as __docsgenFileURLToPath } from 'node:url';
const __docsgenRequire = __docsgenCreateRequire(import.meta.url);
const require = Object.assign((id) => __docsgenRequire(id), {
  resolve: (id, options) => {
    try { return __docsgenRequire.resolve(id, options); } catch { return id; }
  },
});
const __filename = __docsgenFileURLToPath(import.meta.url);
const __dirname = __filename.slice(0, Math.max(__filename.lastIndexOf('/'), __filename.lastIndexOf('\\\\')));
`;

const BUILTINS = new Set(builtinModules);

function readImporter(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Bundles and imports `file`; throws an Error naming the file when it cannot be compiled or throws while loading. */
// `standIns`: modules given for these packages whether or not they are installed (an Astro config's `defineConfig` and
// integrations, whose options migrate reads), never counted as missing.
export async function evaluateSiteFile(
  file: string,
  standIns: Readonly<Record<string, string>> = {},
): Promise<EvaluatedFile> {
  const missing: string[] = [];
  const resolveFromSite = createRequire(path.join(path.dirname(file), 'package.json'));
  const plugin: esbuild.Plugin = {
    name: 'docsgen-migrate-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (path.isAbsolute(args.path)) return undefined;
        if (Object.hasOwn(standIns, args.path)) return { path: args.path, namespace: STAND_IN_NAMESPACE };
        const bare = args.path.replace(/^node:/, '');
        if (bare === 'module' && args.namespace !== MODULE_NAMESPACE)
          return { path: 'node:module', namespace: MODULE_NAMESPACE };
        if (args.path.startsWith('node:') || BUILTINS.has(bare)) return { path: args.path, external: true };
        try {
          resolveFromSite.resolve(args.path);
          return { path: args.path, external: true };
        } catch {
          if (!missing.includes(args.path)) missing.push(args.path);
          // `require` gets the stand-in itself; an `import` gets a module with the names it asks for (one module per set).
          if (args.kind === 'require-call')
            return { path: `${args.path}?require`, namespace: STUB_NAMESPACE, pluginData: undefined };
          const names = namedImports(readImporter(args.importer), args.path);
          return { path: `${args.path}?${names.join(',')}`, namespace: STUB_NAMESPACE, pluginData: names };
        }
      });
      build.onLoad({ filter: /.*/, namespace: STAND_IN_NAMESPACE }, (args) => ({
        contents: standIns[args.path],
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: MODULE_NAMESPACE }, () => ({
        contents: MODULE_SHIM,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: STUB_NAMESPACE }, (args) => ({
        contents: stubModule(args.pluginData as string[] | undefined),
        loader: 'js',
      }));
      // A stylesheet or image (or an .astro file) a config imports for its side effect (or its path) carries nothing docsgen reads.
      build.onLoad({ filter: /\.(?:css|scss|sass|less|svg|png|jpe?g|gif|webp|astro)$/i }, () => ({
        contents: 'module.exports = {};',
        loader: 'js',
      }));
    },
  };
  let bundled: esbuild.BuildResult<{ write: false }>;
  try {
    bundled = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      banner: { js: PROLOGUE },
      plugins: [plugin],
    });
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    const where = first?.location ? `:${first.location.line}:${first.location.column + 1}` : '';
    throw new Error(
      `cannot compile ${path.basename(file)}${where}: ${first?.text ?? (error as Error).message}`,
    );
  }
  let exported: unknown;
  try {
    (globalThis as Record<string, unknown>)[MISSING_GLOBAL] = missing;
    const module = await importBundledConfig(file, bundled.outputFiles[0]!.text);
    exported = module.default;
    if (typeof exported === 'function') exported = await (exported as () => unknown)();
  } catch (error) {
    throw new Error(`${path.basename(file)} threw while loading: ${(error as Error).message}`);
  }
  delete (globalThis as Record<string, unknown>)[MISSING_GLOBAL];
  return { value: exported, missingPackages: [...new Set(missing)] };
}
