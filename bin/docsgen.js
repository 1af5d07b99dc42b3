#!/usr/bin/env node
// Launcher only: the CLI is bundled into dist/ by `npm install` (the package's prepare script).
// React picks its slow development build unless NODE_ENV says otherwise, so set it before anything loads React.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../dist/cli.js');

process.exitCode = await runCli(process.argv.slice(2));
