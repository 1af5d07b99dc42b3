// Reading a JSX element that stands in text. In MDX its children are markdown, where `\{` is an escaped brace, not an
// expression (Starlight writes `<code>\{ [key: string]: T \}</code>`): when acorn refuses the element, it reads it
// again with each such escape blanked out (the children are taken from the page's own text, escapes and all).
import { MdxError, parseElementAt, parseOpeningTagAt, type JsxElementNode } from './ast.ts';

/** The element at `pos`, read again with markdown's escapes masked when acorn refuses it as written. */
export function parseInlineElementAt(src: string, pos: number): JsxElementNode {
  try {
    return parseElementAt(src, pos);
  } catch (error) {
    const masked = maskMarkdownEscapes(src, pos);
    if (!(error instanceof MdxError) || masked === src) throw error;
    try {
      return parseElementAt(masked, pos);
    } catch {
      throw error;
    }
  }
}

// `\{`, `\}`, `\<` and `\>` blanked out, and so is a `}` that closes no `{` (text in MDX, a syntax error to acorn).
function maskMarkdownEscapes(src: string, pos: number): string {
  let out = src.slice(0, pos);
  let depth = 0;
  for (let i = pos; i < src.length; i++) {
    const char = src[i]!;
    if (char === '\\' && '{}<>'.includes(src[i + 1] ?? '')) {
      out += '  ';
      i++;
    } else if (char === '}' && depth === 0) {
      out += ' ';
    } else {
      if (char === '{') depth++;
      else if (char === '}') depth--;
      out += char;
    }
  }
  return out;
}

/** The void element at `pos` (`<br>`, `<img …>`): it has no closing tag and ends with its opening tag. */
export function parseVoidAt(src: string, pos: number): JsxElementNode {
  const { element, end } = parseOpeningTagAt(src, pos);
  element.end = end;
  element.closingElement = null;
  return element;
}
