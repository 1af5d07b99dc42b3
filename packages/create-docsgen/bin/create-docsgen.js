#!/usr/bin/env node
// Launcher only: the program is bundled into dist/ by build.mjs (the package's prepack).
await import('../dist/create-docsgen.js');
