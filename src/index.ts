// The public API of docsgen for config files and programmatic builds.
export { defineConfig } from './config/define.ts';
export type {
  UserConfig,
  ResolvedConfig,
  NavbarItem,
  LinkItem,
  FooterColumn,
  SidebarConfig,
  SidebarItemConfig,
  SearchContextConfig,
} from './config/types.ts';
export type {
  LocalesConfig,
  NavbarConfig,
  NavbarLogoConfig,
  FooterConfig,
  AnnouncementBarConfig,
  ColorModeConfig,
  DocsConfig,
  DocsMirrorConfig,
  BlogConfig,
  BlogFeedOptions,
  SearchConfig,
  MarkdownConfig,
} from './config/public-types.ts';
