// The position type shared by the link checks of pages (links.ts) and of the config's layout (layout.ts).

/** Where a checked link was written: a file position and the page it appears on. */
export interface LinkOrigin {
  file: string;
  line: number;
  column: number;
  /** Route of the page the link is on (relative links are read against it). */
  route: string;
}
