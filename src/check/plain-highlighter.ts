import { bundledLanguages } from 'shiki';
import { renderPlain, type CodeHighlighter } from '../markdown/highlight.ts';

// The same plain-text names as the real highlighter: no colours and no warning.
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/**
 * A highlighter for runs that never show code (`docsgen check`): it knows the same languages as the real one
 * (so the same "language not loaded" warnings appear) but loads no grammar engine and colours nothing.
 */
export async function createPlainHighlighter(languages: readonly string[]): Promise<CodeHighlighter> {
  const requested = [...new Set(languages.map((lang) => lang.toLowerCase()))];
  const loaded = new Set<string>();
  for (const lang of requested) {
    if (PLAIN_LANGUAGES.has(lang) || !Object.hasOwn(bundledLanguages, lang)) continue;
    // A language module lists the language and the ones it embeds, as shiki would load them.
    const registrations = (await bundledLanguages[lang as keyof typeof bundledLanguages]()).default;
    for (const registration of registrations) {
      loaded.add(registration.name);
      for (const alias of registration.aliases ?? []) loaded.add(alias);
    }
  }
  const supportOf: CodeHighlighter['supportOf'] = (lang) => {
    if (PLAIN_LANGUAGES.has(lang)) return 'plain';
    if (loaded.has(lang)) return 'highlighted';
    return Object.hasOwn(bundledLanguages, lang) ? 'not-loaded' : 'unknown';
  };
  return { supportOf, highlight: (code) => renderPlain(code) };
}
