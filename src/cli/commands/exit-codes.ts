/** Exit codes: 0 ok, 1 content errors, 2 usage or config errors, 130 interrupted. */
export const EXIT = { ok: 0, content: 1, usage: 2, interrupted: 130 } as const;
