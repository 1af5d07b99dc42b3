// `docsgen migrate <dir>`: writes a docsgen.config.ts beside a Docusaurus site's config, or prints it (--dry-run), and
// lists what it could not carry over. Loaded only when that command runs.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateSite, MigrationError } from '../../init/migrate/migrate.ts';
import type { VersionPlan } from '../../init/migrate/versions.ts';
import { writeTranslations } from '../../init/migrate/translations.ts';
import { writeVersions } from '../../init/migrate/versions.ts';
import { EXIT } from './exit-codes.ts';

/** The flags of `docsgen migrate`, as commander parses them. */
export interface MigrateFlags {
  dryRun?: boolean;
}

/** Where migrate reads and writes; the process's own by default. */
export interface MigrateIo {
  cwd: string;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

const CONFIG_NAME = 'docsgen.config.ts';

/** Migrates the Docusaurus site in `dir`; resolves to the exit code. */
export async function migrateCommand(
  dir: string,
  flags: MigrateFlags,
  io: MigrateIo = { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const siteDir = path.resolve(io.cwd, dir);
  const shown = path.relative(io.cwd, siteDir) || '.';
  const target = path.join(siteDir, CONFIG_NAME);
  if (!flags.dryRun && existsSync(target)) {
    io.stderr.write(
      `docsgen migrate: ${path.join(shown, CONFIG_NAME)} already exists; nothing was changed. Remove it to migrate again, or pass --dry-run to print the config.\n`,
    );
    return EXIT.usage;
  }
  let migration;
  try {
    migration = await migrateSite(siteDir);
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    io.stderr.write(`docsgen migrate: ${error.message}\n`);
    return EXIT.usage;
  }
  if (flags.dryRun) io.stdout.write(migration.source);
  else {
    await writeFile(target, migration.source, { flag: 'wx' });
    await writeTranslations(siteDir, migration.translations);
    await writeVersions(siteDir, migration.versions);
  }
  const out = flags.dryRun ? io.stderr : io.stdout;
  const made = flags.dryRun ? 'Made (not written)' : `Wrote ${path.join(shown, CONFIG_NAME)}`;
  out.write(`${made} from ${migration.madeFrom.join(' and ')}.\n`);
  const { copies, themeFiles } = migration.translations;
  if (copies.length + themeFiles.length > 0) {
    const would = flags.dryRun ? 'would be ' : '';
    out.write(
      `\nTranslations ${would}copied into docsgen's layout (the Docusaurus folders stay as they are):\n`,
    );
    for (const copy of copies) {
      const count = `${copy.files.length} file${copy.files.length === 1 ? '' : 's'}`;
      out.write(`  ${copy.from}/ → ${copy.to}/ (${count})\n`);
    }
    for (const file of themeFiles) {
      const count = Object.keys(file.strings).length;
      out.write(`  ${file.from} → ${file.to} (${count} theme string${count === 1 ? '' : 's'})\n`);
    }
  }
  writeVersionsReport(out, migration.versions, flags.dryRun === true);
  if (migration.notes.length > 0) {
    out.write(`\nNot carried over (${migration.notes.length}):\n`);
    for (const note of migration.notes) out.write(`  ${note.file}: ${note.what}\n`);
  }
  const cd = shown === '.' ? '' : `cd ${shown} && `;
  out.write(`\nNext: ${cd}npx docsgen build && npx docsgen check\n`);
  return EXIT.ok;
}

function writeVersionsReport(out: NodeJS.WritableStream, plan: VersionPlan, dryRun: boolean): void {
  if (plan.names.length === 0) return;
  const listed = `${plan.names.length} version${plan.names.length === 1 ? '' : 's'}: ${plan.names.join(', ')}`;
  if (plan.base === '.') {
    out.write(
      `\nDocs versions (${listed}): docsgen reads versions.json, versioned_docs/ and versioned_sidebars/ where they are.\n`,
    );
    return;
  }
  if (plan.copies.length + plan.sidebarFiles.length === 0) return;
  out.write(
    `\nDocs versions (${listed}) ${dryRun ? 'would be ' : ''}copied beside the docs folder (the originals stay as they are):\n`,
  );
  for (const copy of plan.copies) {
    if (copy.from === '.') out.write(`  ${copy.files.join(', ')} → ${copy.to}/\n`);
    else {
      const count = `${copy.files.length} file${copy.files.length === 1 ? '' : 's'}`;
      out.write(`  ${copy.from}/ → ${copy.to}/ (${count})\n`);
    }
  }
  for (const file of plan.sidebarFiles) out.write(`  ${file.from} → ${file.to}\n`);
}
