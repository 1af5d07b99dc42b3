// The public API of docsgen for config files and programmatic builds.
export { defineConfig } from './config/define.ts';
export type {
  UserConfig,
  ResolvedConfig,
  NavbarItem,
  LinkItem,
  SidebarConfig,
  SidebarItemConfig,
} from './config/types.ts';
export type {
  DocsgenPlugin,
  MarkdownItPlugin,
  MarkdownPluginEntry,
  PluginRoute,
  PluginSite,
  PluginSitePage,
  PostBuildContext,
} from './plugins/types.ts';
