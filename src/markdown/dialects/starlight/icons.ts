// Starlight's built-in icon names drawn from two icon sets on npm, in Iconify's JSON format: Lucide (ISC) for the
// interface icons and Simple Icons (CC0) for the brands. Only the icons a page names are inlined, as SVG; the sets
// are read from the installed packages the first time a build asks for one.
import { createRequire } from 'node:module';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

type SetName = 'lucide' | 'simple-icons';

// Starlight's name → the set and the icon in it that shows the same thing.
const LUCIDE: Record<string, string> = {
  'up-caret': 'chevron-up',
  'down-caret': 'chevron-down',
  'right-caret': 'chevron-right',
  'left-caret': 'chevron-left',
  'up-arrow': 'arrow-up',
  'down-arrow': 'arrow-down',
  'right-arrow': 'arrow-right',
  'left-arrow': 'arrow-left',
  bars: 'menu',
  translate: 'languages',
  pencil: 'pencil',
  pen: 'square-pen',
  document: 'file-text',
  'add-document': 'file-plus',
  setting: 'settings',
  external: 'external-link',
  download: 'download',
  'cloud-download': 'cloud-download',
  moon: 'moon',
  sun: 'sun',
  laptop: 'laptop',
  'open-book': 'book-open',
  information: 'info',
  magnifier: 'search',
  'forward-slash': 'square-slash',
  close: 'x',
  error: 'octagon-alert',
  warning: 'triangle-alert',
  'approve-check-circle': 'circle-check',
  'approve-check': 'check',
  rocket: 'rocket',
  star: 'star',
  puzzle: 'puzzle',
  'list-format': 'list',
  random: 'shuffle',
  comment: 'message-square',
  'comment-alt': 'message-square-text',
  heart: 'heart',
  email: 'mail',
  phone: 'phone',
  rss: 'rss',
  seti: 'file-code',
};

const SIMPLE_ICONS: Record<string, string> = {
  github: 'github',
  gitlab: 'gitlab',
  bitbucket: 'bitbucket',
  codePen: 'codepen',
  farcaster: 'farcaster',
  discord: 'discord',
  gitter: 'gitter',
  twitter: 'x',
  'x.com': 'x',
  mastodon: 'mastodon',
  codeberg: 'codeberg',
  youtube: 'youtube',
  threads: 'threads',
  twitch: 'twitch',
  azureDevOps: 'azuredevops',
  instagram: 'instagram',
  stackOverflow: 'stackoverflow',
  telegram: 'telegram',
  facebook: 'facebook',
  reddit: 'reddit',
  patreon: 'patreon',
  signal: 'signal',
  slack: 'slack',
  matrix: 'matrix',
  hackerOne: 'hackerone',
  openCollective: 'opencollective',
  blueSky: 'bluesky',
  discourse: 'discourse',
  zulip: 'zulip',
  pinterest: 'pinterest',
  tiktok: 'tiktok',
  astro: 'astro',
  alpine: 'alpinedotjs',
  pnpm: 'pnpm',
  biome: 'biome',
  bun: 'bun',
  mdx: 'mdx',
  apple: 'apple',
  linux: 'linux',
  homebrew: 'homebrew',
  nix: 'nixos',
  starlight: 'astro',
  node: 'nodedotjs',
  cloudflare: 'cloudflare',
  vercel: 'vercel',
  netlify: 'netlify',
  deno: 'deno',
  jsr: 'jsr',
  backstage: 'backstage',
  confluence: 'confluence',
  jira: 'jira',
  storybook: 'storybook',
  vscode: 'vscodium',
  jetbrains: 'jetbrains',
  zed: 'zedindustries',
  vim: 'vim',
  figma: 'figma',
  sketch: 'sketch',
  npm: 'npm',
  sourcehut: 'sourcehut',
  substack: 'substack',
  'seti:typescript': 'typescript',
  'seti:javascript': 'javascript',
  'seti:json': 'json',
  'seti:markdown': 'markdown',
  'seti:python': 'python',
  'seti:rust': 'rust',
  'seti:go': 'go',
  'seti:html': 'html5',
  'seti:css': 'css',
};

// Pure memo: the installed packages' sets do not change while docsgen runs.
const setMemo = new Map<SetName, IconSet>();

function setOf(name: SetName): IconSet {
  let set = setMemo.get(name);
  if (!set) {
    set = createRequire(import.meta.url)(`@iconify-json/${name}/icons.json`) as IconSet;
    setMemo.set(name, set);
  }
  return set;
}

function sourceOf(name: string): [SetName, string] | undefined {
  if (Object.hasOwn(LUCIDE, name)) return ['lucide', LUCIDE[name]!];
  if (Object.hasOwn(SIMPLE_ICONS, name)) return ['simple-icons', SIMPLE_ICONS[name]!];
  // Starlight's file icons (`seti:…`) that have no brand of their own show as a source file.
  if (name.startsWith('seti:')) return ['lucide', 'file-code'];
  return undefined;
}

/** The SVG of a Starlight icon name (`rocket`, `github`, `seti:rust` …), or undefined for a name it does not have. */
export function starlightIconSvg(name: string): string | undefined {
  const found = sourceOf(name);
  if (!found) return undefined;
  const set = setOf(found[0]);
  const id = set.icons[found[1]] ? found[1] : set.aliases?.[found[1]]?.parent;
  const icon = id === undefined ? undefined : set.icons[id];
  if (!icon) return undefined;
  const width = icon.width ?? set.width ?? 24;
  const height = icon.height ?? set.height ?? 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="1em" height="1em" fill="currentColor" aria-hidden="true">${icon.body}</svg>`;
}
