// The viewports browser tests open pages at.

/** The desktop viewport (wide enough for the TOC column). */
export const DESKTOP = { width: 1280, height: 800 };
/** The mobile viewport (below the 996 px breakpoint). */
export const MOBILE = { width: 375, height: 740 };
