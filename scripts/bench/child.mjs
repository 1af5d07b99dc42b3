// Runs the CLI in this process and reports its resource usage on fd 3, so the benchmark gets CPU time and peak RSS.
// DOCSGEN_BENCH_CLI names the bundled CLI to run (another checkout's, for before/after numbers); default: this one's.
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
process.env.NODE_ENV ??= 'production';
const cli = process.env.DOCSGEN_BENCH_CLI
  ? pathToFileURL(process.env.DOCSGEN_BENCH_CLI).href
  : new URL('../../dist/cli.js', import.meta.url).href;
const { runCli } = await import(cli);

const code = await runCli(process.argv.slice(2));
const usage = process.resourceUsage();
writeSync(
  3,
  JSON.stringify({
    code,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    maxRssMb: usage.maxRSS / 1024,
  }),
);
process.exitCode = code;
