// The starter sites `docsgen init` and `npm create docsgen` can write: a name (the `--template` flag) and the folder
// under `templates/` holding its files, in docsgen's package and in create-docsgen's.

/** Template name → its folder under `templates/`. */
export const STARTER_TEMPLATES = {
  /** Docs with a category, a blog with an author, a home page. */
  default: 'init',
} as const;

/** A name of STARTER_TEMPLATES. */
export type StarterTemplate = keyof typeof STARTER_TEMPLATES;
