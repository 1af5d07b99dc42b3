// markdown-it-emoji's table of shortcodes (`smile` → 😄), which ships without typings.
declare module 'markdown-it-emoji/lib/data/full.mjs' {
  const emoji: Record<string, string>;
  export default emoji;
}
