import type MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';
import { createMarkdownRenderer } from '../../../src/markdown/index.ts';
import { markdownExtensionsOf, markdownSettingsKey } from '../../../src/plugins/markdown.ts';
import type { DocsgenPlugin, MarkdownPluginEntry } from '../../../src/plugins/types.ts';
import { createPlainHighlighter } from '../../../src/markdown/plain-highlighter.ts';

const minimal = { title: 'Site', url: 'https://docs.example.com' };

/** A markdown-it plugin that appends `suffix` (its option) to every text token. */
function suffixText(md: MarkdownIt, suffix = '!'): void {
  md.core.ruler.push('suffix_text', (state) => {
    for (const block of state.tokens)
      for (const token of block.children ?? []) if (token.type === 'text') token.content += suffix;
  });
}

function optionsWith(user: object) {
  return resolveConfig(validateUserConfig({ ...minimal, ...user }, 'docsgen.config.ts'), {
    configFile: null,
    rootDir: '/tmp/x',
  }).markdown;
}

async function render(user: object, body: string): Promise<string> {
  const options = optionsWith(user);
  const renderer = await createMarkdownRenderer(options, await createPlainHighlighter(options.codeLanguages));
  return renderer
    .render(body, {
      file: 'a.md',
      bodyLineOffset: 0,
      resolveLink: (t) => t,
      resolveImage: () => undefined,
    })
    .html.trim();
}

describe('markdown extensions', () => {
  it('apply markdown.plugins (with their options) and then each plugin’s extendMarkdown, after docsgen’s rules', async () => {
    const order: string[] = [];
    const plugin: DocsgenPlugin = {
      name: 'last',
      extendMarkdown: (md) => {
        order.push('extendMarkdown');
        suffixText(md, '?');
      },
    };
    const html = await render(
      {
        markdown: { plugins: [suffixText, [suffixText, ' (option)']] },
        plugins: [plugin],
      },
      'A *b*',
    );
    expect(html).toBe('<p>A ! (option)?<em>b! (option)?</em></p>');
    expect(order).toEqual(['extendMarkdown']);
  });

  it('name the failing markdown.plugins entry or plugin hook (exit 1)', async () => {
    const failing = () => {
      throw new Error('needs markdown-it 15');
    };
    for (const [user, message] of [
      [{ markdown: { plugins: [suffixText, failing] } }, 'markdown.plugins[1] failed: needs markdown-it 15'],
      [
        { plugins: [{ name: 'p', extendMarkdown: failing }] },
        'plugin "p" failed in extendMarkdown(): needs markdown-it 15',
      ],
    ] as const) {
      const error = await render(user, 'x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DiagnosticError);
      expect((error as DiagnosticError).exitCode).toBe(1);
      expect((error as DiagnosticError).diagnostics.map((d) => d.message)).toEqual([message]);
    }
  });

  it('get a settings key that changes with the plugin, its options and its order', () => {
    const other = (md: MarkdownIt) => suffixText(md, '.');
    const key = (entries: MarkdownPluginEntry[]) =>
      markdownSettingsKey(optionsWith({ markdown: { plugins: entries } }));
    const keys = [
      key([]),
      key([suffixText]),
      key([[suffixText, '?']]),
      key([[suffixText, '!']]),
      key([suffixText, other]),
      key([other, suffixText]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key([[suffixText, '?']])).toBe(keys[2]);
  });

  it('are collected in order: markdown.plugins first, then the plugins with extendMarkdown', () => {
    const extend = () => undefined;
    const list = markdownExtensionsOf(
      [suffixText, [suffixText, 1]],
      [{ name: 'none' }, { name: 'x', extendMarkdown: extend }],
    );
    expect(
      list.map((e) => (e.from === 'plugin' ? e.name : `${e.index} ${JSON.stringify(e.options)}`)),
    ).toEqual(['0 []', '1 [1]', 'x']);
  });
});

describe('plugin config validation', () => {
  function errorsOf(raw: object): string[] {
    try {
      validateUserConfig({ ...minimal, ...raw }, 'docsgen.config.ts');
    } catch (error) {
      expect((error as DiagnosticError).exitCode).toBe(2);
      return (error as DiagnosticError).diagnostics.map((d) => d.message);
    }
    return [];
  }

  it('names the markdown.plugins entry that is not a plugin', () => {
    expect(errorsOf({ markdown: { plugins: [suffixText, 'markdown-it-deflist', [{}]] } })).toEqual([
      'config field markdown.plugins[1]: expected a markdown-it plugin: a function, or [function, options]',
      'config field markdown.plugins[2]: expected a markdown-it plugin: a function, or [function, options]',
    ]);
  });

  it('names the plugin without a name and the hook that is not a function', () => {
    expect(
      errorsOf({ plugins: [{ name: 'ok' }, { routes: () => [] }, { name: 'x', postBuild: 'deploy' }] }),
    ).toEqual([
      "config field plugins[1].name: expected the plugin's name (text)",
      'config field plugins[2].postBuild: expected a function',
    ]);
  });

  it('keeps each plugin object itself', () => {
    class Counter {
      name = 'counter';
      routes() {
        return [];
      }
    }
    const plugin = new Counter();
    const user = validateUserConfig({ ...minimal, plugins: [plugin] }, 'docsgen.config.ts');
    expect(user.plugins?.[0]).toBe(plugin);
  });
});
