// The benchmark's anchors (`--anchors`): the same generated docs built by Hugo (the Debian package's `hugo`) and by
// Eleventy (a pinned version from npm, installed once into the user's cache folder, never into the repository), each
// with a minimal docs layout: the page body and a sidebar listing the pages of its folder (the first 50, as docsgen
// shows a window of a long list). Timed with /usr/bin/time for CPU and peak RSS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** The Eleventy version the anchors run: pinned so that numbers of different days compare. */
export const ELEVENTY_VERSION = '3.1.8';
// Pages listed in an anchor's sidebar.
const SIDEBAR_PAGES = 50;

/** The folder the benchmark keeps its own tools in: under XDG_CACHE_HOME or ~/.cache. */
function cacheFolder() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'docsgen-bench');
}

/** Whether `hugo` runs here. */
export function hasHugo() {
  return spawnSync('hugo', ['version'], { encoding: 'utf8' }).status === 0;
}

/** Eleventy's command script, installed into the cache folder on first use; undefined when npm could not install it. */
export function eleventyCommand() {
  const dir = path.join(cacheFolder(), `eleventy-${ELEVENTY_VERSION}`);
  const script = path.join(dir, 'node_modules/@11ty/eleventy/cmd.cjs');
  if (existsSync(script)) return script;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  console.error(`installing @11ty/eleventy@${ELEVENTY_VERSION} into ${dir}`);
  const installed = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--save-exact', `@11ty/eleventy@${ELEVENTY_VERSION}`],
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return installed.status === 0 && existsSync(script) ? script : undefined;
}

const HUGO_CONFIG = `baseURL = "https://bench.example.com/"
title = "Bench"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.goldmark.renderer]
unsafe = true
`;

const HUGO_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title></head>
<body><nav class="sidebar"><ul>{{ range first ${SIDEBAR_PAGES} .CurrentSection.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>
<ul>{{ range .CurrentSection.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
<main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>
`;

const ELEVENTY_CONFIG = `export default function (config) {
  config.addGlobalData('layout', 'docs.11ty.js');
  // Pages by folder, made once: the sidebar of each page lists its folder's pages.
  config.addCollection('byFolder', (api) => {
    const folders = {};
    for (const page of api.getAll()) {
      const folder = page.inputPath.slice(0, page.inputPath.lastIndexOf('/'));
      (folders[folder] ??= []).push(page);
    }
    return folders;
  });
  return { markdownTemplateEngine: false, dir: { input: 'content', output: '_site', layouts: '../layouts' } };
}
`;

const ELEVENTY_LAYOUT = `export default function (data) {
  const input = data.page.inputPath;
  const pages = (data.collections.byFolder[input.slice(0, input.lastIndexOf('/'))] ?? []).slice(0, ${SIDEBAR_PAGES});
  const links = pages.map((p) => '<li><a href="' + p.url + '">' + p.data.title + '</a></li>').join('');
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' + data.title + ' | Bench</title></head>' +
    '<body><nav class="sidebar"><ul>' + links + '</ul></nav><main><h1>' + data.title + '</h1>' + data.content + '</main></body></html>';
}
`;

/** Every folder under `dir` (itself included). */
async function foldersOf(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return [dir, ...entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))];
}

/**
 * Writes the anchors' projects beside `site` (its docs copied into each, the category files left out): a Hugo site
 * with an `_index.md` per folder, so that each folder is a section, and an Eleventy project.
 */
export async function prepareAnchors(site) {
  const root = `${site}.anchors`;
  await rm(root, { recursive: true, force: true });
  const hugo = path.join(root, 'hugo');
  const eleventy = path.join(root, 'eleventy');
  const copy = (to) =>
    cp(path.join(site, 'content/docs'), to, {
      recursive: true,
      filter: (f) => !f.endsWith('_category_.json'),
    });
  await copy(path.join(hugo, 'content/docs'));
  await copy(path.join(eleventy, 'content/docs'));
  for (const folder of await foldersOf(path.join(hugo, 'content/docs')))
    await writeFile(path.join(folder, '_index.md'), `---\ntitle: ${path.basename(folder)}\n---\n`);
  await writeFile(path.join(hugo, 'config.toml'), HUGO_CONFIG);
  mkdirSync(path.join(hugo, 'layouts/_default'), { recursive: true });
  for (const name of ['single.html', 'list.html'])
    await writeFile(path.join(hugo, 'layouts/_default', name), HUGO_PAGE);
  await writeFile(path.join(eleventy, 'eleventy.config.mjs'), ELEVENTY_CONFIG);
  mkdirSync(path.join(eleventy, 'layouts'), { recursive: true });
  await writeFile(path.join(eleventy, 'layouts/docs.11ty.js'), ELEVENTY_LAYOUT);
  return { root, hugo, eleventy };
}

/** Runs `command` under /usr/bin/time in `cwd`: wall ms, CPU ms and peak RSS MB; throws when it fails. */
function timed(command, args, cwd) {
  const report = path.join(cwd, '.time');
  const start = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S %M', '-o', report, command, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - start;
  if (run.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed: ${run.error?.message ?? (run.stderr ?? '').slice(-2000)}`,
    );
  const [user, system, rssKb] = readFileSync(report, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return { wallMs, cpuMs: (user + system) * 1000, maxRssMb: rssKb / 1024 };
}

/** One clean build of the Hugo anchor (its output removed first). */
export async function buildHugo(project) {
  await rm(path.join(project, 'public'), { recursive: true, force: true });
  return timed('hugo', ['--quiet'], project);
}

/** One clean build of the Eleventy anchor with the cached Eleventy. */
export async function buildEleventy(project, command) {
  await rm(path.join(project, '_site'), { recursive: true, force: true });
  return timed(process.execPath, [command, '--quiet', '--config=eleventy.config.mjs'], project);
}
