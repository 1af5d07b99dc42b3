// What the commands run: bundled on its own (dist/engine-<hash>.cjs) and loaded by src/cli/launch/engine.ts, so that
// `--version` and `--help` read only the small CLI module.
export { buildCommand } from './commands/build.ts';
export { checkCommand } from './commands/check.ts';
export { serveCommand } from './commands/serve.ts';
export { setModuleImporter } from '../config/load.ts';
export { noteStartLook } from '../parallel/spare-cores.ts';
export { previewCommand } from './commands/preview.ts';
export { clearCommand } from './commands/clear.ts';
export { migrateCommand } from './commands/migrate.ts';
export { versionCommand } from './commands/version.ts';
