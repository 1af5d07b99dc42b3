// The serve benchmark: edit-to-reload latency of `docsgen serve` (page file written → `reload` event on
// /__docsgen/events), edit-to-page (the edited page fetched right after the reload, as the browser does: serve renders
// pages when asked for), and the rebuild time serve prints.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { editPage, generateSite, pagePath } from './generate-site.mjs';
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
    const route = `/${pagePath(Math.floor(pages / 2), pages)
      .replace(/^content\//, '')
      .replace(/\.md$/, '')}`;
    const latencies = [];
    const pageLatencies = [];
    const rebuilds = [];
    for (let i = 1; i <= edits; i++) {
      const before = reloads();
      const logged = output.length;
      const start = performance.now();
      await editPage(site, pages, 1000 + i);
      await waitFor(() => reloads() > before, `reload ${i}`);
      latencies.push(performance.now() - start);
      const html = await fetchText(new URL(route, url));
      if (!html.includes(`Edit ${1000 + i}.`))
        throw new Error(`${route} does not show edit ${i} after the reload`);
      pageLatencies.push(performance.now() - start);
      const line = await waitFor(
        () => /rebuilt \d+ pages in (\d+) ms/.exec(output.slice(logged)),
        `rebuild line ${i}`,
      );
      rebuilds.push(Number(line[1]));
      await new Promise((r) => setTimeout(r, 150));
    }
    stream.destroy();
    return {
      pages,
      edits,
      editToReloadMs: median(latencies),
      editToPageMs: median(pageLatencies),
      rebuildMs: median(rebuilds),
      latencies,
      pageLatencies,
    };
  } finally {
    proc.kill('SIGINT');
    await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('close', r)));
  }
}

/** GETs a URL and resolves to its body. */
function fetchText(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}
