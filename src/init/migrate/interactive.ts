// Whether a site component runs in the browser under Docusaurus in a way that a build-time render loses: it (or a
// file of the site it imports) uses React state, effects or refs, a class component's setState, a browser API, or a
// React package of its own (such a package keeps its state inside). Such a component is migrated as an island.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
const HOOK = /\buse(?:State|Effect|Ref|Reducer|LayoutEffect|SyncExternalStore|Transition)\s*[(<]/;
const CLASS_STATE = /\bextends\s+(?:React\.)?(?:Pure)?Component\b[\s\S]*\bthis\.(?:setState|state)\b/;
const BROWSER =
  /\b(?:(?:window|document|localStorage|sessionStorage|navigator)\s*(?:\.|\[|\?\.)|typeof\s+(?:window|document)\b|new\s+(?:IntersectionObserver|ResizeObserver|MutationObserver)\b|(?:requestAnimationFrame|matchMedia)\s*\()/;
const IMPORT_FROM = /(?:from\s+|import\s*\(\s*|require\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Why the component in `file` (a site path) needs the browser, or undefined when a build-time render is all of it. */
export function interactiveReason(
  siteDir: string,
  file: string,
  seen = new Set<string>(),
): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const text = withoutComments(readFileSync(file, 'utf8'));
  const own = ownReason(withoutStrings(text));
  if (own !== undefined) return seen.size === 1 ? own : `${own} (in ${relative(siteDir, file)})`;
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  for (const [, specifier] of text.matchAll(IMPORT_FROM)) {
    if (specifier!.startsWith('.')) {
      const local = scriptFile(path.resolve(path.dirname(file), specifier!));
      const reason = local === undefined ? undefined : interactiveReason(siteDir, local, seen);
      if (reason !== undefined) return reason;
    } else if (reactPackage(fromSite, specifier!)) {
      return `it uses ${specifier}, a React package`;
    }
  }
  return undefined;
}

function ownReason(text: string): string | undefined {
  const hook = HOOK.exec(text);
  if (hook) return `it uses ${hook[0].replace(/[\s(<]+$/, '')}`;
  if (CLASS_STATE.test(text)) return 'it is a class component with state';
  const browser = BROWSER.exec(text);
  if (browser) return `it uses ${browser[0].replace(/[\s.[?(]+$/, '')}`;
  return undefined;
}

// A package other than React itself that depends on React or whose entry imports it: a component library, whose components hold their state.
function reactPackage(fromSite: NodeRequire, specifier: string): boolean {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0]!;
  if (name === 'react' || name === 'react-dom' || name.includes(':')) return false;
  let entry: string;
  try {
    entry = fromSite.resolve(specifier);
  } catch {
    return false;
  }
  // A package may keep React out of its manifest and import it from the entry (`swiper/react`).
  if (/(?:from\s*|require\(\s*)['"]react['"]/.test(readFileSync(entry, 'utf8'))) return true;
  let dir = path.dirname(entry);
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as Record<
      string,
      Record<string, string> | string
    >;
    if (json.name !== name) continue;
    return ['dependencies', 'peerDependencies'].some(
      (key) => typeof json[key] === 'object' && 'react' in json[key],
    );
  }
  return false;
}

// Quoted text is no code: `title="useState()"` uses nothing (template literals stay, their `${}` may be code).
function withoutStrings(text: string): string {
  return text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** `X`, `X.tsx`…, or `X/index.tsx`…: the script a specifier names, as a bundler finds it. */
export function scriptFile(base: string): string | undefined {
  const candidates = [
    base,
    ...SCRIPT_EXTENSIONS.map((ext) => base + ext),
    ...SCRIPT_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find(
    (file) => SCRIPT_EXTENSIONS.includes(path.extname(file)) && existsSync(file) && statSync(file).isFile(),
  );
}

function relative(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}
