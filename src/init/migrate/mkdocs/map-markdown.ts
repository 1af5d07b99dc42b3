// The `markdown_extensions` of mkdocs.yml: which of them docsgen's MkDocs dialect (or docsgen itself) renders, and a
// note for each one it does not.
import { isRecord, type NoteSink } from '../notes.ts';
import { isPythonReference } from './read-config.ts';

// Rendered by `markdown.dialect: 'mkdocs'` or by docsgen's own markdown (tables, fences, task lists, math, Mermaid).
const RENDERED = new Set([
  'admonition',
  'attr_list',
  'def_list',
  'fenced_code',
  'footnotes',
  'md_in_html',
  'meta',
  'sane_lists',
  'tables',
  'toc',
  'codehilite',
  'pymdownx.arithmatex',
  'pymdownx.blocks.admonition',
  'pymdownx.blocks.details',
  'pymdownx.blocks.tab',
  'pymdownx.details',
  'pymdownx.emoji',
  'pymdownx.highlight',
  'pymdownx.inlinehilite',
  'pymdownx.caret',
  'pymdownx.keys',
  'pymdownx.mark',
  'pymdownx.tilde',
  'pymdownx.snippets',
  'pymdownx.superfences',
  'pymdownx.tabbed',
  'pymdownx.tasklist',
]);

/** The name and options of one `markdown_extensions` entry (`name` or `{ name: options }`). */
export function extensionEntry(
  entry: unknown,
): { name: string; options: Record<string, unknown> } | undefined {
  if (typeof entry === 'string') return { name: entry, options: {} };
  if (!isRecord(entry) || Object.keys(entry).length !== 1) return undefined;
  const [name, options] = Object.entries(entry)[0]!;
  return { name, options: isRecord(options) ? options : {} };
}

/** The entries of a list of extensions or plugins, written as a list or (as MkDocs also accepts) a mapping. */
export function entriesOf(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  return isRecord(list) ? Object.entries(list).map(([name, options]) => ({ [name]: options })) : [];
}

/** Notes each extension docsgen does not render, and the options of those it does that change what it renders. */
export function noteMarkdownExtensions(list: unknown, sink: NoteSink): void {
  for (const entry of entriesOf(list)) {
    const extension = extensionEntry(entry);
    if (!extension) {
      sink.note(`markdown_extensions entry ${JSON.stringify(entry)} (not a name or { name: options })`);
      continue;
    }
    const name = extension.name.replace(/^markdown\.extensions\./, '');
    if (!RENDERED.has(name)) {
      sink.note(`markdown_extensions: ${name} (docsgen has no equivalent; its syntax shows as written)`);
      continue;
    }
    noteOptions(name, extension.options, sink);
  }
}

function noteOptions(name: string, options: Record<string, unknown>, sink: NoteSink): void {
  const base = options.base_path;
  if (
    name === 'pymdownx.snippets' &&
    base !== undefined &&
    String(base) !== '.' &&
    !(Array.isArray(base) && base.length === 1 && base[0] === '.')
  )
    sink.note(
      `markdown_extensions: pymdownx.snippets base_path ${JSON.stringify(base)} (docsgen reads snippets from the project folder)`,
    );
  if (name === 'toc' && isPythonReference(options.slugify))
    sink.note(
      `markdown_extensions: toc.slugify ${options.slugify.python} (heading ids follow Python-Markdown's default slugify)`,
    );
  if (name === 'md_in_html')
    sink.note(
      'markdown_extensions: md_in_html (markdown inside an HTML block renders when blank lines part it from the tags; markdown on the lines of the tags stays as written)',
    );
  if (name === 'pymdownx.caret')
    sink.note(
      'markdown_extensions: pymdownx.caret ^superscript^ (^^insert^^ renders; superscript stays as written)',
    );
  if (name === 'pymdownx.tilde')
    sink.note(
      'markdown_extensions: pymdownx.tilde ~subscript~ (~~delete~~ renders; subscript stays as written)',
    );
  if (name === 'pymdownx.emoji')
    sink.note(
      'markdown_extensions: pymdownx.emoji icons (:material-…:, :octicons-…:, :fontawesome-…:) show a placeholder and a markdown-missing-icon warning; emoji shortcodes render',
    );
  if (name === 'pymdownx.superfences' && Array.isArray(options.custom_fences)) {
    for (const fence of options.custom_fences) {
      const fenceName = isRecord(fence) ? fence.name : undefined;
      if (fenceName !== 'mermaid')
        sink.note(`markdown_extensions: pymdownx.superfences custom fence ${String(fenceName)}`);
    }
  }
  if (name === 'pymdownx.tabbed' && options.alternate_style !== true && options.alternate_style !== undefined)
    sink.note('markdown_extensions: pymdownx.tabbed styles (tabs take docsgen tab markup)');
}
