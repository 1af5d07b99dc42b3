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
  HeadTag,
  RedirectConfig,
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
export type {
  LocalesConfig,
  NavbarConfig,
  NavbarLogoConfig,
  FooterConfig,
  AnnouncementBarConfig,
  ColorModeConfig,
  DocsConfig,
  DocsMirrorConfig,
  DocsVersionsConfig,
  BlogConfig,
  BlogFeedOptions,
  SearchConfig,
  MarkdownConfig,
  ThemeConfig,
  DiagnosticsConfig,
} from './config/public-types.ts';
export type {
  NavbarBrandProps,
  FooterProps,
  DocItemFooterProps,
  NotFoundProps,
  BlogPostHeaderProps,
  HomePageHeroProps,
  AdmonitionProps,
  CodeBlockTitleProps,
  ThemeComponentProps,
} from '../templates/theme-components.ts';
export type { ThemeComponentName } from './shared/theme-component-names.ts';
