// What a copy of a fixture site takes: other tests build some fixtures in place, so a fixture folder can hold a build
// cache and, for a moment, the module a build writes beside the config to load it (listed by the copy, then gone
// before it is copied: ENOENT).

/** `cp`'s filter for copying a fixture: everything but the build cache and the config modules a build left for a moment. */
export const fixtureFiles = (file: string): boolean =>
  !file.includes('.docsgen-cache') && !/\.docsgen\.config\.[^/\\]*\.tmp\.mjs$/.test(file);
