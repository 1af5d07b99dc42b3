// Writes the starter site of templates/init/ into a folder.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPath, renderText, type ScaffoldFlags, type ScaffoldValues } from './template.ts';

// Files with placeholders or `#if` blocks; everything else (images) is copied byte for byte. `gitignore` has no extension.
const TEXT_EXTENSIONS = ['.ts', '.json', '.md', '.yml', ''];

/** The template's folder of blog content, left out by `--no-blog`. */
const BLOG_FOLDER = 'content/blog/';

/** The files of a template folder: relative paths with forward slashes, sorted. */
export async function templateFiles(templateDir: string): Promise<string[]> {
  const entries = await readdir(templateDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(templateDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * Writes every file of the template into `targetDir` (created when missing) and returns their relative paths. A file
 * that already exists is never overwritten: writing it throws (the caller checked the folder was empty).
 */
export async function writeScaffold(
  templateDir: string,
  targetDir: string,
  values: ScaffoldValues,
  flags: ScaffoldFlags,
): Promise<string[]> {
  const written: string[] = [];
  for (const relPath of await templateFiles(templateDir)) {
    if (!flags.blog && relPath.startsWith(BLOG_FOLDER)) continue;
    const source = await readFile(path.join(templateDir, relPath));
    const extension = path.extname(relPath);
    const contents = TEXT_EXTENSIONS.includes(extension)
      ? renderText(source.toString('utf8'), extension, values, flags)
      : source;
    const target = renderPath(relPath, values);
    const file = path.join(targetDir, ...target.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents, { flag: 'wx' });
    written.push(target);
  }
  return written;
}

/** An npm package name made from a folder name (`My Docs` → `my-docs`). */
export function packageNameFor(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[-._~]+|[-._~]+$/g, '')
    .slice(0, 214);
  return name || 'my-docs';
}

/** A site title made from a folder name (`my-docs` → `My Docs`). */
export function titleFor(folder: string): string {
  const words = folder.split(/[\s_.-]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  if (words.length === 0) return 'My Docs';
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}
