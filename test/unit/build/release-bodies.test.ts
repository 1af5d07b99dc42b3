// The bodies a build that owns its model drops: a body's HTML, its headings and its text (but for the first section,
// which a page's description falls back on) go once the last page that shows it is made, not when the whole search
// index is; a body the cache save still needs waits for the sweep.
import { describe, expect, it } from 'vitest';
import { bodyReleaser } from '../../../src/build/release-bodies.ts';
import type { SitePage } from '../../../src/model/site-types.ts';
import { docPage } from '../search/site-helpers.ts';

const BODY = '# Title\n\nIntro text.\n\n## First\n\nOne.\n\n## Second\n\nTwo.\n';

/** The HTML, section and heading counts of a doc page's body. */
function bodyOf(page: SitePage): { html: string; sections: number; headings: number } {
  if (page.kind !== 'doc') throw new Error('a doc page was expected');
  const { html, sections, headings } = page.doc.markdown;
  return { html, sections: sections.length, headings: headings.length };
}

describe('bodies released as pages are made', () => {
  it("drop a body's HTML and text once its last page is made, the first section kept", async () => {
    const doc = await docPage('/docs/a', BODY);
    const other = await docPage('/docs/b', BODY);
    if (doc.kind !== 'doc') throw new Error('a doc page was expected');
    // A mirror shows the same body through its own page.
    const mirror: SitePage = { ...doc, route: '/mirror/docs/a', canonicalRoute: '/docs/a' };
    const releaser = bodyReleaser([doc, other, mirror], () => false);
    expect(bodyOf(doc)).toMatchObject({ sections: 3, headings: 2 });
    releaser.made(doc);
    // The mirror is still to be made: its body stays whole.
    expect(bodyOf(doc)).toMatchObject({ sections: 3, headings: 2 });
    expect(bodyOf(doc).html).toContain('<h2');
    releaser.made(other);
    expect(bodyOf(other)).toEqual({ html: '', sections: 1, headings: 0 });
    releaser.made(mirror);
    expect(bodyOf(doc)).toEqual({ html: '', sections: 1, headings: 0 });
  });

  it('keep what the cache save still needs until the sweep', async () => {
    const doc = await docPage('/docs/a', BODY);
    let needed = true;
    const releaser = bodyReleaser([doc], () => needed);
    releaser.made(doc);
    expect(bodyOf(doc).sections).toBe(3);
    needed = false;
    releaser.sweep();
    expect(bodyOf(doc)).toEqual({ html: '', sections: 1, headings: 0 });
  });
});
