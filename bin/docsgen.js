#!/usr/bin/env node
// Launcher only: the CLI is bundled into dist/ by `npm install` (the package's prepare script).
// The bundle holds React's production build whatever NODE_ENV says; the default still reaches the packages a config
// file imports, which load from the project's node_modules.
process.env.NODE_ENV ??= 'production';
const argv = process.argv.slice(2);
const supervisor = await import('../dist/supervisor.js');
supervisor.quietOnBrokenPipe();

if (process.env.DOCSGEN_SUPERVISED !== '1' && supervisor.isSupervised(argv)) {
  // A command that runs the site's code runs in a child process this one stops, whatever that code does.
  const { fileURLToPath } = await import('node:url');
  process.exitCode = await supervisor.supervise(fileURLToPath(import.meta.url), argv);
} else {
  if (process.env.DOCSGEN_SUPERVISED === '1') supervisor.listenToSupervisor();
  const { runCli } = await import('../dist/cli.js');
  process.exitCode = await runCli(argv);
}
