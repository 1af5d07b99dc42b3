// The serve benchmark: edit-to-reload latency of `docsgen serve` (page file written → `reload` event on
// /__docsgen/events), and the rebuild time serve prints.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { editPage, generateSite } from './generate-site.mjs';
import { median } from './run-cli.mjs';

/** Median edit-to-reload latency of `docsgen serve` (root's bin, in a fresh `pages`-page site) over `edits` edits. */
export async function benchServe(site, pages, edits, { root, env }) {
  await generateSite(site, pages);
  const proc = spawn(process.execPath, [path.join(root, 'bin/docsgen.js'), 'serve', '--port', '0'], {
    cwd: site,
    env,
  });
  let output = '';
  proc.stdout.on('data', (d) => (output += d));
  proc.stderr.on('data', (d) => (output += d));
  /** Polls `predicate` until it returns a value; fails after the timeout or when serve exits. */
  const waitFor = async (predicate, what, timeoutMs = 600_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = predicate();
      if (value) return value;
      if (Date.now() > deadline || proc.exitCode !== null)
        throw new Error(`timed out waiting for ${what}\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  try {
    const url = await waitFor(() => /Serving .* at (http:\/\/\S+)/.exec(output)?.[1], 'the server');
    let events = '';
    const stream = await new Promise((resolve, reject) => {
      const req = http.get(new URL('/__docsgen/events', url), { agent: false }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (d) => (events += d));
        resolve(req);
      });
      req.on('error', reject);
    });
    const reloads = () => events.split('event: reload').length - 1;
    const latencies = [];
    const rebuilds = [];
    for (let i = 1; i <= edits; i++) {
      const before = reloads();
      const logged = output.length;
      const start = performance.now();
      await editPage(site, pages, 1000 + i);
      await waitFor(() => reloads() > before, `reload ${i}`);
      latencies.push(performance.now() - start);
      const line = await waitFor(
        () => /rebuilt \d+ pages in (\d+) ms/.exec(output.slice(logged)),
        `rebuild line ${i}`,
      );
      rebuilds.push(Number(line[1]));
      await new Promise((r) => setTimeout(r, 150));
    }
    stream.destroy();
    return { pages, edits, editToReloadMs: median(latencies), rebuildMs: median(rebuilds), latencies };
  } finally {
    proc.kill('SIGINT');
    await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('close', r)));
  }
}
