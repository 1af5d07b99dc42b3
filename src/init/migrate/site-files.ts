// The files of a Docusaurus site that no config key describes but that docsgen will not build as they are: React pages,
// swizzled theme components, MDX imports and exports in the content, and stylesheets written for Infima.
import { BUILTIN_COMPONENTS, BUILTIN_FUNCTIONS } from '../../markdown/mdx/builtins.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MigrationNote } from './notes.ts';
import { componentEntry, siteComponentImport, type SiteComponentEntry } from './site-components.ts';
import { installedPackageImport, missingPackageNote } from './npm-imports.ts';

/** Where the site keeps what `site-files` looks at, relative to the site folder. */
export interface SiteLayout {
  docsPath: string;
  blogPath: string | false;
  pagesPath: string;
  customCss: readonly string[];
}

const SCRIPT = /\.(?:jsx?|tsx?|mjs|cjs)$/;
const MARKDOWN = /\.mdx?$/;
// An `import`/`export` line of MDX (ES module syntax at the start of a line, outside code fences).
const ESM_LINE =
  /^(?:import\s+(?:[\w${},*\s]+\s+from\s+)?['"]|export\s+(?:const|let|var|function|default|\{))/;
const FENCE = /^\s*(`{3,}|~{3,})/;
// `import X from '@theme/Tabs'` and the like: the MDX components docsgen renders itself carry over as they are.
function importsBuiltin(line: string): boolean {
  const from = /from\s+['"]([^'"]+)['"]/.exec(line)?.[1];
  const known = [...Object.values(BUILTIN_COMPONENTS), ...Object.values(BUILTIN_FUNCTIONS)];
  return from !== undefined && known.some((modules) => modules.includes(from));
}

// A JSX element of a component (capitalised, as MDX tells components from HTML) opening a line.
const COMPONENT = /^\s*<([A-Z][\w.]*)[\s/>]/;
// `import Note from './_note.md'` and `import img from '@site/static/img/x.png'`: files docsgen reads itself (a partial
// rendered in place, an image's URL), with the name the page gives each.
const FILE_IMPORT =
  /^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](?:\.{1,2}\/|@site\/)[^'"]*\.(?:mdx?|png|jpe?g|gif|svg|webp|avif|ico|pdf)['"]/i;

/**
 * Lists every file of the site that is not carried over, each with a note saying what happens to it; the site's own
 * components its MDX imports that run without Docusaurus go into `components` (name → path from the site folder).
 */
export function siteFileNotes(
  siteDir: string,
  layout: SiteLayout,
  components: Record<string, SiteComponentEntry> = {},
): MigrationNote[] {
  const notes: MigrationNote[] = [];
  for (const file of filesUnder(siteDir, layout.pagesPath)) {
    if (SCRIPT.test(file))
      notes.push({ file, what: 'React page (docsgen builds markdown pages; write it as a .md page)' });
  }
  for (const file of filesUnder(siteDir, 'src/theme')) {
    if (!SCRIPT.test(file)) continue;
    const component = file.slice('src/theme/'.length).split('/')[0]!.replace(SCRIPT, '');
    notes.push({
      file,
      what: `swizzled theme component ${component} (docsgen's theme.components takes React components by name)`,
    });
  }
  const contentDirs = [
    layout.docsPath,
    // The released versions' docs (Docusaurus' layout): their MDX is read as the docs folder's is.
    'versioned_docs',
    layout.pagesPath,
    ...(layout.blogPath === false ? [] : [layout.blogPath]),
  ];
  for (const dir of contentDirs) {
    for (const file of filesUnder(siteDir, dir)) {
      if (MARKDOWN.test(file)) for (const note of mdxNotes(siteDir, file, components)) notes.push(note);
    }
  }
  const install = missingPackageNote(siteDir, notes);
  if (install) notes.push(install);
  for (const css of layout.customCss) {
    const text = readText(path.join(siteDir, css));
    if (text.includes('--ifm-'))
      notes.push({ file: css, what: "Infima variables (--ifm-*) have no effect in docsgen's theme" });
  }
  return notes;
}

function mdxNotes(
  siteDir: string,
  file: string,
  registered: Record<string, SiteComponentEntry>,
): MigrationNote[] {
  const notes: MigrationNote[] = [];
  const components = new Set<string>();
  let fence: string | undefined;
  readText(path.join(siteDir, file))
    .split(/\r?\n/)
    .forEach((line, index) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (fence === undefined || marker.startsWith(fence))) {
        fence = fence === undefined ? marker : undefined;
        return;
      }
      if (fence !== undefined) return;
      const imported = FILE_IMPORT.exec(line.trim())?.[1];
      if (imported !== undefined) {
        components.add(imported);
        return;
      }
      if (ESM_LINE.test(line) && !importsBuiltin(line)) {
        const own = line.startsWith('import') ? siteComponentImport(siteDir, file, line) : undefined;
        const written = own && (own.file.startsWith('../') ? own.file : `./${own.file}`);
        if (
          own &&
          own.problem === undefined &&
          own.names.every((n) => pathOf((registered[n] ??= componentEntry(own, written!))) === written)
        )
          return;
        // A component of an installed package runs as an island: Docusaurus hydrates it, and it may need the browser.
        const npm = line.startsWith('import') ? installedPackageImport(siteDir, line) : undefined;
        if (
          npm &&
          npm.names.every((n) => pathOf((registered[n] ??= { path: npm.from, client: 'load' })) === npm.from)
        )
          return;
        const what = line.startsWith('import') ? 'MDX import' : 'MDX export';
        const why = own?.problem ? ` (not registered as a component: ${own.problem})` : '';
        notes.push({ file: `${file}:${index + 1}`, what: `${what} \`${shorten(line.trim())}\`${why}` });
      }
      // Each component once per file, where it is first used.
      const component = COMPONENT.exec(line)?.[1];
      if (
        component &&
        !components.has(component) &&
        !(component in BUILTIN_COMPONENTS) &&
        !(component in registered)
      ) {
        components.add(component);
        notes.push({ file: `${file}:${index + 1}`, what: `JSX component <${component}>` });
      }
    });
  return notes;
}

function pathOf(entry: SiteComponentEntry): string {
  return typeof entry === 'string' ? entry : entry.path;
}

function shorten(line: string): string {
  return line.length > 70 ? `${line.slice(0, 67)}...` : line;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Files under `sub` (relative to the site folder), as sorted slash paths relative to the site; none when missing. */
function filesUnder(siteDir: string, sub: string): string[] {
  const root = path.join(siteDir, sub);
  try {
    if (!statSync(root).isDirectory()) return [];
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    // Hidden parts are judged below the folder itself, which may be `../docs` (a docs folder beside the site).
    const inside = path.relative(root, abs).split(path.sep);
    if (inside.some((part) => part === 'node_modules' || part.startsWith('.'))) continue;
    out.push(path.relative(siteDir, abs).split(path.sep).join('/'));
  }
  return out.sort();
}
