// Reading mkdocs.yml: YAML with the tags MkDocs configs use (`!!python/name:…` for a Python object, `!ENV` for an
// environment variable), which a plain YAML reader refuses.
import { readFile } from 'node:fs/promises';
import yaml from 'js-yaml';

/** The config file names MkDocs looks for. */
export const MKDOCS_CONFIG_NAMES = ['mkdocs.yml', 'mkdocs.yaml'];

/** A Python object named by a `!!python/…` tag: docsgen cannot run it, only name it. */
export interface PythonReference {
  python: string;
}

/** True for a value read from a `!!python/…` tag. */
export function isPythonReference(value: unknown): value is PythonReference {
  return typeof value === 'object' && value !== null && 'python' in value;
}

const KINDS = ['scalar', 'sequence', 'mapping'] as const;

const pythonTypes = KINDS.map(
  (kind) =>
    new yaml.Type('tag:yaml.org,2002:python/', {
      kind,
      multi: true,
      construct: (_data: unknown, tag?: string): PythonReference => ({
        python: (tag ?? '').replace('tag:yaml.org,2002:python/', ''),
      }),
    }),
);

// `!ENV NAME` or `!ENV [NAME, OTHER, default]`: the variable's value here when it is set, else the default.
const envTypes = (['scalar', 'sequence'] as const).map(
  (kind) =>
    new yaml.Type('!ENV', {
      kind,
      construct: (data: unknown): unknown => {
        const names = Array.isArray(data) ? data : [data];
        for (const name of names.slice(0, Array.isArray(data) && names.length > 1 ? -1 : undefined))
          if (typeof name === 'string' && process.env[name] !== undefined) return process.env[name];
        return Array.isArray(data) && names.length > 1 ? names[names.length - 1] : null;
      },
    }),
);

const MKDOCS_SCHEMA = yaml.JSON_SCHEMA.extend([...pythonTypes, ...envTypes]);

/** Parses the text of an mkdocs.yml. */
export function parseMkdocsConfig(text: string, fileName: string): unknown {
  return yaml.load(text, { schema: MKDOCS_SCHEMA, filename: fileName });
}

/** Reads and parses an mkdocs.yml. */
export async function loadMkdocsConfig(file: string): Promise<unknown> {
  return parseMkdocsConfig(await readFile(file, 'utf8'), file);
}
