// serve's link checks run a few milliseconds at a time: the event loop (a save, a request) gets in between, the
// result is checkSite's, and they stop as soon as a newer build makes them moot.
import { describe, expect, it } from 'vitest';
import { checkSite, checkSiteInSlices, type DiagnosticPolicy } from '../../../src/check/index.ts';
import type { Site } from '../../../src/model/site-types.ts';

// Three slices of 500 sources, and the steps around them.
const PAGES = 1_100;
const policy = { rules: {}, ignore: [] } as unknown as DiagnosticPolicy;

/** A site of `PAGES` docs, each with a broken link and a good one. */
function largeSite(): Site {
  const pages = Array.from({ length: PAGES }, (_, i) => ({
    kind: 'doc',
    route: `/docs/p${i}`,
    doc: {
      entry: { source: { source: { file: `content/docs/p${i}.md` }, frontMatter: {} } },
      markdown: {
        anchors: [],
        links: [
          { kind: 'link', raw: `/x${i}`, href: `/x${i}`, line: 3, column: 1 },
          { kind: 'link', raw: './p0', href: '/docs/p0', line: 4, column: 1 },
        ],
      },
    },
  }));
  return {
    config: {
      baseUrl: '/',
      trailingSlash: undefined,
      blog: false,
      llms: { txt: true, full: true, twins: true },
      redirects: [],
      favicon: 'https://example.com/favicon.ico',
      navbar: { items: [] },
      footer: { columns: [] },
      docs: { sidebars: {} },
    },
    pages,
    staticAssets: [],
    posts: [],
  } as unknown as Site;
}

describe('the link checks in slices', () => {
  it("give checkSite's diagnostics, letting the event loop in between", async () => {
    const site = largeSite();
    let turns = 0;
    let ticking = true;
    const tick = (): void => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const sliced = await checkSiteInSlices(site, [], policy, () => true);
    ticking = false;
    const whole = checkSite(site, [], policy);
    expect(whole.filter((d) => d.code === 'broken-link')).toHaveLength(PAGES);
    expect(sliced).toEqual(whole);
    // Several slices, each followed by a turn of the event loop.
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it('stop as soon as they are no longer wanted', async () => {
    let asked = 0;
    const found = await checkSiteInSlices(largeSite(), [], policy, () => ++asked < 3);
    expect(found).toBeUndefined();
    expect(asked).toBe(3);
  });
});
