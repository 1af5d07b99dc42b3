// The docs site's reference pages are generated from the code (scripts/docs-reference/): the committed pages must be
// what the code gives now, and every config key, CLI flag and diagnostic code must have its entry in them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/cli/commands/exit-codes.ts';
import { ALL_DIAGNOSTIC_CODES, DIAGNOSTIC_CODES } from '../../../src/diagnostics/codes.ts';
import { cliEntries } from '../../../scripts/docs-reference/cli-page.ts';
import { configEntries } from '../../../scripts/docs-reference/config-page.ts';
import { REFERENCE_DIR, referencePages } from '../../../scripts/docs-reference/pages.ts';
import { commandSections, codeRows, missingFlags, missingKeys } from './reference-tables.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const committed = (name: string): string => readFileSync(path.join(repo, REFERENCE_DIR, name), 'utf8');

describe('the generated reference pages', () => {
  const pages = referencePages(repo);

  it.each([...pages.keys()])('%s is up to date (npm run docs:reference writes it)', (name) => {
    expect(committed(name), `${REFERENCE_DIR}/${name} is stale: run npm run docs:reference`).toBe(
      pages.get(name),
    );
  });
});

describe('the configuration reference', () => {
  const entries = configEntries(repo);

  it('has a row for every key of the schema', () => {
    expect(entries.length).toBeGreaterThan(80);
    expect(
      missingKeys(
        committed('config.md'),
        entries.map((entry) => entry.path),
      ),
    ).toEqual([]);
  });

  it('gives every key a doc comment, and every key that is not an object of keys its default (or "Required")', () => {
    const undocumented = entries.filter((entry) => entry.doc === '').map((entry) => entry.path);
    expect(undocumented, 'keys of the schema without a doc comment in UserConfig').toEqual([]);
    const noDefault = entries
      .filter((entry) => !entry.container && !entry.required && entry.defaultValue === undefined)
      .map((entry) => entry.path);
    expect(noDefault, 'keys whose doc comment states no "Default: …"').toEqual([]);
  });

  it('finds a key missing from a page', () => {
    expect(missingKeys('| `title` | `string` | required | t |\n', ['title', 'docs.path'])).toEqual([
      'docs.path',
    ]);
  });
});

describe('the command-line reference', () => {
  it('has a row for every flag and argument of every command', () => {
    const entries = cliEntries();
    expect(entries.some((entry) => entry.command === 'build' && entry.flag === '--strict')).toBe(true);
    expect(entries.some((entry) => entry.command === 'init' && entry.flag === '--no-blog')).toBe(true);
    expect(missingFlags(committed('cli.md'), entries)).toEqual([]);
  });

  it('finds a flag missing from its command (a flag of another command does not count)', () => {
    const page =
      '## `docsgen build`\n\n| `--strict` | x | — |\n\n## `docsgen check`\n\n| `--format <format>` | y | — |\n';
    expect(commandSections(page).get('check')).toContain('--format');
    expect(
      missingFlags(page, [
        { command: 'build', flag: '--strict' },
        { command: 'check', flag: '--strict' },
      ]),
    ).toEqual(['check --strict']);
  });
});

describe('the diagnostics reference', () => {
  it('lists every code of the registry with its default severity, and marks the fixed ones', () => {
    const rows = codeRows(committed('diagnostics.md'));
    expect([...rows.keys()].sort()).toEqual([...ALL_DIAGNOSTIC_CODES]);
    for (const code of ALL_DIAGNOSTIC_CODES) {
      const written = rows.get(code) ?? '';
      expect(written.split(/[ ,]/)[0], code).toBe(DIAGNOSTIC_CODES[code].severity);
      expect(written.includes('fixed'), code).toBe('fixed' in DIAGNOSTIC_CODES[code]);
    }
  });

  it('is read from the definition terms (a code in a table or in the text is not taken)', () => {
    const other =
      '| code | default |\n|---|---|\n| `x` | warning |\n\n`y` in a sentence.\n\n`a-b` · warning\n: Text.\n';
    expect([...codeRows(other)]).toEqual([['a-b', 'warning']]);
  });
});

describe('the exit codes page', () => {
  it('has a row for every exit code of the CLI', () => {
    const page = readFileSync(path.join(repo, 'site/content/docs/reference/exit-codes.md'), 'utf8');
    const codes = Object.values(EXIT).map(String);
    expect(missingKeys(page, codes)).toEqual([]);
  });
});
