// Builds the Maar World site and every fixture with a config into a temporary folder each, and prints one digest per
// site (every output file's path and bytes). Two checkouts that print the same lines build byte-identical output:
// `node scripts/output-digest.mjs > before.txt`, change the code, run it again and `diff` the two.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  existsSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin/docsgen.js');
const fixtures = path.join(root, 'test/fixtures');
const CONFIGS = ['docsgen.config.ts', 'docsgen.config.mjs', 'docsgen.config.js'];
// Files whose bytes name the moment or the machine, not the build's input.
const VOLATILE = new Set(['.docsgen-build.json']);

function sites() {
  const list = [['maar-world', root]];
  for (const name of readdirSync(fixtures).sort()) {
    const dir = path.join(fixtures, name);
    if (CONFIGS.some((c) => existsSync(path.join(dir, c)))) list.push([name, dir]);
  }
  return list;
}

function digestOf(dir) {
  const hash = createHash('sha256');
  let files = 0;
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!VOLATILE.has(entry.name)) {
        hash.update(path.relative(dir, full)).update('\0').update(readFileSync(full)).update('\0');
        files++;
      }
    }
  };
  if (existsSync(dir) && statSync(dir).isDirectory()) walk(dir);
  return `${files} files ${hash.digest('hex').slice(0, 16)}`;
}

const only = process.argv.slice(2);
for (const [name, source] of sites()) {
  if (only.length > 0 && !only.includes(name)) continue;
  // Inside the checkout, so a config's imports of packages resolve from its node_modules.
  mkdirSync(path.join(root, 'test/.tmp'), { recursive: true });
  const work = mkdtempSync(path.join(root, 'test/.tmp', `digest-${name}-`));
  const copy = path.join(work, 'site');
  // The Maar World site builds where it is; a fixture from a copy, so nothing is left in test/fixtures.
  if (source !== root)
    cpSync(source, copy, {
      recursive: true,
      filter: (from) =>
        !/[/\\](node_modules|build|\.git|\.docsgen-cache|test|\.stryker-tmp|reports)$/.test(from) ||
        from === source,
    });
  const out = path.join(work, 'out');
  let status = 'ok';
  try {
    execFileSync(process.execPath, [cli, 'build', '--out', out, '--quiet'], {
      cwd: source === root ? root : copy,
      env: { ...process.env, NO_COLOR: '1', TZ: 'UTC', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    status = `exit ${error.status}`;
  }
  console.log(`${name}: ${status} ${digestOf(out)}`);
  rmSync(work, { recursive: true, force: true });
}
