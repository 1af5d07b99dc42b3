// Fault injection for the fault suite: preloaded with `--require` into the docsgen CLI (and, through execArgv, its
// worker threads), it makes the fs functions that write fail with an errno error for paths under a prefix. Tests run
// as root, where permission bits stop no write and no small file system can be mounted, so the failure is injected.
// DOCSGEN_FAULT_FS is JSON: { "code": "ENOSPC", "prefix": "<absolute path>", "thread": "main" | "worker" | "any",
// "after": <writes under the prefix that succeed first>, "syscalls": [only these, e.g. "mkdir"], "readOnly": <absolute
// folder that `access` with W_OK finds read-only (EROFS), as on a read-only mount> }. The code "BUG" throws a TypeError
// instead, as a bug would.
'use strict';
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');
const { isMainThread } = require('node:worker_threads');

const spec = process.env.DOCSGEN_FAULT_FS ? JSON.parse(process.env.DOCSGEN_FAULT_FS) : undefined;
const DESCRIPTIONS = {
  ENOSPC: 'no space left on device',
  EACCES: 'permission denied',
  EROFS: 'read-only file system',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'name too long',
  EDQUOT: 'disk quota exceeded',
  EIO: 'i/o error',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'not a directory',
  EXDEV: 'cross-device link not permitted',
  EBUSY: 'resource busy or locked',
};
const ERRNO = {
  ENOSPC: -28,
  EACCES: -13,
  EROFS: -30,
  EMFILE: -24,
  ENAMETOOLONG: -36,
  EDQUOT: -122,
  EIO: -5,
  ENOENT: -2,
  ENOTDIR: -20,
  EXDEV: -18,
  EBUSY: -16,
};

// "OOM": worker threads get a heap limit of "workerHeapMb" (default 128), and a worker runs out of memory at its
// write of a file under the prefix (after "after" such writes), as on a page too large for it; "report" is a file
// that gets the path of that write.
if (spec && spec.code === 'OOM') {
  const workerThreads = require('node:worker_threads');
  if (isMainThread) {
    const Worker = workerThreads.Worker;
    workerThreads.Worker = class extends Worker {
      constructor(file, options = {}) {
        const resourceLimits = {
          ...options.resourceLimits,
          maxOldGenerationSizeMb: spec.workerHeapMb ?? 128,
        };
        super(file, { ...options, resourceLimits });
      }
    };
  } else {
    let left = spec.after ?? 0;
    const writeFileSync = fs.writeFileSync;
    fs.writeFileSync = function (target, ...rest) {
      if (String(target).startsWith(spec.prefix) && left-- <= 0) {
        if (spec.report) writeFileSync(spec.report, String(target));
        const hog = [];
        for (;;) hog.push(new Array(1 << 20).fill(0.5));
      }
      return writeFileSync.call(this, target, ...rest);
    };
  }
}

const failsWrites = spec && spec.code !== 'OOM';
if (failsWrites && ((spec.thread ?? 'any') === 'any' || (spec.thread === 'main') === isMainThread)) {
  let left = spec.after ?? 0;
  const hits = (target, syscall) => {
    if (spec.syscalls && !spec.syscalls.includes(syscall)) return false;
    if (typeof target !== 'string' && !(target instanceof URL) && !Buffer.isBuffer(target)) return false;
    const text = target instanceof URL ? target.pathname : String(target);
    if (!text.startsWith(spec.prefix)) return false;
    return left-- <= 0;
  };
  const failure = (syscall, target) =>
    spec.code === 'BUG'
      ? new TypeError(`injected bug at ${syscall} '${target}'`)
      : Object.assign(
          new Error(`${spec.code}: ${DESCRIPTIONS[spec.code] ?? 'failed'}, ${syscall} '${target}'`),
          {
            errno: ERRNO[spec.code] ?? -1,
            code: spec.code,
            syscall,
            path: String(target),
          },
        );
  // name → [syscall, index of the path argument that is written]
  const writers = {
    writeFileSync: ['open', 0],
    appendFileSync: ['open', 0],
    copyFileSync: ['copyfile', 1],
    mkdirSync: ['mkdir', 0],
    renameSync: ['rename', 1],
    linkSync: ['link', 1],
    symlinkSync: ['symlink', 1],
    cpSync: ['copyfile', 1],
  };
  for (const [name, [syscall, at]] of Object.entries(writers)) {
    const original = fs[name];
    fs[name] = function (...args) {
      if (hits(args[at], syscall)) throw failure(syscall, args[at]);
      return original.apply(this, args);
    };
    const asyncName = name.slice(0, -4);
    const callbackOriginal = fs[asyncName];
    fs[asyncName] = function (...args) {
      if (hits(args[at], syscall)) {
        const callback = args[args.length - 1];
        const error = failure(syscall, args[at]);
        process.nextTick(() => callback(error));
        return;
      }
      return callbackOriginal.apply(this, args);
    };
    const promiseOriginal = fs.promises[asyncName];
    if (promiseOriginal) {
      fs.promises[asyncName] = async function (...args) {
        if (hits(args[at], syscall)) throw failure(syscall, args[at]);
        return promiseOriginal.apply(this, args);
      };
    }
  }
  const openSync = fs.openSync;
  fs.openSync = function (target, flags, ...rest) {
    if (typeof flags === 'string' && /[wa+]/.test(flags) && hits(target, 'open'))
      throw failure('open', target);
    return openSync.call(this, target, flags, ...rest);
  };
  if (spec.readOnly) {
    const accessSync = fs.accessSync;
    fs.accessSync = function (target, mode, ...rest) {
      const readOnly = String(target) === spec.readOnly || String(target).startsWith(`${spec.readOnly}/`);
      if (readOnly && mode !== undefined && (mode & fs.constants.W_OK) !== 0) {
        throw Object.assign(new Error(`EROFS: read-only file system, access '${target}'`), {
          errno: -30,
          code: 'EROFS',
          syscall: 'access',
          path: String(target),
        });
      }
      return accessSync.call(this, target, mode, ...rest);
    };
  }
  syncBuiltinESMExports();
}
