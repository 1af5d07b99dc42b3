// Index text reaches the page only as text nodes: checked with a minimal DOM that refuses innerHTML.
import { describe, expect, it } from 'vitest';
import { appendHighlighted, appendResultBody, describeResult } from '../../../src/client/search/render.ts';
import type { SearchResult } from '../../../src/shared/search-protocol.ts';
import { buildMemoryIndex, memoryEngine, record } from './chunked-helpers.ts';

class FakeText {
  constructor(readonly data: string) {}
}

class FakeElement {
  className = '';
  children: (FakeElement | FakeText)[] = [];
  constructor(
    readonly tagName: string,
    readonly ownerDocument: FakeDocument,
  ) {}
  set textContent(text: string) {
    this.children = [new FakeText(text)];
  }
  set innerHTML(_html: string) {
    throw new Error('innerHTML must not be used for search text');
  }
  insertAdjacentHTML(): void {
    throw new Error('insertAdjacentHTML must not be used for search text');
  }
  appendChild(child: FakeElement | FakeText): void {
    this.children.push(child);
  }
}

class FakeDocument {
  createElement = (tag: string): FakeElement => new FakeElement(tag, this);
  createTextNode = (data: string): FakeText => new FakeText(data);
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function serialize(node: FakeElement | FakeText): string {
  if (node instanceof FakeText) return escape(node.data);
  const attributes = node.className ? ` class="${node.className}"` : '';
  return `<${node.tagName}${attributes}>${node.children.map(serialize).join('')}</${node.tagName}>`;
}

const HOSTILE_TITLE = '<img src=x onerror=alert(1)> knob';
const HOSTILE_TEXT = '</script><script>alert(1)</script> &amp;<b>knob</b>';

describe('rendering search text', () => {
  it('puts highlights in <mark> around text nodes', () => {
    const parent = new FakeDocument().createElement('span');
    appendHighlighted(parent as unknown as Element, '<b>knob</b>', [[3, 4]]);
    expect(serialize(parent)).toBe('<span>&lt;b&gt;<mark>knob</mark>&lt;/b&gt;</span>');
  });

  it('renders hostile index text from a real search as text', () => {
    const engine = memoryEngine(
      buildMemoryIndex([
        {
          context: '',
          records: [
            record(
              ['/docs/x', HOSTILE_TITLE, ['<i>crumb</i>'], '', []],
              [['a', '<svg onload=alert(1)>', HOSTILE_TEXT]],
            ),
          ],
        },
      ]),
    );
    const { results } = engine.run({
      query: 'knob',
      scope: { context: null, version: 'current', tags: [] },
      limit: 8,
      snippetLength: 50,
      related: false,
    });
    expect(results.map((r) => r.type)).toEqual(['title', 'content']);
    const html = results.map((result) => {
      const parent = new FakeDocument().createElement('a');
      appendResultBody(parent as unknown as Element, result, 'r');
      return serialize(parent);
    });
    expect(html).toEqual([
      '<a><span class="r__title">&lt;img src=x onerror=alert(1)&gt; <mark>knob</mark></span><span class="r__path">&lt;i&gt;crumb&lt;/i&gt;</span></a>',
      '<a><span class="r__title">&lt;svg onload=alert(1)&gt;</span><span class="r__path">&lt;i&gt;crumb&lt;/i&gt; › &lt;img src=x onerror=alert(1)&gt; knob</span>' +
        '<span class="r__snippet">…&amp;amp;&lt;b&gt;<mark>knob</mark>&lt;/b&gt;</span></a>',
    ]);
  });

  it('describes each type with a title line, a path and a snippet', () => {
    const base: SearchResult = {
      type: 'title',
      url: '/p',
      page: 'Page',
      section: '',
      breadcrumb: ['Cat'],
      context: '',
      versionLabel: '',
      text: 'Page',
      highlights: [[0, 4]],
      terms: ['page'],
      score: 0,
    };
    expect(describeResult(base)).toEqual({
      title: 'Page',
      titleHighlights: [[0, 4]],
      path: 'Cat',
      snippet: undefined,
    });
    expect(describeResult({ ...base, type: 'heading', section: 'Part', text: 'Part' })).toMatchObject({
      title: 'Part',
      path: 'Cat › Page',
    });
    expect(
      describeResult({ ...base, type: 'content', section: 'Part', text: '…x…', highlights: [[1, 1]] }),
    ).toEqual({
      title: 'Part',
      titleHighlights: [],
      path: 'Cat › Page',
      snippet: { text: '…x…', highlights: [[1, 1]] },
    });
  });
});
