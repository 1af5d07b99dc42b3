// book.toml's preprocessors and renderers: those whose work docsgen does itself (links, index, Mermaid, KaTeX, the
// link check, the HTML renderer) stay quiet; every other one, and the `output.html` settings docsgen's theme has no
// counterpart for, is noted with what is lost.
import { isRecord, textOf, type NoteSink } from '../notes.ts';

// Preprocessor → why nothing is lost (docsgen's own markdown or the mdBook dialect does its work).
const CARRIED_PREPROCESSORS: Record<string, string> = {
  links: 'the mdBook dialect',
  index: 'README.md is its folder’s page',
  mermaid: 'mermaid fences',
};
// Preprocessor → what is seen instead, for well-known ones.
const PREPROCESSOR_NOTES: Record<string, string> = {
  katex: '$…$ math stays as written; the mdBook dialect typesets MathJax’s \\( \\) and \\[ \\]',
  admonish: '```admonish fences show as code blocks; > [!NOTE] alerts render',
  toc: 'the <!-- toc --> marker shows nothing; the page’s own table of contents is beside it',
};
const RENDERERS_CARRIED = new Set(['html', 'linkcheck', 'linkcheck2']);

const HTML_NOTES: Record<string, string> = {
  theme:
    'a custom theme folder (its templates and styles are not carried: use theme.customCss and theme.components)',
  'additional-js': 'scripts added to every page (add them as head script tags with src in the static folder)',
  playground: "the Rust examples show without mdBook's Run and edit buttons",
  playpen: "the Rust examples show without mdBook's Run and edit buttons",
  code: 'per-language hidden-line prefixes (only Rust’s `# ` lines are hidden)',
  print: 'the print page of the whole book',
  'smart-punctuation': 'curly quotes and dashes (text shows as typed)',
  'curly-quotes': 'curly quotes (text shows as typed)',
  'sidebar-header-nav': 'the page’s headings under its sidebar entry',
};

/** Notes what book.toml asks of preprocessors, renderers and `output.html` that docsgen does not do. */
export function noteBackends(raw: Record<string, unknown>, sink: NoteSink): void {
  const preprocessors = isRecord(raw.preprocessor) ? raw.preprocessor : {};
  for (const [name, options] of Object.entries(preprocessors)) {
    if (CARRIED_PREPROCESSORS[name]) continue;
    const command = isRecord(options) ? textOf(options.command) : undefined;
    const known = PREPROCESSOR_NOTES[name];
    if (known) {
      sink.note(`preprocessor.${name} (docsgen runs no mdBook preprocessor: ${known})`);
      continue;
    }
    sink.note(
      `preprocessor.${name}${command ? `, command "${command}"` : ''} (docsgen runs no mdBook preprocessor: what it adds to or changes in the chapters is missing)`,
    );
  }
  const output = isRecord(raw.output) ? raw.output : {};
  for (const name of Object.keys(output))
    if (!RENDERERS_CARRIED.has(name))
      sink.note(`output.${name} (docsgen builds HTML only: this renderer's output is not made)`);
  const html = isRecord(output.html) ? output.html : {};
  for (const [key, what] of Object.entries(HTML_NOTES))
    if (html[key] !== undefined && html[key] !== false) sink.note(`output.html.${key} (${what})`);
  const build = isRecord(raw.build) ? raw.build : {};
  if (build['use-default-preprocessors'] === false)
    sink.note(
      'build.use-default-preprocessors = false (the mdBook dialect still reads {{#include}} and friends)',
    );
}

/** The `output.html` keys whose note `noteBackends` writes. */
export const HTML_NOTED = Object.keys(HTML_NOTES);
