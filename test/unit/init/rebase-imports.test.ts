import { describe, expect, it } from 'vitest';
import { rebaseImports } from '../../../src/init/migrate/rebase-imports.ts';

describe('rebaseImports', () => {
  it('makes relative imports name the same files from the new folder and leaves the others', () => {
    const text =
      'import code from \'../../../x/a.ts?raw\';\nimport Demo from "./demo.astro";\n' +
      "import { Tabs } from '@astrojs/starlight/components';\nimport '../style.css';\n\nSee '../../not-an-import'.";
    const out = rebaseImports(text, 'docs/fr/guide/page.mdx', 'i18n/fr/docs/guide/page.mdx');
    expect(out).toBe(
      'import code from \'../../../../x/a.ts?raw\';\nimport Demo from "../../../../docs/fr/guide/demo.astro";\n' +
        "import { Tabs } from '@astrojs/starlight/components';\nimport '../../../../docs/fr/style.css';\n\n" +
        "See '../../not-an-import'.",
    );
  });

  it('changes nothing when the folder stays the same', () => {
    expect(rebaseImports("import a from './a.ts';", 'x/p.mdx', 'x/q.mdx')).toBe("import a from './a.ts';");
  });
});
