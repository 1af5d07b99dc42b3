/**
 * A document fragment holding `nodes` (moved into it, in order): pass it to `append` or `replaceChildren` instead of
 * spreading a list of unknown length into the call's arguments, which overflows the stack on very long lists.
 */
export function fragmentOf(doc: Document, nodes: Iterable<Node>): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const node of nodes) fragment.append(node);
  return fragment;
}
