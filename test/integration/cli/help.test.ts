// `docsgen --help` lists every command on one line each; each command's help ends with two examples.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../fixture-copies.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const COMMANDS = ['build', 'serve', 'check', 'init', 'migrate', 'preview', 'clear', 'version'];

describe('docsgen --help', () => {
  it('lists every command with a one-line description', () => {
    const help = runCli(repo, ['--help'], { COLUMNS: '80' });
    expect(help.status).toBe(0);
    const lines = help.stdout.split('\n');
    const start = lines.indexOf('Commands:');
    const listed = lines.slice(start + 1).filter((line) => line.trim() !== '');
    // One line per command (and `help`): no description wraps onto a second line.
    expect(listed.map((line) => line.trim().split(' ')[0])).toEqual([...COMMANDS, 'help']);
    for (const line of listed) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("is what the docs site's command-line reference shows", () => {
    const page = readFileSync(path.join(repo, 'site/content/docs/reference/cli.md'), 'utf8');
    const block = /## `docsgen --help`\n\n```\n([\s\S]*?)```/.exec(page)?.[1];
    expect(block).toBe(runCli(repo, ['--help'], { COLUMNS: '80' }).stdout);
  });

  it.each(COMMANDS)('shows two examples of %s', (command) => {
    const help = runCli(repo, [command, '--help']);
    expect(help.status).toBe(0);
    const examples = help.stdout.split('Examples:\n')[1]?.trim().split('\n') ?? [];
    expect(examples).toHaveLength(2);
    for (const example of examples.map((line) => line.trim()))
      expect(example).toMatch(new RegExp(`^\\$ docsgen ${command}\\b|&& docsgen ${command}\\b`));
  });
});
