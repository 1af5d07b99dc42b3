// Ctrl+C always works (issue: hostile input, round two): user code that loops or never settles is stopped by SIGINT
// and SIGTERM with exit 130, or by the user code time limit with exit 1 and its name; the previous output stays and
// no temporary is left. Each case ran for ever (or exited with Node's code 13) before the supervisor.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsgen, EXIT, makeSite, removeSite, snapshot, startDocsgen } from './harness.ts';

const sites: string[] = [];
afterAll(() => Promise.all(sites.map(removeSite)));

const config = (extra: string, before = '') =>
  `${before}export default { title: 'Loops', url: 'https://loops.example.com', blog: false${extra} };\n`;
const CONFIGS = {
  'a config that loops while it is imported': config('', 'for (;;) {}\n'),
  'a plugin whose routes() loops': config(", plugins: [{ name: 'spin', routes() { for (;;) {} } }]"),
};

/** A built site whose config is then replaced by `text`. */
async function builtSite(text: string): Promise<string> {
  const site = await makeSite();
  sites.push(site);
  expect(docsgen(site, ['build']).status).toBe(EXIT.ok);
  await writeFile(path.join(site, 'docsgen.config.ts'), text);
  return site;
}

/** Starts `docsgen build`, sends `signal` after `afterMs`; resolves to the exit code, or 'hung' past the deadline. */
async function interrupt(site: string, signal: NodeJS.Signals, afterMs = 1500): Promise<number | 'hung'> {
  const child = startDocsgen(site, ['build']);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  child.kill(signal);
  // Generous against a loaded machine; the promise is 2 s, and the supervisor's grace is 1.5 s.
  const deadline = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 4000));
  const result = await Promise.race([exited, deadline]);
  if (result === 'hung') child.kill('SIGKILL');
  return result ?? 'hung';
}

const leftovers = async (site: string): Promise<string[]> =>
  (await readdir(site)).filter((name) => /\.tmp|staging|\.old-/.test(name));

describe('a busy loop in user code', () => {
  for (const [name, text] of Object.entries(CONFIGS)) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      it(`${name}: ${signal} stops the build with exit 130, the previous output intact`, async () => {
        const site = await builtSite(text);
        const before = await snapshot(path.join(site, 'build'));
        expect(await interrupt(site, signal)).toBe(130);
        expect(await snapshot(path.join(site, 'build'))).toEqual(before);
        expect(await leftovers(site)).toEqual([]);
      }, 30_000);
    }
  }

  it('is stopped at the time limit, named, with exit 1', async () => {
    const site = await builtSite(CONFIGS['a plugin whose routes() loops']);
    const result = docsgenWithLimit(site, 1);
    expect(result.status).toBe(EXIT.content);
    expect(result.stderr).toContain('plugin "spin" in routes() ran for 1 s without finishing');
    expect(await leftovers(site)).toEqual([]);
  }, 30_000);
});

describe('a promise of user code that never settles', () => {
  it('in a config (top-level await) is reported, exit 1, and its temporary module removed', async () => {
    const site = await builtSite(config('', 'await new Promise(() => {});\n'));
    const result = docsgen(site, ['build']);
    expect(result.status).toBe(EXIT.content);
    expect(result.stderr).toMatch(/the config docsgen\.config\.ts .* returned a promise that never settled/);
    expect(await leftovers(site)).toEqual([]);
  }, 30_000);

  it('in a postBuild hook is reported with the plugin, exit 1', async () => {
    const site = await builtSite(
      config(", plugins: [{ name: 'never', postBuild: () => new Promise(() => {}) }]"),
    );
    const result = docsgen(site, ['build']);
    expect(result.status).toBe(EXIT.content);
    expect(result.stderr).toContain('plugin "never" in postBuild() returned a promise that never settled');
  }, 30_000);
});

function docsgenWithLimit(site: string, seconds: number) {
  const previous = process.env['DOCSGEN_USER_CODE_TIMEOUT'];
  process.env['DOCSGEN_USER_CODE_TIMEOUT'] = String(seconds);
  try {
    return docsgen(site, ['build']);
  } finally {
    if (previous === undefined) delete process.env['DOCSGEN_USER_CODE_TIMEOUT'];
    else process.env['DOCSGEN_USER_CODE_TIMEOUT'] = previous;
  }
}
