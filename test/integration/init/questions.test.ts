// `docsgen init` asks its questions on a terminal only, and never when the flags or --yes answer them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initCommand } from '../../../src/cli/commands/init.ts';
import { loadConfig } from '../../../src/config/load.ts';
import { bin, captureIo } from './helpers.ts';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-init-questions-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('docsgen init questions', () => {
  it('asks the title and the blog on a terminal', async () => {
    const captured = captureIo(work, true);
    const done = initCommand('asked', { blog: true }, captured.io);
    await captured.printed('Site title (Asked): ');
    captured.stdin.write('Field Guide\n');
    await captured.printed('Add a blog? (Y/n): ');
    captured.stdin.write('perhaps\n');
    await captured.printed('Please answer y or n.');
    captured.stdin.write('n\n');
    expect(await done).toBe(0);
    const { config } = await loadConfig({ cwd: path.join(work, 'asked') });
    expect(config.title).toBe('Field Guide');
    expect(config.blog).toBe(false);
  });

  it('asks nothing on a terminal for what the flags give, or with --yes', async () => {
    const flagged = captureIo(work, true);
    const code = await initCommand('flagged', { title: 'Given', blog: false, blogGiven: true }, flagged.io);
    expect(code).toBe(0);
    const yes = captureIo(work, true);
    expect(await initCommand('yes', { yes: true, blog: true }, yes.io)).toBe(0);
    expect(flagged.stdout() + yes.stdout()).not.toMatch(/Site title|Add a blog/);
    expect((await loadConfig({ cwd: path.join(work, 'flagged') })).config.title).toBe('Given');
  });

  it('stops with exit 130 and writes nothing when the input closes during a question', async () => {
    const captured = captureIo(work, true);
    const done = initCommand('cancelled', { blog: true }, captured.io);
    await captured.printed('Site title');
    captured.stdin.end();
    expect(await done).toBe(130);
    expect(captured.stderr()).toContain('nothing was written');
    expect(existsSync(path.join(work, 'cancelled'))).toBe(false);
  });

  it('never asks when stdin is not a terminal, even without --yes', async () => {
    // stdin stays open: a prompt would wait for ever, and the test would time out.
    const child = spawn(process.execPath, [bin, 'init', 'piped'], {
      cwd: work,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const deadline = setTimeout(() => child.kill(), 30_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(deadline);
    child.stdin.destroy();
    expect(code).toBe(0);
    expect(stdout).not.toMatch(/Site title|Add a blog/);
    expect(stdout).toContain('cd piped && npm install');
    expect(existsSync(path.join(work, 'piped/content/blog/authors.yml'))).toBe(true);
  });
});
