// The docs root of each version (`/docs`, `/docs/1.0`) that no page holds is a redirect to the version's first doc.
import { describe, expect, it } from 'vitest';
import { createDocsRootRedirects } from '../../../src/model/home.ts';
import type { SitePage } from '../../../src/model/site-types.ts';

describe('docs root redirects', () => {
  it('sends each free docs root to its version first doc, and leaves a root a page or redirect holds', () => {
    const pages: SitePage[] = [
      { kind: 'search', route: '/search' },
      { kind: 'redirect', route: '/docs/2.0/', to: '/elsewhere' },
    ];
    const versions = [
      { routeBase: '/docs', firstRoute: '/docs/intro' },
      { routeBase: '/docs/next', firstRoute: '/docs/next/intro' },
      { routeBase: '/docs/2.0', firstRoute: '/docs/2.0/intro' },
      { routeBase: '/docs/1.0', firstRoute: undefined },
    ];
    expect(createDocsRootRedirects(versions, pages)).toEqual([
      { kind: 'redirect', route: '/docs', to: '/docs/intro' },
      { kind: 'redirect', route: '/docs/next', to: '/docs/next/intro' },
    ]);
  });

  it('makes none for docs at the site root, or a first doc at the docs root itself', () => {
    expect(
      createDocsRootRedirects(
        [
          { routeBase: '/', firstRoute: '/intro' },
          { routeBase: '/docs', firstRoute: '/docs/' },
        ],
        [],
      ),
    ).toEqual([]);
  });
});
