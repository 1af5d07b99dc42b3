import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classifyChange,
  describeWatchError,
  isIgnoredPath,
  type WatchTargets,
} from '../../../src/dev/watcher.ts';

const root = path.resolve('/project');
const targets: WatchTargets = {
  projectRoot: root,
  contentRoot: path.join(root, 'content'),
  configFiles: [path.join(root, 'docsgen.config.ts'), path.join(root, 'navbar.ts')],
  outDir: path.join(root, 'build'),
};
const at = (rel: string) => path.join(root, ...rel.split('/'));

describe('watch filtering', () => {
  it.each([
    ['docsgen.config.ts', 'config'],
    ['navbar.ts', 'config'],
    ['content/docs/a.md', 'content'],
    ['content/docs/a.mdx', 'content'],
    ['content/docs/guide/_category_.json', 'content'],
    ['content/blog/authors.yml', 'content'],
    ['content/static/img/x.png', 'content'],
    ['content/static/files/manual.pdf', 'content'],
    ['content/docs/a.md.tmp', undefined],
    ['content/docs/a.md~', undefined],
    ['content/docs/.#a.md', undefined],
    ['content/docs/#a.md#', undefined],
    ['content/docs/.a.md.swp', undefined],
    ['content/docs/4913', undefined],
    ['content/docs/sedX7k2Qa', undefined],
    ['content/docs/sediment.md', 'content'],
    ['content/docs/A.MD~', undefined],
    ['content/docs/notes.txt', 'content'],
    ['content/docs/guide/img/diagram.png', 'content'],
    ['content/docs/first.md.tmp-save', undefined],
    ['content/docs/.hidden/a.md', undefined],
    ['content/.git/HEAD', undefined],
    ['content/static/.DS_Store', undefined],
    ['content/static/img/x.png.crdownload', undefined],
    ['content/node_modules/x/a.md', undefined],
    ['build/index.html', undefined],
    ['src/cli.ts', undefined],
  ])('%s → %s', (rel, kind) => {
    expect(classifyChange('change', at(rel), targets)?.kind).toBe(kind);
  });

  it('treats folder events in the content folder as changes', () => {
    expect(classifyChange('unlinkDir', at('content/docs/guide'), targets)?.kind).toBe('content');
    expect(classifyChange('addDir', at('content/docs/.cache'), targets)).toBeUndefined();
  });

  it('never watches the output folder or dot-folders, but always the config files', () => {
    expect(isIgnoredPath(at('build'), targets)).toBe(true);
    expect(isIgnoredPath(at('content/.git'), targets)).toBe(true);
    expect(isIgnoredPath(at('content/docs'), targets)).toBe(false);
    expect(isIgnoredPath(at('navbar.ts'), targets)).toBe(false);
  });

  it('gives actionable advice for the watch limits', () => {
    const enospc = Object.assign(new Error('watch ENOSPC'), { code: 'ENOSPC' });
    expect(describeWatchError(enospc)).toMatch(/max_user_watches.*CHOKIDAR_USEPOLLING=1/s);
    const emfile = Object.assign(new Error('too many'), { code: 'EMFILE' });
    expect(describeWatchError(emfile)).toMatch(/ulimit -n/);
  });
});
