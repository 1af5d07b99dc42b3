// Import rules of docsgen, checked by `npm run lint:deps` and by test/unit/architecture/imports.test.ts (so CI fails
// on a break). Type-only imports count like any other: a type from a later stage ties a module to that stage too.

// The stages of a build, earliest first. A module may import its own stage and earlier ones, never a later one.
const STAGES = [
  ['shared', '^src/shared/'],
  ['base', '^src/(diagnostics|base)/'],
  ['plugins', '^src/plugins/'],
  ['islands', '^src/islands/'],
  ['config', '^src/config/'],
  ['strings', '^src/strings/'],
  ['content', '^src/content/'],
  ['markdown', '^src/markdown/'],
  ['model', '^src/model/'],
  ['assets', '^src/assets/'],
  ['templates', '^templates/'],
  ['theme', '^src/theme/'],
  // The render stage (src/render/stage/) runs on the worker threads: it comes after them, the rest of render/ before.
  ['render', '^src/render/(?!stage/)'],
  ['search', '^src/search/'],
  ['check', '^src/check/'],
  ['output', '^src/output/'],
  ['parallel', '^src/parallel/'],
  ['render-stage', '^src/render/stage/'],
  ['build', '^src/build/'],
  ['server', '^src/server/'],
  ['dev', '^src/dev/'],
  ['preview', '^src/preview/'],
  ['init', '^src/init/'],
  ['cli', '^src/cli/'],
];

const stageOrderRules = STAGES.slice(0, -1).map(([name, path], index) => ({
  name: `stage-order-${name}`,
  comment: `${name} is an earlier stage than ${STAGES.slice(index + 1)
    .map(([later]) => later)
    .join(', ')}: it must not import them`,
  severity: 'error',
  from: { path },
  to: { path: STAGES.slice(index + 1).map(([, later]) => later) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: every module sits below the ones that import it',
      severity: 'error',
      from: { path: '^(src|templates)/' },
      to: { circular: true },
    },
    {
      name: 'client-imports-client-and-shared',
      comment:
        'Browser code imports only browser code, shared code and npm packages (never Node or the build)',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { pathNot: '^src/(client|shared)/', dependencyTypesNot: ['npm', 'npm-dev'] },
    },
    {
      name: 'shared-imports-shared',
      comment: 'Shared code runs in the browser too: it imports only other shared code',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { pathNot: '^src/shared/' },
    },
    {
      name: 'templates-import-templates-and-shared',
      comment:
        'Templates read only their props: they import templates, shared code, npm packages (React) and types (of earlier stages)',
      severity: 'error',
      from: { path: '^templates/' },
      to: { pathNot: ['^templates/', '^src/shared/'], dependencyTypesNot: ['npm', 'npm-dev', 'type-only'] },
    },
    {
      name: 'in-a-stage',
      comment:
        'Every module of src/ belongs to a stage (add a new folder to STAGES), so the order rules see it',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [...STAGES.map(([, path]) => path), '^src/client/', '^src/index[.]ts$'],
      },
      to: {},
    },
    ...stageOrderRules,
  ],
  options: {
    // Packages are matched by dependency type, not path: node_modules may be a symlink that resolves elsewhere.
    doNotFollow: {
      dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg'],
    },
    // The starter site `docsgen init` copies is a user's project (its config imports the package), not docsgen's code.
    exclude: { path: '^templates/init/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
    // Resolve packages through their `exports` as Node and esbuild do (`fuse.js/basic` exists only there).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
