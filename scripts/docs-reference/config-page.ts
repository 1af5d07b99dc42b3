// The configuration reference: every key of the zod schema (src/config/schema.ts) with its type, and its default and
// description from the doc comments of `UserConfig` (src/config/user-config.ts).
import path from 'node:path';
import type { z } from 'zod';
import { userConfigSchema } from '../../src/config/schema.ts';
import {
  footerColumn,
  footerItem,
  linkItem,
  navbarItem,
  sidebarSchema,
} from '../../src/config/item-schemas.ts';
import { headTagSchema } from '../../src/config/head-tags.ts';
import { mdxComponentEntry } from '../../src/config/island-schema.ts';
import { themeComponentsSchema } from '../../src/config/theme-component-names.ts';
import { generatedNotice, oneLine } from './markdown.ts';
import { schemaKeys, type SchemaKey } from './zod-walk.ts';
import { interfaceDocs, statedDefault, withoutDefault } from './ts-docs.ts';

/** Item shapes shown by their type's name (exported by `docsgen`) instead of key by key. */
const NAMES = new Map<z.ZodType, string>([
  [navbarItem, 'NavbarItem'],
  [footerColumn, 'FooterColumn'],
  [footerItem, 'LinkItem'],
  [linkItem, 'LinkItem'],
  [sidebarSchema, 'SidebarConfig'],
  [headTagSchema, 'HeadTag'],
  [mdxComponentEntry, '{ path, client?, media? }'],
  [themeComponentsSchema, 'Record<ThemeComponentName, string>'],
]);

/** The guide that tells more about a key, by the key's first segments (the longest prefix wins). */
const GUIDES: Record<string, string> = {
  locales: '../guides/translations.md',
  navbar: '../guides/sidebar.md',
  'docs.sidebars': '../guides/sidebar.md',
  'docs.versions': '../guides/versions.md',
  'docs.lastVersion': '../guides/versions.md',
  'docs.onlyIncludeVersions': '../guides/versions.md',
  'docs.versionLabel': '../guides/versions.md',
  search: '../guides/search.md',
  'markdown.mdxComponents': '../guides/components-and-mdx.md',
  'markdown.plugins': '../guides/plugins.md',
  'markdown.dialect': '../migrating/index.md',
  theme: '../guides/theming.md',
  head: '../guides/theming.md#head-tags',
  redirects: '../guides/theming.md#redirects',
  plugins: '../guides/plugins.md',
  diagnostics: './diagnostics.md',
  llms: '../guides/machine-readable.md',
};

/** One row of the reference: a key of the schema with what its doc comment says. */
export interface ConfigEntry extends SchemaKey {
  doc: string;
  defaultValue: string | undefined;
}

/** Every key of the schema, with its doc comment (empty when `UserConfig` has none for it). */
export function configEntries(root: string): ConfigEntry[] {
  const docs = interfaceDocs(path.join(root, 'src/config/user-config.ts'), 'UserConfig');
  return schemaKeys(userConfigSchema, NAMES).map((key) => {
    const doc = docs.get(key.path) ?? '';
    return { ...key, doc, defaultValue: statedDefault(doc) };
  });
}

/** One key as a definition list entry: the key, its type and default, then its description. */
function entryText(entry: ConfigEntry): string {
  const guide = GUIDES[entry.path];
  const more = guide ? ` [More](${guide})` : '';
  const text = withoutDefault(entry.doc) || '—';
  const stated = entry.required
    ? 'required'
    : entry.container
      ? undefined
      : `default ${entry.defaultValue ?? 'none'}`;
  const term = [`\`${entry.path}\``, `\`${entry.type}\``, stated].filter(Boolean).join(' · ');
  return `${term}\n: ${oneLine(text)}${more}\n`;
}

/** The page `reference/config.md`. */
export function configPage(root: string): string {
  const entries = configEntries(root);
  const sections = new Map<string, ConfigEntry[]>();
  for (const entry of entries) {
    const top = entry.path.split('.')[0]!;
    const section = entries.some((e) => e.path.startsWith(`${top}.`)) ? top : 'site';
    sections.set(section, [...(sections.get(section) ?? []), entry]);
  }
  const parts = [
    '---\ntitle: Configuration\ndescription: Every key of docsgen.config.ts, with its type and default.\n---\n',
    '# Configuration\n',
    generatedNotice(
      'the zod schema of `src/config/schema.ts` (keys and types) and the doc comments of `src/config/user-config.ts` (defaults and descriptions)',
    ),
    '`docsgen.config.ts` default-exports `defineConfig({ … })`, imported from `docsgen`. Every key is checked when the config loads: a wrong one stops the build with exit code 2 and a message naming its key path, what was expected and its line, with a "did you mean" for an unknown key. `<name>` in a key stands for any name (a version\'s, a component\'s).\n',
  ];
  for (const [section, list] of sections) {
    parts.push(`## ${section === 'site' ? 'Site' : `\`${section}\``}\n`);
    parts.push(list.map(entryText).join('\n'));
  }
  return `${parts.join('\n')}`;
}
