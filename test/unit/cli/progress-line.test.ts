// The status line: drawn only on a terminal, after the delay, never with --quiet or under CI; its text and clearing.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgressLine, progressText, type ProgressStream } from '../../../src/cli/progress-line.ts';

/** A stream that records what is written, a terminal when `tty`. */
function fakeStream(tty: boolean): ProgressStream & { text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  }) as Writable & { isTTY?: boolean; columns?: number; text: () => string };
  stream.isTTY = tty;
  stream.columns = 60;
  stream.text = () => chunks.join('');
  return stream;
}

/** A clock the test moves by hand. */
function clock(): { now: () => number; advance: (ms: number) => void } {
  let at = 0;
  return { now: () => at, advance: (ms) => (at += ms) };
}

describe('progressText', () => {
  it('counts rendered pages with thousands separators', () => {
    expect(progressText({ stage: 'render', done: 4210, total: 10000 })).toBe('rendering 4,210/10,000 pages');
    expect(progressText({ stage: 'measure', done: 32, total: 3155 })).toBe(
      'measuring the output 32/3,155 files',
    );
  });

  it('names a stage without counts', () => {
    expect(progressText({ stage: 'markdown', done: 0, total: 0 })).toBe('rendering markdown…');
    expect(progressText({ stage: 'some-plugin-stage', done: 0, total: 0 })).toBe('some-plugin-stage…');
  });
});

describe('createProgressLine', () => {
  it('draws nothing during the first second, then the latest progress, and clears it', () => {
    const stream = fakeStream(true);
    const time = clock();
    const line = createProgressLine({ stream, env: {}, now: time.now, delayMs: 1000 });
    line.update({ stage: 'render', done: 16, total: 3000 });
    expect(stream.text()).toBe('');
    time.advance(1200);
    line.update({ stage: 'render', done: 32, total: 3000 });
    expect(stream.text()).toContain('rendering 32/3,000 pages');
    const drawn = stream.text().length;
    line.stop();
    // Clearing writes the erase-line sequence and nothing else.
    expect(stream.text().slice(drawn)).toMatch(/^(\u001b\[[0-9]*[GK])+$/);
    line.update({ stage: 'render', done: 48, total: 3000 });
    expect(stream.text()).not.toContain('48/3,000');
  });

  it('redraws at most every 80 ms within a stage, but always for a new stage and for the last page', () => {
    const stream = fakeStream(true);
    const time = clock();
    const line = createProgressLine({ stream, env: {}, now: time.now, delayMs: 0 });
    line.update({ stage: 'render', done: 16, total: 48 });
    line.update({ stage: 'render', done: 32, total: 48 });
    expect(stream.text()).not.toContain('32/48');
    line.update({ stage: 'render', done: 48, total: 48 });
    expect(stream.text()).toContain('48/48');
    line.update({ stage: 'commit', done: 0, total: 0 });
    expect(stream.text()).toContain('putting the output in place');
    line.stop();
  });

  it.each([
    ['a pipe', false, {}, false],
    ['--quiet', true, {}, true],
    ['CI=true', true, { CI: 'true' }, false],
  ])('draws nothing on %s', (_name, tty, env, quiet) => {
    const stream = fakeStream(tty);
    const time = clock();
    const line = createProgressLine({ stream, env, quiet, now: time.now, delayMs: 0 });
    time.advance(5000);
    line.update({ stage: 'render', done: 10, total: 20 });
    line.stop();
    expect(stream.text()).toBe('');
  });
});
