// Reading a YAML data file of the content (authors, tags): its data, or one error at the line and column YAML names.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';

/** Parses `file` as YAML (JSON types only): its data, or the error `code` at the place the parser stopped. */
export async function readYamlFile(
  file: string,
  relFile: string,
  code: DiagnosticCode,
): Promise<{ data: unknown } | { error: Diagnostic }> {
  try {
    return {
      data: yaml.load(await readFile(file, 'utf8'), {
        schema: yaml.JSON_SCHEMA,
        filename: path.basename(file),
      }),
    };
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const message = `invalid YAML: ${(error as Error).message.split('\n')[0]}`;
    return {
      error: createDiagnostic(
        'error',
        code,
        relFile,
        message,
        (mark?.line ?? 0) + 1,
        (mark?.column ?? 0) + 1,
      ),
    };
  }
}
