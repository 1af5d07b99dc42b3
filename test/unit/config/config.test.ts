import { describe, expect, it } from 'vitest';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';

const minimal = { title: 'Site', url: 'https://docs.example.com' };

function errorsOf(raw: unknown, source = ''): string[] {
  try {
    validateUserConfig(raw, 'docsgen.config.ts', source);
  } catch (error) {
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).exitCode).toBe(2);
    return (error as DiagnosticError).diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`);
  }
  return [];
}

describe('config validation', () => {
  it('accepts a minimal config and applies defaults', () => {
    const config = resolveConfig(validateUserConfig(minimal, 'docsgen.config.ts'), {
      configFile: null,
      rootDir: '/tmp/x',
    });
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBeUndefined();
    expect(config.titleDelimiter).toBe('|');
    expect(config.docs.routeBasePath).toBe('/docs');
    expect(config.docs.toc).toEqual({ min: 2, max: 3 });
    expect(config.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    expect(config.search.snippetLength).toBe(50);
    expect(config.search.highlighterIframeTimeout).toBe(5000);
    expect(config.markdown.html).toBe(false);
    expect(config.docs.versionLabel).toBe('Next');
    expect(config.pages.path).toBe('pages');
  });

  it('takes the pages folder from pages.path and refuses an empty one', () => {
    const user = validateUserConfig({ ...minimal, pages: { path: 'src/pages' } }, 'docsgen.config.ts');
    expect(resolveConfig(user, { configFile: null, rootDir: '/virtual/project' }).pages.path).toBe(
      'src/pages',
    );
    expect(errorsOf({ ...minimal, pages: { path: '' } }).join('\n')).toMatch(
      /pages\.path: expected non-empty text/,
    );
    expect(errorsOf({ ...minimal, pages: { dir: 'x' } }).join('\n')).toMatch(/pages\.dir: unknown field/);
  });

  it.each([
    [{ ...minimal, baseUrl: 'docs' }, /baseUrl: expected a path that starts and ends with '\/'/],
    [{ ...minimal, url: 'https://x.com/' }, /url: expected an origin/],
    [{ ...minimal, title: 42 }, /title: expected text/],
    [{ ...minimal, trailingSlash: 'yes' }, /trailingSlash: expected true or false/],
    [{ ...minimal, colour: true }, /colour: unknown field "colour"; remove or rename it/],
    [{ ...minimal, navbar: { items: [{ label: 'x' }] } }, /navbar.items\[0\]/],
    [{ ...minimal, colorMode: { defaultMode: 'blue' } }, /colorMode.defaultMode: expected 'light' or 'dark'/],
  ])('rejects %j naming the field', (raw, pattern) => {
    const errors = errorsOf(raw);
    expect(errors.join('\n')).toMatch(pattern);
    expect(errors[0]).toMatch(/^docsgen\.config\.ts:/);
  });

  it('points at the line of the bad field in the source', () => {
    const source = "export default {\n  title: 'Site',\n  url: 'https://x.com',\n  baseUrl: 'nope',\n};\n";
    const [first] = errorsOf({ ...minimal, baseUrl: 'nope' }, source);
    expect(first).toMatch(/^docsgen\.config\.ts:4 /);
  });
});
