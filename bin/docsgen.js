#!/usr/bin/env node
// Launcher only: the CLI is bundled into dist/ by `npm install` (the package's prepare script).
import { runCli } from '../dist/cli.js';

process.exitCode = await runCli(process.argv.slice(2));
