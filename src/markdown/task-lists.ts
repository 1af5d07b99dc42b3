import type { StateCore, Token } from 'markdown-it';

const TASK_MARKER = /^\[([ xX])\](?=\s|$)\s*/;

/** Core rule: `- [ ] text` / `- [x] text` list items become disabled checkboxes inside a label. */
export function taskListsRule(state: StateCore): void {
  const tokens = state.tokens;
  const lists: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') lists.push(token);
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') lists.pop();
    else if (token.type === 'inline' && isFirstInListItem(tokens, i)) {
      const checked = takeTaskMarker(state, token);
      if (checked === undefined) continue;
      tokens[i - 2]!.attrJoin('class', 'task-list-item');
      const list = lists[lists.length - 1];
      if (list && !list.attrGet('class')?.includes('contains-task-list'))
        list.attrJoin('class', 'contains-task-list');
    }
  }
}

/** Render rule for the checkbox token this plugin inserts. */
export function renderTaskCheckbox(tokens: Token[], idx: number): string {
  const checked = tokens[idx]!.meta === true ? ' checked' : '';
  return `<input class="task-list-item-checkbox" type="checkbox" disabled${checked}> `;
}

function isFirstInListItem(tokens: Token[], index: number): boolean {
  return tokens[index - 1]?.type === 'paragraph_open' && tokens[index - 2]?.type === 'list_item_open';
}

function takeTaskMarker(state: StateCore, inline: Token): boolean | undefined {
  const children = inline.children;
  const first = children?.[0];
  if (!children || first?.type !== 'text') return undefined;
  const match = TASK_MARKER.exec(first.content);
  if (!match) return undefined;
  first.content = first.content.slice(match[0].length);
  const labelOpen = new state.Token('task_label_open', 'label', 1);
  labelOpen.attrSet('class', 'task-list-item-label');
  const checkbox = new state.Token('task_checkbox', 'input', 0);
  checkbox.meta = match[1] !== ' ';
  const labelClose = new state.Token('task_label_close', 'label', -1);
  children.unshift(labelOpen, checkbox);
  children.push(labelClose);
  return checkbox.meta === true;
}
