// The assets that only pages using a markdown feature link: KaTeX's stylesheet and fonts (math) and the Mermaid
// script (diagrams). They are read from the installed packages and named by content hash the first time a build needs
// them, and written only when some page uses them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot, runsBundled } from '../base/package-root.ts';
import { readVendorFile } from '../markdown/vendor-files.ts';
import { contentHash, type OutputFile } from '../base/output-file.ts';

/** KaTeX's files in the output: the stylesheet, the fonts it names and the two fonts nearly every formula uses. */
export interface MathAssets {
  files: OutputFile[];
  /** Output-relative path of the stylesheet. */
  stylesheet: string;
  /** Output-relative paths of the fonts worth preloading. */
  preloadFonts: string[];
}

/** The Mermaid script in the output. */
export interface DiagramAssets {
  files: OutputFile[];
  /** Output-relative path of the script. */
  script: string;
}

// Every browser docsgen supports reads WOFF2: the WOFF and TrueType copies KaTeX lists as fallbacks are left out.
const FALLBACK_FONTS = /,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g;
const FONT_URL = /url\(fonts\/([^)]+\.woff2)\)/g;
const PRELOADED_FONTS = ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2'];

// Pure memos: the installed packages' files do not change while docsgen runs.
let mathAssetsMemo: MathAssets | undefined;
let diagramAssetsMemo: DiagramAssets | undefined;
let starlightAssetsMemo: StarlightAssets | undefined;

/** KaTeX's stylesheet with its fonts, at content-hashed paths under `assets/`. */
export function mathAssets(): MathAssets {
  if (mathAssetsMemo) return mathAssetsMemo;
  const fonts = new Map<string, string>();
  const files: OutputFile[] = [];
  const css = readVendorFile('katex', 'dist/katex.min.css')
    .toString('utf8')
    .replace(FALLBACK_FONTS, '')
    .replace(FONT_URL, (_match, name: string) => {
      let target = fonts.get(name);
      if (target === undefined) {
        const contents = readVendorFile('katex', `dist/fonts/${name}`);
        target = `assets/fonts/${name.replace(/\.woff2$/, '')}.${contentHash(contents)}.woff2`;
        fonts.set(name, target);
        files.push({ path: target, contents });
      }
      // The stylesheet lies in assets/css/: its fonts are one folder up.
      return `url(../fonts/${path.posix.basename(target)})`;
    });
  const stylesheet = `assets/css/katex.${contentHash(css)}.css`;
  files.push({ path: stylesheet, contents: css });
  const preloadFonts = PRELOADED_FONTS.map((name) => fonts.get(name)).filter((p) => p !== undefined);
  mathAssetsMemo = { files, stylesheet, preloadFonts };
  return mathAssetsMemo;
}

/** The Mermaid browser script (its self-contained build), at a content-hashed path under `assets/js/`. */
export function diagramAssets(): DiagramAssets {
  if (diagramAssetsMemo) return diagramAssetsMemo;
  const contents = readVendorFile('mermaid', 'dist/mermaid.min.js');
  const script = `assets/js/mermaid.${contentHash(contents)}.js`;
  diagramAssetsMemo = { files: [{ path: script, contents }], script };
  return diagramAssetsMemo;
}

/** The stylesheet of the Starlight components in the output. */
export interface StarlightAssets {
  files: OutputFile[];
  /** Output-relative path of the stylesheet. */
  stylesheet: string;
}

/** The file scripts/build-cli.mjs writes: templates/styles/ is not in the published package. */
export const STARLIGHT_STYLESHEET = 'dist/starlight.css';

/** The source files of the Starlight components' stylesheet, in order (scripts/build-cli.mjs joins the same). */
export const STARLIGHT_CSS_FILES = ['links.css', 'lists.css'];

/** The Starlight components' stylesheet (templates/styles/starlight/, minified), at a content-hashed path. */
export function starlightAssets(): StarlightAssets {
  if (starlightAssetsMemo) return starlightAssetsMemo;
  const root = packageRoot();
  const css = runsBundled()
    ? readFileSync(path.join(root, STARLIGHT_STYLESHEET), 'utf8')
    : minifyCss(
        STARLIGHT_CSS_FILES.map((name) =>
          readFileSync(path.join(root, 'templates/styles/starlight', name), 'utf8'),
        ).join('\n'),
      );
  const stylesheet = `assets/css/starlight.${contentHash(css)}.css`;
  starlightAssetsMemo = { files: [{ path: stylesheet, contents: css }], stylesheet };
  return starlightAssetsMemo;
}

/** A stylesheet minified as the theme's is. */
export function minifyCss(css: string): string {
  return esbuild.transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code;
}
