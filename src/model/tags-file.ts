// The blog's tags file (Docusaurus' tags.yml): for each tag key, the label shown, a description and a permalink.
import { readYamlMap } from './yaml-file.ts';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { findSlugProblem } from '../shared/safe-path.ts';

/** A tag as the tags file describes it. */
export interface TagDefinition {
  label: string;
  description: string | undefined;
  /** Path under the tags route (`/releases` → `/blog/tags/releases`), when set. */
  permalink: string | undefined;
}

const text = z.string().refine((s) => s.trim() !== '', { message: 'is empty' });
const definition = z.union([
  z.null(),
  z.strictObject({
    label: text.optional(),
    description: text.optional(),
    permalink: text
      .refine((p) => findSlugProblem(p) === undefined, { message: 'is not a plain path' })
      .optional(),
  }),
]);

/** Reads the tags file; a missing file (undefined) means no definitions. */
export async function loadTagsFile(
  file: string | undefined,
  relFile: string,
): Promise<{ tags: Map<string, TagDefinition>; diagnostics: Diagnostic[] }> {
  const tags = new Map<string, TagDefinition>();
  if (!file) return { tags, diagnostics: [] };
  const { entries, diagnostics } = await readYamlMap(file, relFile, {
    yamlCode: 'tags-yaml',
    invalidCode: 'tags-invalid',
    schema: definition,
    notAMap: 'the tags file must map tag keys to { label, description, permalink }',
    emptyIsNone: true,
    invalidEntry: (key, field, message) => `tag "${key}": ${field} ${message}`,
  });
  for (const [key, value] of entries) {
    tags.set(key, {
      label: value?.label ?? key,
      description: value?.description,
      permalink: value?.permalink?.replace(/^\/+|\/+$/g, ''),
    });
  }
  return { tags, diagnostics };
}
