// Runs the CLI in this process and reports its resource usage on fd 3, so the benchmark gets CPU time and peak RSS.
import { writeSync } from 'node:fs';
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../../dist/cli.js');

const code = await runCli(process.argv.slice(2));
const usage = process.resourceUsage();
writeSync(3, JSON.stringify({ code, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssMb: usage.maxRSS / 1024 }));
process.exitCode = code;
