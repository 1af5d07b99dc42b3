// The files for machines of one locale's build: every page's markdown twin, and the llms files. A site with docs
// versions gets one pair of llms files per version: the last version's at the root (with a list of the others), each
// other version's in its docs folder (`docs/next/llms.txt`, `docs/1.0/llms-full.txt`), so a reader of one version
// never mixes in another's pages.
import type { Site, SiteVersion } from '../../model/site-types.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { fileHref } from '../../shared/urls.ts';
import { createLlmsTxt, llmsFiles } from './llms.ts';
import { createMarkdownTwin, twinFiles, type TwinMaker } from './markdown-twin.ts';
import type { FileMaker } from './site-files.ts';

/** The output folder of a version's llms files: its route base (`docs/1.0/`), `''` for the last version. */
export function versionLlmsPrefix(version: Pick<SiteVersion, 'isLast' | 'routeBase'>): string {
  if (version.isLast) return '';
  const trimmed = version.routeBase.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/**
 * The site as one version's llms files see it: that version's docs and sidebars (under their own ids), and for the
 * last version the site's other pages and blog too.
 */
export function versionView(site: Site, version: SiteVersion): Site {
  const suffix = `@${version.name}`;
  const sidebars = new Map<string, SidebarEntry[]>();
  for (const [key, entries] of site.sidebars) {
    if (version.isLast && !key.includes('@')) sidebars.set(key, entries);
    else if (!version.isLast && key.endsWith(suffix)) sidebars.set(key.slice(0, -suffix.length), entries);
  }
  const pages = site.pages.filter((page) =>
    page.kind === 'doc' || page.kind === 'category' ? page.version === version.name : version.isLast,
  );
  // An older or newer version's files say which version they describe in their title.
  const config = version.isLast
    ? site.config
    : { ...site.config, title: `${site.config.title} ${version.label}` };
  return { ...site, config, pages, sidebars, docsById: version.docsById };
}

/** `llms.txt` of the last version, ending with a list of the other versions' `llms.txt`. */
function lastVersionLlmsTxt(site: Site, view: Site, others: readonly SiteVersion[]): string {
  const { config } = site;
  const lines = others.map(
    (v) => `- [${v.label}](${config.url + fileHref(`${versionLlmsPrefix(v)}llms.txt`, config)})`,
  );
  return `${createLlmsTxt(view)}\n## Other versions\n\n${lines.join('\n')}\n`;
}

// Below this many pages, a twin made for its own file is kept for `llms-full.txt`, which holds it again: made twice, the
// twins were a third of the time of these files. A larger site's twins would all be held from one to the other.
const KEEP_TWINS_BELOW_PAGES = 5000;

/** Makes each twin of `site` (with the site's own config) once, when the site is small enough to keep them. */
function twinMakerOf(site: Site): TwinMaker {
  if (site.pages.length >= KEEP_TWINS_BELOW_PAGES) return createMarkdownTwin;
  const kept = new Map<string, string>();
  return (twin, config) => {
    // An older docs version's llms files see the site through a config of their own: not kept.
    if (config !== site.config) return createMarkdownTwin(twin, config);
    let text = kept.get(twin.twinRoute);
    if (text === undefined) kept.set(twin.twinRoute, (text = createMarkdownTwin(twin, config)));
    return text;
  };
}

/** The markdown twins and llms files of a locale's build (the default locale's, or another's in its own folder). */
export function machineReadableFiles(site: Site): FileMaker[] {
  const makeTwin = twinMakerOf(site);
  const files = twinFiles(site, makeTwin);
  const versions = site.versions ?? [];
  if (versions.length < 2) {
    for (const file of llmsFiles(site, { outPrefix: '', makeTwin })) files.push(file);
    return files;
  }
  const others = versions.filter((v) => !v.isLast);
  for (const version of versions) {
    const view = versionView(site, version);
    for (const file of llmsFiles(view, { outPrefix: versionLlmsPrefix(version), makeTwin })) {
      const withList = version.isLast && file[0] === 'llms.txt' && others.length > 0;
      files.push(withList ? [file[0], () => lastVersionLlmsTxt(site, view, others)] : file);
    }
  }
  return files;
}
