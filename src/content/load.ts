import { readFileSync } from 'node:fs';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseSource } from './frontmatter.ts';
import type { ParsedSource, SourceFile } from './types.ts';
import { errorCode } from './walk.ts';
import { appendAll } from '../shared/append-all.ts';

/** Decodes UTF-8; invalid bytes become U+FFFD and `badLine` names the first line (1-based) that held one. */
export function decodeUtf8(bytes: Uint8Array): { text: string; badLine: number | undefined } {
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes),
      badLine: undefined,
    };
  } catch {
    const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
    return { text, badLine: findBadLine(bytes) };
  }
}

// Decodes line by line (split on LF, which never occurs inside a multi-byte sequence) to find the first bad one.
function findBadLine(bytes: Uint8Array): number {
  const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    try {
      strict.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
  }
  return 1;
}

/**
 * The largest markdown file docsgen renders (16 MB). Rendering is linear, but a page that size is no page a reader
 * opens, and its search text, HTML and cache entry would each be as large again (a 50 MB page took 17 s of CPU).
 */
export const MAX_SOURCE_BYTES = 16 * 1024 * 1024;

function readSource(source: SourceFile): { parsed: ParsedSource | undefined; diagnostics: Diagnostic[] } {
  let bytes: Uint8Array;
  try {
    // Synchronously: content files are small, and one read call beats the thread pool's open/stat/read/close trips.
    bytes = readFileSync(source.absPath);
  } catch (error) {
    const code = errorCode(error);
    const message =
      code === 'ENOENT'
        ? 'file was deleted after the content folder was scanned; run the build again'
        : code === 'EACCES' || code === 'EPERM'
          ? 'cannot read this file (permission denied); fix its permissions or move it out of the content folder'
          : `cannot read this file (${code}); check the file system`;
    const diagnostic = createDiagnostic(
      'error',
      code === 'ENOENT' ? 'file-vanished' : 'file-unreadable',
      source.file,
      message,
    );
    return { parsed: undefined, diagnostics: [diagnostic] };
  }
  if (bytes.length > MAX_SOURCE_BYTES) {
    const mb = (bytes.length / (1024 * 1024)).toFixed(1);
    const message = `file is ${mb} MB, more than the ${MAX_SOURCE_BYTES / (1024 * 1024)} MB a page may have; split it into several pages`;
    return {
      parsed: undefined,
      diagnostics: [createDiagnostic('error', 'file-too-large', source.file, message)],
    };
  }
  const decoded = decodeUtf8(bytes);
  const { badLine } = decoded;
  // A file with NUL bytes is binary, not text in another encoding: rendering its bytes would only add noise (stray `$`
  // read as math, `<` as HTML), so its page is left empty and this one warning says why.
  const binary = badLine !== undefined && bytes.includes(0);
  const text = binary ? '' : decoded.text;
  const result = parseSource(source, text);
  if (badLine === undefined) return result;
  const warning = createDiagnostic(
    'warning',
    'invalid-utf8',
    source.file,
    binary
      ? 'file is binary, not text (it holds NUL bytes); its page is left empty: save it as UTF-8 text, or move it out of the content folder'
      : 'file is not valid UTF-8; the bad bytes are shown as "\uFFFD"; save the file as UTF-8',
    badLine,
  );
  return { parsed: result.parsed, diagnostics: [warning, ...result.diagnostics] };
}

/** Reads and parses content files; results keep the input order, read failures become diagnostics. */
export async function loadSources(
  files: SourceFile[],
): Promise<{ parsed: ParsedSource[]; diagnostics: Diagnostic[] }> {
  const parsed: ParsedSource[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const result = readSource(file);
    if (result.parsed) parsed.push(result.parsed);
    appendAll(diagnostics, result.diagnostics);
  }
  return { parsed, diagnostics };
}
