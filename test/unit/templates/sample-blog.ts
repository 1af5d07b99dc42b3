// Sample blog props: three posts over two years by two role authors.
import type { BlogPageProps, BlogSidebarProps, PostSummary } from '../../../templates/blog/props.ts';
import type { SiteChrome } from '../../../templates/props.ts';
import { link, sampleHead, sampleToc } from './sample-common.ts';
import { sampleDocHtml } from './sample-markdown.ts';

const author = (key: string, name: string, href: string) => ({
  key,
  name,
  title: key === 'docs-team' ? 'Writes the documentation' : 'Builds the players',
  imageSrc: `/img/${key}.svg`,
  href,
  url: undefined,
  description: undefined,
  socials: [],
});
const authors = [
  author('docs-team', 'Docs Team', '/blog/authors/docs-team'),
  author('dev-team', 'Dev Team', '/blog/authors/all-dev-team-articles'),
];

function samplePost(index: number): PostSummary {
  const dates = [
    ['2024-11-02', 'November 2, 2024'],
    ['2024-03-04', 'March 4, 2024'],
    ['2023-12-12', 'December 12, 2023'],
  ] as const;
  const [date, formattedDate] = dates[index % dates.length]!;
  const titles = ['Welcome to the blog', 'Release notes for the players', 'Sounds from last winter'];
  return {
    title: titles[index % titles.length]!,
    href: `/blog/post-${index + 1}`,
    date,
    formattedDate,
    readingTimeMinutes: 2 + index,
    authors: index === 1 ? authors : [authors[0]!],
    tags: [link('release', '/blog/tags/release'), link('players', '/blog/tags/players')],
    description: 'A short sample post.',
    excerptHtml: '<p>This is a generic sample post that shows how posts look in the list.</p>',
    hasMore: index !== 2,
  };
}

/** The blog sidebar with `activeHref` highlighted. */
export function sampleBlogSidebar(activeHref?: string): BlogSidebarProps {
  const post = (i: number) => ({
    title: samplePost(i).title,
    href: samplePost(i).href,
    active: samplePost(i).href === activeHref,
  });
  return {
    title: 'Recent posts',
    label: 'Blog recent posts',
    years: [
      { year: '2024', posts: [post(0), post(1)] },
      { year: '2023', posts: [post(2)] },
    ],
  };
}

/** Sample props of a blog page kind. */
export function sampleBlogPage(kind: BlogPageProps['kind'], chrome: SiteChrome): BlogPageProps {
  const posts = [samplePost(0), samplePost(1), samplePost(2)];
  switch (kind) {
    case 'blog-list':
      return {
        kind,
        chrome,
        head: sampleHead('Blog', { htmlClassName: 'plugin-blog blog-list-page' }),
        title: 'Blog',
        description: 'News from the Maar World team.',
        author: undefined,
        posts,
        pagination: {
          previous: undefined,
          next: { label: 'Older entries', href: '/blog/page/2' },
          page: 1,
          totalPages: 2,
        },
        sidebar: sampleBlogSidebar(),
        links: [link('View all tags', '/blog/tags')],
      };
    case 'blog-post':
      return {
        kind,
        chrome,
        head: sampleHead(posts[1]!.title, { ogType: 'article', htmlClassName: 'plugin-blog blog-post-page' }),
        post: posts[1]!,
        html: sampleDocHtml,
        toc: sampleToc,
        hideToc: false,
        previous: { label: posts[0]!.title, href: posts[0]!.href },
        next: { label: posts[2]!.title, href: posts[2]!.href },
        sidebar: sampleBlogSidebar(posts[1]!.href),
        editUrl: 'https://github.com/maar34/docs.maar.world/edit/main/content/blog/post-2.md',
        markdownHref: undefined,
      };
    case 'blog-tags':
      return {
        kind,
        chrome,
        head: sampleHead('Tags'),
        tags: [
          { label: 'players', href: '/blog/tags/players', count: 3 },
          { label: 'release', href: '/blog/tags/release', count: 2 },
        ],
        sidebar: sampleBlogSidebar(),
      };
    case 'blog-authors':
      return {
        kind,
        chrome,
        head: sampleHead('Authors'),
        authors: authors.map((a, i) => ({ ...a, count: 2 - i })),
        sidebar: sampleBlogSidebar(),
      };
    case 'blog-archive':
      return {
        kind,
        chrome,
        head: sampleHead('Archive'),
        years: [
          {
            year: '2024',
            posts: posts
              .slice(0, 2)
              .map((p) => ({ title: p.title, href: p.href, formattedDate: p.formattedDate })),
          },
          {
            year: '2023',
            posts: [{ title: posts[2]!.title, href: posts[2]!.href, formattedDate: posts[2]!.formattedDate }],
          },
        ],
      };
  }
}
