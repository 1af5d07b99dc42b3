import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeEnvironmentFailure,
  environmentError,
  environmentFailureOf,
  errorFromWire,
  errorToWire,
} from '../../../src/diagnostics/io-error.ts';

const errno = (code: string, syscall: string, file: string) =>
  Object.assign(new Error(`${code}: x, ${syscall} '${file}'`), { code, syscall, path: file, errno: -1 });

describe('environment failures', () => {
  it.each([
    ['ENOSPC', 'open', 'no space left on device while writing build.staging-1/a.html'],
    ['EACCES', 'mkdir', 'permission denied while creating build.staging-1/a.html'],
    ['EROFS', 'rename', 'read-only file system while moving build.staging-1/a.html'],
    ['EMFILE', 'open', 'too many open files while writing build.staging-1/a.html'],
    ['ENAMETOOLONG', 'copyfile', 'file name too long while copying build.staging-1/a.html'],
    ['EDQUOT', 'link', 'disk quota exceeded while linking build.staging-1/a.html'],
    ['EIO', 'write', 'input/output error while writing build.staging-1/a.html'],
  ])('%s in %s is one line naming the path relative to the project', (code, syscall, line) => {
    const failure = environmentFailureOf(errno(code, syscall, '/site/build.staging-1/a.html'));
    expect(failure).toMatchObject({ code, syscall });
    expect(describeEnvironmentFailure(failure!, '/site')).toBe(line);
  });

  it.each([
    ['ENOENT', 'mkdir', 'no such folder while creating build.staging-1'],
    ['ENOENT', 'rename', 'no such folder while moving build.staging-1'],
    ['ENOTDIR', 'mkdir', 'a file where a folder should be while creating build.staging-1'],
    ['EXDEV', 'rename', 'cross-device move while moving build.staging-1'],
  ])('%s in %s, where docsgen makes its own folders, is the environment', (code, syscall, line) => {
    const failure = environmentFailureOf(errno(code, syscall, '/site/build.staging-1'));
    expect(describeEnvironmentFailure(failure!, '/site')).toBe(line);
  });

  it('says what a check of the file system found, about another path or about the failed one', () => {
    const file = { about: '/site/a-file', says: 'is a file, not a folder' };
    const other = environmentError('ENOTDIR', 'mkdir', '/site/a-file/build', { explained: file });
    expect(describeEnvironmentFailure(environmentFailureOf(other)!, '/site')).toBe(
      'a-file is a file, not a folder, while creating a-file/build',
    );
    const mount = { about: '/site/build', says: 'is a mount point' };
    const same = environmentError('EBUSY', 'rename', '/site/build', { explained: mount });
    expect(describeEnvironmentFailure(environmentFailureOf(same)!, '/site')).toBe('build is a mount point');
  });

  it('keeps a path outside the project absolute, and names the code when there is no path', () => {
    const outside = environmentFailureOf(errno('ENOSPC', 'open', '/elsewhere/x'))!;
    expect(describeEnvironmentFailure(outside, '/site')).toBe(
      'no space left on device while writing /elsewhere/x',
    );
    const bare = environmentFailureOf(Object.assign(new Error('full'), { code: 'ENOSPC' }))!;
    expect(describeEnvironmentFailure(bare, '/site')).toBe('no space left on device (ENOSPC)');
  });

  it('finds the failure behind a cause, and takes bugs and other codes for what they are', () => {
    const wrapped = new Error('saving failed', { cause: errno('EACCES', 'open', '/x') });
    expect(environmentFailureOf(wrapped)?.code).toBe('EACCES');
    expect(environmentFailureOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(environmentFailureOf(errno('ENOENT', 'open', '/x'))).toBeUndefined();
    expect(environmentFailureOf(errno('ENOENT', 'scandir', '/x'))).toBeUndefined();
    expect(environmentFailureOf('ENOSPC')).toBeUndefined();
    expect(environmentFailureOf(undefined)).toBeUndefined();
  });

  it('reads a real failed write of this machine', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-io-'));
    try {
      writeFileSync(path.join(dir, 'file'), '');
      let thrown: unknown;
      try {
        writeFileSync(path.join(dir, 'file', 'x'.repeat(300)), 'x');
      } catch (error) {
        thrown = error;
      }
      // A name of 300 bytes is too long on every common file system (ENOTDIR may come first: a file is in the way).
      const failure = environmentFailureOf(thrown);
      expect(describeEnvironmentFailure(failure!, dir)).toMatch(
        /^(file name too long|a file where a folder should be) while writing file\//,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('errors crossing from a worker thread', () => {
  it('keep their errno fields, message and stack, and say where they came from', () => {
    const original = errno('ENOSPC', 'open', '/site/build.staging-1/a.html');
    const wire = structuredClone(errorToWire(original));
    const back = errorFromWire(wire) as NodeJS.ErrnoException;
    expect(back).toBeInstanceOf(Error);
    expect(back.message).toBe(original.message);
    expect(back.message).not.toMatch(/^Error: /);
    expect([back.code, back.syscall, back.path, back.errno]).toEqual([
      'ENOSPC',
      'open',
      '/site/build.staging-1/a.html',
      -1,
    ]);
    expect(back.stack).toContain('in a docsgen worker thread');
    expect(environmentFailureOf(back)?.code).toBe('ENOSPC');
  });

  it('carry a thrown non-error as its text, and a bug as a bug', () => {
    expect(errorFromWire(errorToWire('plain')).message).toBe('plain');
    const bug = errorFromWire(errorToWire(new TypeError('x is undefined')));
    expect(bug.name).toBe('TypeError');
    expect(environmentFailureOf(bug)).toBeUndefined();
  });
});
