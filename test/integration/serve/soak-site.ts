// The site and the random operations of serve's soak test: a generated docs site of many pages in category folders,
// and edits, creations, renames, deletions and restorations of pages, folders, category files, static files and the
// whole content folder, drawn from a seeded generator so that a failing run can be repeated with its seed.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const WORDS = 'lantern harbour signal orbit quarry meadow ledger copper thistle compass rivet beacon'.split(
  ' ',
);

/** The config of the generated site. */
export const SOAK_CONFIG = `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Soak',
  url: 'https://soak.example.com',
  favicon: 'img/logo.svg',
  blog: false,
});
`;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>\n';

/** A random set of operations on a generated site; `log` lists what was done, for a failure's message. */
export class SoakSite {
  /** Every operation done, in order (`kind path`). */
  readonly log: string[] = [];
  /** Routes an operation touched since the last call of takeTouched (to be compared first). */
  private touched = new Set<string>();
  private counter = 0;
  private trashed: { from: string; at: string }[] = [];

  /** `root` is the project folder; `trash` a folder outside it for what is deleted (so it can be restored). */
  constructor(
    readonly root: string,
    private readonly trash: string,
    private readonly rand: () => number,
  ) {}

  /** The absolute content folder. */
  get content(): string {
    return path.join(this.root, 'content');
  }

