// Workflow commands: the escaping GitHub's runner decodes, and one line per diagnostic.
import { describe, expect, it } from 'vitest';
import {
  escapeGithubData,
  escapeGithubProperty,
  formatGithubCommand,
} from '../../../src/cli/report/github.ts';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';

describe('GitHub workflow commands', () => {
  it('escapes %, CR and LF in messages, and : and , too in properties', () => {
    expect(escapeGithubData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeGithubProperty('dir,x/a:b%.md')).toBe('dir%2Cx/a%3Ab%25.md');
  });

  it('writes errors as ::error and warnings as ::warning with file, line, col and the code as title', () => {
    const error = createDiagnostic('error', 'broken-link', 'content/docs/a,b.md', 'no page /x\nfix it', 4, 7);
    expect(formatGithubCommand(error)).toBe(
      '::error file=content/docs/a%2Cb.md,line=4,col=7,title=broken-link::no page /x%0Afix it',
    );
    const warning = createDiagnostic(
      'warning',
      'missing-image',
      'content/docs/a.md',
      'no file img.png',
      2,
      1,
    );
    expect(formatGithubCommand(warning)).toBe(
      '::warning file=content/docs/a.md,line=2,col=1,title=missing-image::no file img.png',
    );
  });
});
