// The browser entry: enhances the server-rendered chrome and page. Exposes nothing global.
import { readClientConfig } from './config.ts';
import { createWarningStorage } from './storage.ts';
import { initColorMode } from './color-mode.ts';
import { initAnnouncement } from './announcement.ts';
import { initDropdowns } from './dropdown.ts';
import { initDrawer } from './drawer.ts';
import { fillDrawerSidebar } from './drawer-sidebar.ts';
import { initHideOnScroll, initSearchShortcut } from './navbar.ts';
import { rememberDocsVersion } from './docs-version.ts';
import { revealHashTarget } from './collapsible.ts';
import { enhance } from './enhance.ts';
import './sidebar-fragments.ts';
import { setupSearch } from './search/index.ts';
import { setupNavigation } from './navigation/index.ts';

function start(): void {
  const storage = createWarningStorage();
  const config = readClientConfig();
  document.documentElement.setAttribute('data-js', 'true');
  // Each part is independent: one failing must not take the others down.
  const parts: (() => void)[] = [
    () => initColorMode(storage),
    () => initAnnouncement(storage),
    () => initDropdowns(),
    () => fillDrawerSidebar(),
    () => initDrawer(),
    () => initHideOnScroll(),
    () => initSearchShortcut(),
    () => rememberDocsVersion(storage, config, document),
    () => enhance(document),
    () => setupSearch(config),
    () => {
      revealHashTarget();
      window.addEventListener('hashchange', revealHashTarget);
    },
    () => setupNavigation(config),
  ];
  for (const part of parts) {
    try {
      part();
    } catch (error) {
      console.error('docsgen: a page enhancement failed', error);
    }
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
