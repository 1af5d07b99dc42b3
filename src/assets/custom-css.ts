// theme.customCss: the site's own stylesheets, appended after the theme's in the one hashed stylesheet file, so a page
// still loads one stylesheet and its name changes whenever any part of it does.
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { customCssPaths, missingCustomCssDiagnostic } from '../config/custom-css-files.ts';
import { createConfigLocator } from '../config/locate.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { createDiagnostic, DiagnosticError } from '../diagnostics/diagnostic.ts';
import { stylesheetPath, type ClientBundle } from './bundle-client.ts';

type CustomCssConfig = Pick<ResolvedConfig, 'rootDir' | 'theme' | 'configFile'>;

const textOf = (contents: string | Uint8Array): string =>
  typeof contents === 'string' ? contents : new TextDecoder().decode(contents);

/** Reads one custom stylesheet and minifies it like the theme's; a missing file or bad CSS is a config error. */
async function loadCustomCss(entry: string, file: string, config: CustomCssConfig): Promise<string> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    const at = createConfigLocator(config)(entry);
    throw new DiagnosticError([missingCustomCssDiagnostic(entry, configFileName(config), at)], 2);
  }
  try {
    const result = await esbuild.transform(source, {
      loader: 'css',
      minify: true,
      sourcefile: entry,
      logLevel: 'silent',
    });
    return result.code;
  } catch (error) {
    const first = (error as esbuild.TransformFailure).errors?.[0];
    throw new DiagnosticError(
      [
        createDiagnostic(
          'error',
          'custom-css-invalid',
          entry,
          `cannot read this stylesheet (theme.customCss): ${first?.text ?? String(error)}`,
          first?.location?.line,
          (first?.location?.column ?? 0) + 1,
        ),
      ],
      2,
    );
  }
}

/**
 * The client bundle with `theme.customCss` appended to its stylesheet, in order, and the stylesheet renamed by the
 * hash of the whole; the bundle as it is when the config names no custom CSS.
 */
export async function appendCustomCss(bundle: ClientBundle, config: CustomCssConfig): Promise<ClientBundle> {
  const entries = config.theme.customCss;
  if (entries.length === 0) return bundle;
  const files = customCssPaths(config);
  const custom = await Promise.all(entries.map((entry, i) => loadCustomCss(entry, files[i]!, config)));
  const theme = bundle.files.find((f) => f.path === bundle.stylesheet);
  if (!theme) throw new Error(`the client bundle has no stylesheet ${bundle.stylesheet}`);
  const css = [textOf(theme.contents), ...custom].join('\n');
  const stylesheet = stylesheetPath(css);
  return {
    ...bundle,
    stylesheet,
    files: bundle.files.map((f) => (f === theme ? { path: stylesheet, contents: css } : f)),
  };
}
