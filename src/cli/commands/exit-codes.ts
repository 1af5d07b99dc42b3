/**
 * Exit codes: 0 ok, 1 content errors, 2 usage or config errors, 3 the environment (a full disk, no permission), 70 a
 * bug in docsgen (EX_SOFTWARE), 130 interrupted.
 */
export const EXIT = { ok: 0, content: 1, usage: 2, environment: 3, bug: 70, interrupted: 130 } as const;
