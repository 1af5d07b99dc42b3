#!/usr/bin/env node
// Launcher only: the CLI is bundled into dist/ by `npm install` (the package's prepare script).
// The bundle holds React's production build whatever NODE_ENV says; the default still reaches the packages a config
// file imports, which load from the project's node_modules.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../dist/cli.js');

process.exitCode = await runCli(process.argv.slice(2));
