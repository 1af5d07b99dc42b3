import { createCodeHighlighter, renderPlain, type CodeHighlighter } from './highlight.ts';

/**
 * A highlighter for runs that never show code (`docsgen check`): it knows the same languages as the real one
 * (so the same "language not loaded" warnings appear) but colours nothing.
 */
export async function createPlainHighlighter(languages: readonly string[]): Promise<CodeHighlighter> {
  const real = await createCodeHighlighter(languages);
  return { supportOf: real.supportOf, highlight: (code) => renderPlain(code) };
}
