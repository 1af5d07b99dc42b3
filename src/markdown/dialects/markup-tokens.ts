// The tokens of a page that hold its text and raw HTML, each with the line range of the block it stands in: what
// the dialects' "this would be expanded by another tool" warnings read.
import type { Token } from 'markdown-it';

/** Calls `visit` with each block token and each inline child that follows a token with a line range, and that range. */
export function forEachMappedToken(
  tokens: readonly Token[],
  visit: (token: Token, map: [number, number]) => void,
): void {
  let map: [number, number] | null = null;
  for (const token of tokens) {
    if (token.map) map = token.map;
    if (!map) continue;
    if (token.type !== 'inline') visit(token, map);
    else for (const child of token.children ?? []) visit(child, map);
  }
}
