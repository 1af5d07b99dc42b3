// Writes a deterministic synthetic docs site of `pages` pages (front matter, headings, code blocks, tables and links
// between pages) in one of three shapes. Used by the benchmark and the performance tests.
//   nested: about √pages/4 sidebars, each of categories of 25 pages with a generated index (the default);
//   flat:   one sidebar, tldr-style: half the pages in one folder, the other half in 50 folders, no category files;
//   wide:   one sidebar of √(pages/10) folders of √(pages/10) folders of 10 pages each, no category files.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WORDS =
  'sound planet orbit knob slider parameter card deck suit track layer mode transit engine signal wave'.split(
    ' ',
  );

// The favicon the config names by default (img/favicon.svg in content/static/): a planet with a ring.
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="9" fill="#3a6ea5"/>
  <ellipse cx="16" cy="16" rx="15" ry="5" fill="none" stroke="#f0a030" stroke-width="2" transform="rotate(-20 16 16)"/>
</svg>
`;

/** A small linear congruential generator: keeps every run byte-identical. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A sentence of `words` random words. */
function sentence(rand, words = 14) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** The markdown body of page `index`, linking to another page and to its own first section. */
function pageBody(rand, index, pages, dirOf) {
  const link = (target) => {
    const rel = path.posix.relative(dirOf(index), `${dirOf(target)}/page-${target}.md`);
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const other = Math.floor(rand() * pages);
  const lines = [`${sentence(rand)} ${sentence(rand)} See [page ${other}](${link(other)}).`, ''];
  for (let s = 0; s < 3; s++) {
    lines.push(`## Section ${s + 1} of page ${index}`, '', sentence(rand, 30), '');
    lines.push(
      `### Detail ${s + 1}`,
      '',
      `${sentence(rand, 20)} Jump to [the first section](#section-1-of-page-${index}).`,
      '',
    );
  }
  lines.push(
    '```ts title="example.ts" {2}',
    `const page${index} = ${index};`,
    `export function value(): number {`,
    `  return page${index} * 2;`,
    '}',
    '```',
    '',
  );
  lines.push('```bash', `docsgen build --out build-${index % 7}`, '```', '');
  lines.push('| Name | Value |', '| --- | --- |', `| first | ${index} |`, `| second | ${index * 2} |`, '');
  lines.push(':::tip', sentence(rand), ':::', '');
  return lines.join('\n');
}

const GROUP_SIZE = 25;

/** How many sidebars (top-level sections) a site of `pages` pages has: about √pages / 4. */
function sectionCount(pages, sections) {
  return sections ?? Math.max(1, Math.round(Math.sqrt(pages) / 4));
}

/** The shapes generateSite makes. */
export const SHAPES = ['nested', 'flat', 'wide'];
// The flat shape's second half is spread over this many folders.
const FLAT_FOLDERS = 50;
const WIDE_LEAF = 10;

/** The folder of page `i` (relative to content/docs) in a site of `pages` pages of `shape`. */
function folderOf(i, pages, sections, shape = 'nested') {
  if (shape === 'flat') {
    const half = Math.ceil(pages / 2);
    if (i < half) return 'reference';
    return `topics/topic-${Math.floor(((i - half) * FLAT_FOLDERS) / (pages - half))}`;
  }
  if (shape === 'wide') {
    const leaves = Math.ceil(pages / WIDE_LEAF);
    const perTop = Math.max(1, Math.ceil(Math.sqrt(leaves)));
    const leaf = Math.floor(i / WIDE_LEAF);
    return `area-${Math.floor(leaf / perTop)}/part-${leaf % perTop}`;
  }
  const perSection = Math.ceil(pages / sectionCount(pages, sections));
  return `section-${Math.floor(i / perSection)}/group-${Math.floor((i % perSection) / GROUP_SIZE)}`;
}

/**
 * The site-relative path of page `i`'s markdown file in a site of `pages` pages (`sections` and `shape` as given to
 * generateSite).
 */
export function pagePath(i, pages, sections, shape) {
  return `content/docs/${folderOf(i, pages, sections, shape)}/page-${i}.md`;
}

/**
 * Generates a site with `pages` doc pages into `dir` (emptied first); `sections` overrides the number of sidebars of
 * the nested shape.
 */
export async function generateSite(dir, pages, { sections: wanted, shape = 'nested' } = {}) {
  if (!SHAPES.includes(shape)) throw new Error(`unknown shape "${shape}": expected ${SHAPES.join(', ')}`);
  await rm(dir, { recursive: true, force: true });
  const rand = random(pages);
  const nested = shape === 'nested';
  const sections = nested ? sectionCount(pages, wanted) : 0;
  const groupSize = GROUP_SIZE;
  const dirOf = (i) => folderOf(i, pages, wanted, shape);
  const sidebars = {};
  for (let s = 0; s < sections; s++) sidebars[`section${s}`] = { autogenerated: `section-${s}` };
  if (!nested) sidebars.docs = { autogenerated: '' };
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  await mkdir(path.join(dir, 'content/pages'), { recursive: true });
  await writeFile(
    path.join(dir, 'docsgen.config.ts'),
    `export default ${JSON.stringify(
      {
        title: 'Bench',
        url: 'https://bench.example.com',
        blog: false,
        docs: { sidebars },
        markdown: { codeLanguages: ['ts', 'bash'] },
      },
      null,
      2,
    )};\n`,
  );
  await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
  await writeFile(path.join(dir, 'content/static/img/favicon.svg'), FAVICON);
  await writeFile(path.join(dir, 'content/pages/index.md'), '---\ntitle: Home\n---\n\nThe benchmark site.\n');
  const madeDirs = new Set();
  let categoryFiles = 0;
  for (let i = 0; i < pages; i++) {
    const folder = path.join(dir, 'content/docs', dirOf(i));
    if (!madeDirs.has(folder)) {
      await mkdir(folder, { recursive: true });
      madeDirs.add(folder);
    }
    if (nested && madeDirs.size > categoryFiles) {
      // The nested shape's folders are categories with a generated index (the flat and wide ones have no such file).
      categoryFiles = madeDirs.size;
      const group = path.basename(folder);
      await writeFile(
        path.join(folder, '_category_.json'),
        JSON.stringify({
          label: `Group ${group}`,
          link: { type: 'generated-index', description: `Pages of ${group}` },
        }),
      );
    }
    const position = nested ? `sidebar_position: ${i % groupSize}\n` : '';
    const front = `---\ntitle: Page ${i}\ndescription: ${sentence(rand, 8)}\nkeywords: [bench, page${i}]\n${position}---\n\n`;
    await writeFile(path.join(folder, `page-${i}.md`), front + pageBody(rand, i, pages, dirOf));
  }
}

/** Edits the middle page of a generated site of `pages` pages (the same page each time, with a new last line). */
export async function editPage(site, pages, round, shape) {
  const file = path.join(site, pagePath(Math.floor(pages / 2), pages, undefined, shape));
  const text = await readFile(file, 'utf8');
  await writeFile(file, `${text.replace(/\n\nEdit \d+\.\n$/, '\n')}\nEdit ${round}.\n`);
}
