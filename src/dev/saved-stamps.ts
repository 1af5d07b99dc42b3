// What serve read of each saved file: its stamp when a rebuild last read it, so that a write the watcher folded away
// (two saves within its window) is still rebuilt. A stamp is kept only while a recheck of the file is on its way (each
// rebuild's read is followed by one recheck): a long session of saves, new and renamed pages, and the content folder
// put back (an `add` for every file) keeps none once its rechecks have run.
import { stampOf } from '../content/file-stamp.ts';

/** The stamps of saved files as rebuilds read them, while their rechecks are on the way. */
export class SavedStamps {
  private readonly stamps = new Map<string, { stamp: string | undefined; rechecks: number }>();

  /** How many files have a stamp kept. */
  get size(): number {
    return this.stamps.size;
  }

  /** Records `files` as a rebuild is about to read them; each is to be rechecked once (unseenWrites). */
  read(files: readonly string[]): void {
    for (const file of new Set(files)) {
      const rechecks = (this.stamps.get(file)?.rechecks ?? 0) + 1;
      this.stamps.set(file, { stamp: stampOf(file), rechecks });
    }
  }

  /**
   * The recheck of a read: the files of `files` written since a rebuild last read them. A file's stamp is forgotten
   * with its last recheck due (a write found here is rebuilt, and that rebuild reads it again).
   */
  unseenWrites(files: readonly string[]): string[] {
    const unseen: string[] = [];
    for (const file of new Set(files)) {
      const kept = this.stamps.get(file);
      if (stampOf(file) !== kept?.stamp) unseen.push(file);
      if (!kept) continue;
      if (kept.rechecks > 1) kept.rechecks--;
      else this.stamps.delete(file);
    }
    return unseen;
  }
}
