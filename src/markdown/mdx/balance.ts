// Closing tags inside markdown containers. MDX authors indent `</TabItem>` like its opening tag, and after a list that
// indented line is read by markdown-it as part of the last list item. A closing tag ends every block opened after its
// element: this rule closes those blocks there and drops their own closing tokens when they come.
import { appendAll } from '../../shared/append-all.ts';
import type { StateCore, Token } from 'markdown-it';
import { getRenderEnv } from '../env.ts';

/** Core rule (after `block`): moves each MDX closing tag out of the lists and quotes opened after its element. */
export function balanceMdxRule(state: StateCore): void {
  if (!getRenderEnv(state.env).mdx || !state.tokens.some((t) => t.type === 'mdx_close')) return;
  const out: Token[] = [];
  const open: Token[] = [];
  // Blocks closed early, whose own closing tokens are still to come.
  const closedEarly: Token[] = [];
  for (const token of state.tokens) {
    if (token.nesting === 1) {
      open.push(token);
      out.push(token);
    } else if (token.nesting === -1) {
      const early = closedEarly.at(-1);
      if (
        token.type !== 'mdx_close' &&
        early &&
        closesToken(token, early) &&
        !closesToken(token, open.at(-1))
      ) {
        closedEarly.pop();
        continue;
      }
      const at = token.type === 'mdx_close' ? open.findLastIndex((t) => t.meta === token.meta) : -1;
      const popped: Token[] = [];
      while (at !== -1 && open.length - 1 > at) {
        const inner = open.pop()!;
        out.push(closingOf(state, inner));
        popped.push(inner);
      }
      // Their own closing tokens come innermost first.
      appendAll(closedEarly, popped.reverse());
      open.pop();
      out.push(token);
    } else out.push(token);
  }
  state.tokens = out;
}

function closesToken(close: Token, open: Token | undefined): boolean {
  return (
    open !== undefined && close.level === open.level && close.type === open.type.replace(/_open$/, '_close')
  );
}

function closingOf(state: StateCore, open: Token): Token {
  const close = new state.Token(open.type.replace(/_open$/, '_close'), open.tag, -1);
  close.level = open.level;
  close.block = open.block;
  close.markup = open.markup;
  return close;
}
