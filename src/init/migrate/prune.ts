// Checks the mapped config against docsgen's own schema and takes out each value it refuses (a Docusaurus value
// docsgen reads differently), so that the written config always loads; each one taken out is noted.
import { userConfigSchema } from '../../config/schema.ts';
import { formatKeyPath } from '../../config/resolve.ts';
import { isRecord, type NoteSink } from './notes.ts';

// Each round removes at least one value; a config has far fewer values than this.
const MAX_ROUNDS = 200;

/** Removes the values docsgen's schema refuses; returns the config that passes. */
export function pruneToSchema(config: Record<string, unknown>, sink: NoteSink): Record<string, unknown> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = userConfigSchema.safeParse(config, { jitless: true });
    if (result.success) return config;
    const issue = result.error.issues[0]!;
    // An unknown key is reported at its object; the key itself is what goes.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const at = deepestItem(key === undefined ? [...issue.path] : [...issue.path, key]);
      if (at.length === 0 || !removeAt(config, at))
        throw new Error(`the mapped config is not valid: ${issue.message}`);
      sink.note(`${formatKeyPath(at)} (${issue.message})`);
    }
  }
  throw new Error('the mapped config could not be made valid');
}

// A bad field of a list item (a navbar link without a label) takes the whole item out: the item needs its fields.
function deepestItem(at: PropertyKey[]): PropertyKey[] {
  const last = at.findLastIndex((key) => typeof key === 'number');
  return last === -1 ? at : at.slice(0, last + 1);
}

function removeAt(root: Record<string, unknown>, at: readonly PropertyKey[]): boolean {
  let parent: unknown = root;
  for (const key of at.slice(0, -1)) {
    if (!isRecord(parent) && !Array.isArray(parent)) return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  const last = at[at.length - 1]!;
  if (Array.isArray(parent) && typeof last === 'number') {
    parent.splice(last, 1);
    return true;
  }
  if (isRecord(parent) && typeof last === 'string' && last in parent) {
    delete parent[last];
    return true;
  }
  return false;
}
