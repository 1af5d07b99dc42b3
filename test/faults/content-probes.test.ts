// Findings of the hostile-user probes of issue 26, each through the CLI: anchors into generated pages, a binary
// `.md`, the column of a missing image whose path appears earlier on its line.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsgen, EXIT, makeSite, removeSite } from './harness.ts';

const BLOG_CONFIG =
  "export default { title: 'Probes', url: 'https://probes.example.com', blog: { path: 'blog' } };\n";

let site: string;
let output: string;
beforeAll(async () => {
  // Mostly printable bytes with NULs and invalid UTF-8 among them, as in a renamed image or archive.
  const binary = Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR'),
    randomBytes(2000),
    Buffer.from([0xff, 0xfe, 0, 0]),
  ]);
  site = await makeSite({
    pages: 2,
    config: BLOG_CONFIG,
    extra: {
      'content/blog/authors.yml': 'ada:\n  name: Ada\n  page: true\n',
      'content/blog/2024-05-01-hello.md':
        '---\ntitle: Hello\nauthors: [ada]\ntags: [news]\n---\n\nThe post.\n',
      'content/docs/links.md': [
        '# Links',
        '',
        '[a](/blog#x) [b](/blog/tags#x) [c](/blog/tags/news#x) [d](/blog/authors/ada#x) [e](/blog/archive#archive-2024)',
        '',
        'Use a.png here: ![a.png](a.png) and ![b](a.png)',
        '',
      ].join('\n'),
      'content/docs/binary.md': binary,
    },
  });
  const built = docsgen(site, ['check']);
  expect(built.status, built.output_).toBe(EXIT.content);
  output = built.output_;
});
afterAll(() => removeSite(site));

const linesOf = (file: string): string[] => output.split('\n').filter((line) => line.startsWith(`${file}:`));

describe('issue 26 probes', () => {
  it('reports broken anchors into the blog list, tags, a tag and an author page, not a good archive anchor', () => {
    const anchors = linesOf('content/docs/links.md').filter((line) => line.includes('broken-anchor'));
    expect(anchors.map((line) => line.replace(/ +/g, ' '))).toEqual([
      'content/docs/links.md:3:5 error broken-anchor anchor #x does not exist on /blog',
      'content/docs/links.md:3:18 error broken-anchor anchor #x does not exist on /blog/tags',
      'content/docs/links.md:3:36 error broken-anchor anchor #x does not exist on /blog/tags/news',
      'content/docs/links.md:3:59 error broken-anchor anchor #x does not exist on /blog/authors/ada',
    ]);
  });

  it('gives a binary .md one warning', () => {
    expect(linesOf('content/docs/binary.md')).toEqual([
      expect.stringMatching(/^content\/docs\/binary\.md:\d+:\d+ +warning +invalid-utf8 /),
    ]);
  });

  it('places a missing image at its own path, not at the same text earlier on the line', () => {
    const images = linesOf('content/docs/links.md').filter((line) => line.includes('missing-image'));
    expect(images.map((line) => line.split(/ +/)[0])).toEqual([
      'content/docs/links.md:5:26',
      'content/docs/links.md:5:42',
    ]);
  });
});
