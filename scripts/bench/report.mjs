// Prints the benchmark's table, its plain-words lines and the JSON report.
import os from 'node:os';

const COLUMNS = [
  ['shape', (r) => r.shape ?? 'nested', 6, 'text'],
  ['pages', (r) => r.pages, 6, 0],
  ['wall ms', (r) => r.wallMs, 9, 0],
  ['cpu ms', (r) => r.cpuMs, 8, 0],
  ['ms/page', (r) => r.msPerPage, 9, 3],
  ['peak RSS MB', (r) => r.peakRssMb, 13, 0],
  ['output MB', (r) => r.outputMb, 11, 1],
  ['HTML KB/page', (r) => r.htmlKbPerPage, 14, 1],
  ['median KB', (r) => r.medianHtmlKb, 10, 1],
  ['out/src', (r) => r.outputRatio, 8, 1],
  ['unchanged ms', (r) => r.unchanged?.wallMs, 14, 0],
  ['1 edit ms', (r) => r.oneEdit?.wallMs, 11, 0],
  ['check ms', (r) => r.check?.wallMs, 10, 0],
  ['fs create ms', (r) => r.fsCreateMs, 14, 0],
  ['fs remove ms', (r) => r.fsRemoveMs, 14, 0],
  ['tmpfs wall ms', (r) => r.tmpfsWallMs, 15, 0],
  ['tmpfs cpu ms', (r) => r.tmpfsCpuMs, 14, 0],
  ['hugo ms', (r) => r.hugo?.wallMs, 9, 0],
  ['÷hugo', (r) => r.hugoRatio, 6, 2],
  ['11ty ms', (r) => r.eleventy?.wallMs, 9, 0],
  ['÷11ty', (r) => r.eleventyRatio, 6, 2],
];

/** `value` with `digits` decimals right-aligned in `width` characters ('–' when missing). */
const pad = (value, width, digits = 0) =>
  (value === undefined || Number.isNaN(value)
    ? '–'
    : digits === 'text'
      ? String(value)
      : value.toFixed(digits)
  ).padStart(width);

/** A whole number with thousands separators. */
const int = (n) => Math.round(n).toLocaleString('en-US');

/** The marginal cost per page from 5,000 to 10,000 pages of one field, when both sizes ran. */
function marginal(results, field) {
  const at = (pages) => results.find((r) => r.pages === pages && (r.shape ?? 'nested') === 'nested');
  return at(5000) && at(10000) ? (at(10000)[field] - at(5000)[field]) / 5000 : undefined;
}

/** One plain-words line on what the disk costs for a size's output, and the build with the output on tmpfs. */
export function floorLine(r) {
  const disk =
    r.fsCreateMs === undefined
      ? `${r.pages} pages: no file-system calibration`
      : `${r.pages} pages: ${int(r.fsFolders + r.fsFiles)} folders+files (${int(r.fsFolders)} folders, ${int(r.fsFiles)} files) cost ${int(r.fsCreateMs)} ms to create and ${int(r.fsRemoveMs)} ms to remove on this disk with plain Node`;
  const tmpfs =
    r.tmpfsWallMs === undefined
      ? (r.tmpfsNote ?? 'no tmpfs build')
      : `the cold build with its output on tmpfs took ${int(r.tmpfsWallMs)} ms wall, ${int(r.tmpfsCpuMs)} ms CPU (on disk ${int(r.wallMs)} ms wall, ${int(r.cpuMs)} ms CPU)`;
  return `${disk}; ${tmpfs}`;
}

/**
 * Prints the table, one line per size on the file system, the serve line, the machine's calibration (calibrate.mjs) and
 * the JSON; returns the JSON report.
 */
export function printReport({ runs, results, serve, calibration }) {
  console.log(
    `\ncold builds, median of ${runs} (wall and CPU of all threads, ms); rebuilds with the build cache present;` +
      '\nfs create/remove: plain Node making and removing the same output tree on one thread (the disk floor);' +
      '\ntmpfs: cold builds with --out on /dev/shm',
  );
  console.log(
    COLUMNS.map(([name, , width]) => name.padStart(width))
      .join(' ')
      .trimStart(),
  );
  for (const r of results) {
    console.log(COLUMNS.map(([, get, width, digits]) => pad(get(r), width, digits)).join(' '));
  }
  for (const r of results) console.log(floorLine(r));
  const marginalWall = marginal(results, 'wallMs');
  const marginalCpu = marginal(results, 'cpuMs');
  const marginalTmpfsWall = marginal(results, 'tmpfsWallMs');
  const marginalTmpfsCpu = marginal(results, 'tmpfsCpuMs');
  if (marginalWall !== undefined) {
    console.log(
      `marginal ms/page (5k → 10k): ${marginalWall.toFixed(3)} wall, ${marginalCpu.toFixed(3)} CPU on disk` +
        (marginalTmpfsWall === undefined || Number.isNaN(marginalTmpfsWall)
          ? ''
          : `; ${marginalTmpfsWall.toFixed(3)} wall, ${marginalTmpfsCpu.toFixed(3)} CPU with the output on tmpfs`),
    );
  }
  if (serve) {
    console.log(
      `serve at ${serve.pages} pages: edit-to-reload median ${serve.editToReloadMs.toFixed(0)} ms, edit-to-page (reload, then the edited page fetched) ${serve.editToPageMs.toFixed(0)} ms, rebuild median ${serve.rebuildMs} ms (${serve.edits} edits)`,
    );
  }
  if (calibration) {
    console.log(
      `machine: node -e 0 in ${calibration.nodeStartMs} ms, the fixed JavaScript work in ${calibration.fixedWorkMs} ms (medians of 7; compare runs of different days by these)`,
    );
  }
  const report = {
    machine: {
      cpus: os.availableParallelism(),
      loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
      ...calibration,
    },
    runs,
    results,
    marginalMsPerPage: marginalWall,
    marginalCpuMsPerPage: marginalCpu,
    marginalTmpfsMsPerPage: marginalTmpfsWall,
    marginalTmpfsCpuMsPerPage: marginalTmpfsCpu,
    serve,
  };
  console.log(JSON.stringify(report, null, 2));
  return report;
}
