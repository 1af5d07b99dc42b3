import { describe, expect, it } from 'vitest';
import { toEmbedSrc } from '../../../src/markdown/embeds.ts';
import { codesOf, render } from './helpers.ts';

describe('toEmbedSrc', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65',
    ],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=short', undefined],
    ['https://www.youtube.com/watch?v="><script>', undefined],
    ['https://www.youtube.com/channel/UC123', undefined],
  ])('%s → %s', (url, src) => {
    expect(toEmbedSrc(new URL(url))).toBe(src);
  });
});

describe(':::embed', () => {
  it('embeds an allowed YouTube URL with a caption', async () => {
    const result = await render(
      ':::embed https://www.youtube.com/watch?v=dQw4w9WgXcQ | Intro video\nA *short* tour.\n:::',
    );
    expect(result.html).toMatchInlineSnapshot(`
      "<figure class="embed"><div class="embed-frame"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Intro video" loading="lazy" allow="autoplay; fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin"></iframe></div><figcaption><p class="embed-link"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">Open Intro video in a new tab</a></p><p>A <em>short</em> tour.</p>
      </figcaption></figure>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it('embeds an allowed host as it is, without a caption', async () => {
    const result = await render(':::embed https://player.vimeo.com/video/76979871 | Demo\n:::');
    expect(result.html).toContain('<iframe src="https://player.vimeo.com/video/76979871" title="Demo"');
    expect(result.html).toContain('Open Demo in a new tab</a></p></figcaption></figure>');
  });

  it('records the URL as a link at its place', async () => {
    const result = await render('Text\n\n:::embed https://youtu.be/dQw4w9WgXcQ | V\n:::', {
      bodyLineOffset: 5,
    });
    expect(result.links).toEqual([
      {
        kind: 'link',
        raw: 'https://youtu.be/dQw4w9WgXcQ',
        href: 'https://youtu.be/dQw4w9WgXcQ',
        line: 8,
        column: 10,
      },
    ]);
  });

  it('falls back to a plain link for a host that is not allowed, naming the config field', async () => {
    const result = await render(':::embed https://evil.example/frame | Evil\nCaption\n:::', {
      bodyLineOffset: 1,
    });
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="embed embed-fallback"><p class="embed-link"><a href="https://evil.example/frame" target="_blank" rel="noopener noreferrer">Evil</a></p><p>Caption</p>
      </div>
      "
    `);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'embed-host-not-allowed', line: 2 }),
    ]);
    expect(result.diagnostics[0]!.message).toContain('evil.example');
    expect(result.diagnostics[0]!.message).toContain('markdown.embedHosts');
  });

  it.each([
    ['a subdomain of an allowed host', 'https://evil.www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['an allowed host as a prefix', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['user info that looks like the host', 'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
  ])('matches hosts exactly: not %s', async (_name, url) => {
    const result = await render(`:::embed ${url} | X\n:::`);
    expect(result.html).not.toContain('<iframe');
    expect(codesOf(result)).toEqual(['embed-host-not-allowed']);
  });

  it('shows a plain link for http (not https), with a warning', async () => {
    const result = await render(':::embed http://www.youtube.com/watch?v=dQw4w9WgXcQ | V\n:::');
    expect(result.html).not.toContain('<iframe');
    expect(result.html).toContain('<a href="http://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(codesOf(result)).toEqual(['embed-not-https']);
  });

  it('warns about a missing title and uses a default one', async () => {
    const result = await render(':::embed https://youtu.be/dQw4w9WgXcQ\n:::');
    expect(result.html).toContain('title="YouTube video"');
    expect(codesOf(result)).toEqual(['embed-missing-title']);
  });

  it('shows a YouTube URL without a video id as a link', async () => {
    const result = await render(':::embed https://www.youtube.com/channel/UC123 | Channel\n:::');
    expect(result.html).toContain(
      '<div class="embed embed-fallback"><p class="embed-link"><a href="https://www.youtube.com/channel/UC123"',
    );
    expect(codesOf(result)).toEqual(['embed-invalid-url']);
  });

  it.each([
    ['javascript:', ':::embed javascript:alert(1) | X'],
    ['data:', ':::embed data:text/html,<script>alert(1)</script> | X'],
    ['a relative path', ':::embed ./video.mp4 | X'],
    ['no URL', ':::embed'],
  ])('never links %s, and warns', async (_name, opening) => {
    const result = await render(`${opening}\n:::`);
    expect(result.html).not.toMatch(/<a |<iframe|href=|src=/);
    expect(result.html).not.toContain('<script');
    expect(codesOf(result)).toEqual(['embed-invalid-url']);
    expect(result.links).toEqual([]);
  });

  it('escapes every attribute and the title', async () => {
    const result = await render(':::embed https://player.vimeo.com/video/1?a="b"&c=<d> | T "x" <y>\n:::');
    expect(result.html).toMatchInlineSnapshot(`
      "<figure class="embed"><div class="embed-frame"><iframe src="https://player.vimeo.com/video/1?a=%22b%22&amp;c=%3Cd%3E" title="T &quot;x&quot; &lt;y&gt;" loading="lazy" allow="autoplay; fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin"></iframe></div><figcaption><p class="embed-link"><a href="https://player.vimeo.com/video/1?a=%22b%22&amp;c=%3Cd%3E" target="_blank" rel="noopener noreferrer">Open T &quot;x&quot; &lt;y&gt; in a new tab</a></p></figcaption></figure>
      "
    `);
  });
});
