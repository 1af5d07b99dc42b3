// V8 keeps a sliced or concatenated string as pointers into the strings it came from: a short front matter value cut
// from a file's text, or a highlighted line joined from pieces of a page's source, keeps that whole text alive.

/** A copy of `text` in one piece of its own, holding on to no other string (UTF-16 copies every code unit as is). */
export function ownString(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}
