import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

describe('tables', () => {
  it('renders GFM tables with alignment as classes, not inline styles', async () => {
    const result = await render(
      '| Left | Center | Right | None |\n|:-----|:------:|------:|------|\n| a | b | c | d |',
    );
    expect(result.html).toMatchInlineSnapshot(`
      "<table>
      <thead>
      <tr>
      <th class="text-left">Left</th>
      <th class="text-center">Center</th>
      <th class="text-right">Right</th>
      <th>None</th>
      </tr>
      </thead>
      <tbody>
      <tr>
      <td class="text-left">a</td>
      <td class="text-center">b</td>
      <td class="text-right">c</td>
      <td>d</td>
      </tr>
      </tbody>
      </table>
      "
    `);
    expect(result.html).not.toContain('style=');
  });
});

describe('strikethrough', () => {
  it('renders ~~text~~ as <s>', async () => {
    expect((await render('~~old~~ new')).html).toBe('<p><s>old</s> new</p>\n');
  });
});

describe('task lists', () => {
  it('renders disabled checkboxes in labels and marks the list', async () => {
    const result = await render('- [ ] todo\n- [x] done\n- [X] Done too\n- plain');
    expect(result.html).toMatchInlineSnapshot(`
      "<ul class="contains-task-list">
      <li class="task-list-item"><label class="task-list-item-label"><input class="task-list-item-checkbox" type="checkbox" disabled> todo</label></li>
      <li class="task-list-item"><label class="task-list-item-label"><input class="task-list-item-checkbox" type="checkbox" disabled checked> done</label></li>
      <li class="task-list-item"><label class="task-list-item-label"><input class="task-list-item-checkbox" type="checkbox" disabled checked> Done too</label></li>
      <li>plain</li>
      </ul>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it.each([
    ['empty task', '- [ ]', '<input class="task-list-item-checkbox" type="checkbox" disabled> </label>'],
    [
      'loose list',
      '- [x] a\n\n- [ ] b',
      '<p><label class="task-list-item-label"><input class="task-list-item-checkbox" type="checkbox" disabled checked> a</label></p>',
    ],
    ['ordered list', '1. [x] first', '<ol class="contains-task-list">'],
    [
      'nested list',
      '- parent\n  - [ ] child',
      '<ul class="contains-task-list">\n<li class="task-list-item">',
    ],
  ])('handles a %s', async (_name, markdown, expected) => {
    expect((await render(markdown)).html).toContain(expected);
  });

  it.each([
    ['no space after the marker', '- [x]done'],
    ['not at the start', '- a [x] b'],
    ['other letters', '- [y] maybe'],
    ['outside a list', '[x] not a task'],
  ])('leaves %s as text', async (_name, markdown) => {
    expect((await render(markdown)).html).not.toContain('checkbox');
  });

  it('keeps links in task items working', async () => {
    const result = await render('- [ ] read [b](./b.md)');
    expect(result.html).toContain('<a href="/docs/b">b</a></label>');
    expect(result.links).toHaveLength(1);
  });
});

describe('one renderer, many documents', () => {
  it('gives the same output for the same input (no state kept between renders)', async () => {
    const markdown = '# T\n\n## A\n\n- [ ] x\n\n:::tip\n[b](./b.md)\n:::\n\n```ts\nconst a = 1;\n```';
    const first = await render(markdown);
    await render('## A\n\n## A\n\n[missing](./nope.md)');
    expect(await render(markdown)).toEqual(first);
  });

  it('names the context file in diagnostics', async () => {
    const result = await render('[x](./nope.md)', { file: 'docs/guide/page.md' });
    expect(result.diagnostics[0]!.file).toBe('docs/guide/page.md');
  });
});