  /** Writes the config and `sections` folders of `perSection` pages, each with a category file. */
  async generate(sections: number, perSection: number): Promise<void> {
    await mkdir(path.join(this.content, 'static/img'), { recursive: true });
    await mkdir(path.join(this.content, 'pages'), { recursive: true });
    await mkdir(this.trash, { recursive: true });
    await writeFile(path.join(this.root, 'docsgen.config.ts'), SOAK_CONFIG);
    await writeFile(path.join(this.content, 'static/img/logo.svg'), LOGO);
    await writeFile(path.join(this.content, 'pages/index.md'), '---\ntitle: Home\n---\n\nThe soak site.\n');
    await mkdir(path.join(this.content, 'docs'), { recursive: true });
    await writeFile(path.join(this.content, 'docs/index.md'), this.page('Start', 0));
    for (let s = 0; s < sections; s++) {
      const dir = path.join(this.content, 'docs', `s${String(s).padStart(2, '0')}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, '_category_.json'), this.category(s));
      for (let p = 0; p < perSection; p++)
        await writeFile(path.join(dir, `p${String(p).padStart(3, '0')}.md`), this.page(`Page ${s}.${p}`, p));
    }
  }

  /** Routes touched since the last call. */
  takeTouched(): string[] {
    const list = [...this.touched];
    this.touched.clear();
    return list;
  }

  /** Does one random operation; `allowContent`: the content folder itself may be removed and put back. */
  async randomOperation(allowContent: boolean): Promise<'content' | 'other'> {
    const r = this.rand();
    if (allowContent && r < 0.02) return 'content';
    if (r < 0.35) await this.editPage();
    else if (r < 0.5) await this.createPage();
    else if (r < 0.6) await this.renamePage();
    else if (r < 0.7) await this.deleteToTrash(await this.anyPage());
    else if (r < 0.8) await this.restore();
    else if (r < 0.84) await this.renameFolder();
    else if (r < 0.87) await this.deleteToTrash(await this.anySection(6));
    else if (r < 0.93) await this.editCategory();
    else if (r < 0.96) await this.deleteToTrash(await this.anyCategory());
    else await this.editStatic();
    return 'other';
  }

  /** Moves the content folder out of the project (the site cannot be served until restoreContent). */
  async removeContent(): Promise<string> {
    const away = path.join(this.trash, `content-${++this.counter}`);
    await rename(this.content, away);
    this.log.push(`remove-content → ${path.basename(away)}`);
    return away;
  }

  /** Puts the content folder back: renamed back as it was, or a changed copy moved into place (a branch switch). */
  async restoreContent(away: string): Promise<void> {
    if (this.rand() < 0.5) {
      await rename(away, this.content);
      this.log.push('restore-content (rename back)');
      return;
    }
    const next = path.join(this.trash, `next-${++this.counter}`);
    await cp(away, next, { recursive: true });
    await rm(away, { recursive: true });
    const pages = await this.pagesUnder(path.join(next, 'docs'));
    const edited = pages[Math.floor(this.rand() * pages.length)];
    if (edited) await writeFile(edited, this.page(`Switched ${this.counter}`, this.counter));
    await rename(next, this.content);
    this.log.push('restore-content (changed copy)');
  }

  private page(title: string, n: number): string {
    const words = Array.from({ length: 12 }, () => WORDS[Math.floor(this.rand() * WORDS.length)]).join(' ');
    return `---\ntitle: ${title}\n---\n\n${words} ${n}.\n\n## Notes\n\nMore about ${title.toLowerCase()}.\n`;
  }

  private category(n: number): string {
    return JSON.stringify({
      label: `Section ${n} ${WORDS[Math.floor(this.rand() * WORDS.length)]}`,
      position: n,
    });
  }

  private routeOf(file: string): string | undefined {
    const rel = path.relative(path.join(this.content, 'docs'), file).split(path.sep).join('/');
    if (rel.startsWith('..') || !rel.endsWith('.md')) return undefined;
    return `/docs/${rel.slice(0, -3)}`.replace(/\/index$/, '');
  }

  private touch(file: string): void {
    const route = this.routeOf(file);
    if (route) this.touched.add(route);
  }

  private async sections(): Promise<string[]> {
    const entries = await readdir(path.join(this.content, 'docs'), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => path.join(this.content, 'docs', e.name));
  }

  private async pagesUnder(dir: string): Promise<string[]> {
    if (!existsSync(dir)) return [];
    const names = await readdir(dir, { recursive: true });
    return names
      .filter((name) => name.endsWith('.md') && !name.endsWith('index.md') && !name.includes('sentinel'))
      .map((name) => path.join(dir, name))
      .sort();
  }

  private pick<T>(list: T[]): T | undefined {
    return list[Math.floor(this.rand() * list.length)];
  }

  private async anyPage(): Promise<string | undefined> {
    return this.pick(await this.pagesUnder(path.join(this.content, 'docs')));
  }

  // A section, as long as more than `keep` remain.
  private async anySection(keep: number): Promise<string | undefined> {
    const sections = await this.sections();
    return sections.length > keep ? this.pick(sections) : undefined;
  }

  private async anyCategory(): Promise<string | undefined> {
    const files = (await this.sections()).map((dir) => path.join(dir, '_category_.json'));
    return this.pick(files.filter((file) => existsSync(file)));
  }

  private async editPage(): Promise<void> {
    const file = await this.anyPage();
    if (!file) return;
    const text = this.page(`Edited ${++this.counter}`, this.counter);
    // Half the edits are an editor's atomic save: a temp file renamed over the page.
    if (this.rand() < 0.5) {
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    } else await writeFile(file, text);
    this.touch(file);
    this.log.push(`edit ${path.relative(this.root, file)}`);
  }

  private async createPage(): Promise<void> {
    const dir = this.pick(await this.sections());
    if (!dir) return;
    const file = path.join(dir, `n${++this.counter}.md`);
    await writeFile(file, this.page(`New ${this.counter}`, this.counter));
    this.touch(file);
    this.log.push(`create ${path.relative(this.root, file)}`);
  }

  private async renamePage(): Promise<void> {
    const file = await this.anyPage();
    const dir = this.pick(await this.sections());
    if (!file || !dir) return;
    const to = path.join(dir, `r${++this.counter}.md`);
    await rename(file, to);
    this.touch(file);
    this.touch(to);
    this.log.push(`rename ${path.relative(this.root, file)} → ${path.relative(this.root, to)}`);
  }

  private async renameFolder(): Promise<void> {
    const dir = this.pick(await this.sections());
    if (!dir) return;
    const to = path.join(path.dirname(dir), `f${++this.counter}`);
    await rename(dir, to);
    for (const file of (await this.pagesUnder(to)).slice(0, 3)) this.touch(file);
    this.log.push(`rename-folder ${path.relative(this.root, dir)} → ${path.relative(this.root, to)}`);
  }

  private async deleteToTrash(file: string | undefined): Promise<void> {
    if (!file) return;
    const at = path.join(this.trash, `t${++this.counter}-${path.basename(file)}`);
    await rename(file, at);
    this.trashed.push({ from: file, at });
    this.log.push(`delete ${path.relative(this.root, file)}`);
  }

  private async restore(): Promise<void> {
    // Folders come back first half the time, so that the site keeps most of its pages over the run.
    const folders = this.trashed.filter((item) => !item.from.endsWith('.md') && !item.from.endsWith('.json'));
    const pool = folders.length > 0 && this.rand() < 0.5 ? folders : this.trashed;
    const item = pool[Math.floor(this.rand() * pool.length)];
    const index = item ? this.trashed.indexOf(item) : -1;
    if (!item || existsSync(item.from) || !existsSync(path.dirname(item.from))) return;
    this.trashed.splice(index, 1);
    await rename(item.at, item.from);
    this.touch(item.from);
    if (folders.includes(item))
      for (const page of (await this.pagesUnder(item.from)).slice(0, 3)) this.touch(page);
    this.log.push(`restore ${path.relative(this.root, item.from)}`);
  }

  private async editCategory(): Promise<void> {
    const dir = this.pick(await this.sections());
    if (!dir) return;
    const file = path.join(dir, '_category_.json');
    await writeFile(file, this.category(++this.counter));
    for (const page of (await this.pagesUnder(dir)).slice(0, 2)) this.touch(page);
    this.log.push(`category ${path.relative(this.root, file)}`);
  }

  private async editStatic(): Promise<void> {
    const name = this.rand() < 0.5 ? 'logo.svg' : `extra-${Math.floor(this.rand() * 5)}.svg`;
    const file = path.join(this.content, 'static/img', name);
    await writeFile(
      file,
      LOGO.replace('r="3"', `r="${1 + Math.floor(this.rand() * 3)}" id="v${++this.counter}"`),
    );
    this.log.push(`static ${path.relative(this.root, file)}`);
  }
}
