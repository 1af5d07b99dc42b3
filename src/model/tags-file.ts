// The blog's tags file (Docusaurus' tags.yml): for each tag key, the label shown, a description and a permalink.
import { readYamlFile } from './yaml-file.ts';
import { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
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
  const diagnostics: Diagnostic[] = [];
  const read = await readYamlFile(file, relFile, 'tags-yaml');
  if ('error' in read) return { tags, diagnostics: [read.error] };
  const { data } = read;
  if (data === null || data === undefined) return { tags, diagnostics };
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      createDiagnostic(
        'error',
        'tags-invalid',
        relFile,
        'the tags file must map tag keys to { label, description, permalink }',
      ),
    );
    return { tags, diagnostics };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const parsed = definition.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || 'value';
      diagnostics.push(
        createDiagnostic('error', 'tags-invalid', relFile, `tag "${key}": ${field} ${issue.message}`),
      );
      continue;
    }
    tags.set(key, {
      label: parsed.data?.label ?? key,
      description: parsed.data?.description,
      permalink: parsed.data?.permalink?.replace(/^\/+|\/+$/g, ''),
    });
  }
  return { tags, diagnostics };
}
