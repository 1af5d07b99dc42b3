// Pre-paint script (inlined in <head>): applies the colour mode and the announcement dismissal before first paint.
// It reads its settings from data attributes on <html>, never from the JSON config, to stay tiny and synchronous.
import { ANNOUNCEMENT_STORAGE_PREFIX, THEME_STORAGE_KEY } from '../shared/client-config.ts';
import { createStorage } from './storage.ts';
import { initialColorMode } from './color-mode-resolve.ts';

const html = document.documentElement;
const data = html.dataset;
// Silent: the main script reports unavailable storage once; two warnings would be noise.
const storage = createStorage();
try {
  html.setAttribute('data-js', 'true');
  html.setAttribute('data-theme', initialColorMode(data, storage.get(THEME_STORAGE_KEY, ['light', 'dark'])));
  const id = data.announcementId;
  if (id && storage.get(ANNOUNCEMENT_STORAGE_PREFIX + id, ['true'])) {
    html.setAttribute('data-announcement-dismissed', 'true');
  }
} catch {
  // Never break the page before it paints; the server-rendered default mode stays.
}
