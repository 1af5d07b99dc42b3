// What serve read of each saved file: its stamp when a rebuild last read it, so that a write the watcher folded away
// (two saves within its window) is still rebuilt. Kept per file that exists: a file gone is forgotten once a recheck
// finds it gone, so that a long session of new and renamed pages does not grow it.
import { stampOf } from '../content/file-stamp.ts';

/** The stamps of saved files as rebuilds read them. */
export class SavedStamps {
  private readonly stamps = new Map<string, string | undefined>();

  /** How many files have a stamp kept. */
  get size(): number {
    return this.stamps.size;
  }

  /** Records `files` as a rebuild is about to read them. */
  read(files: readonly string[]): void {
    for (const file of files) this.stamps.set(file, stampOf(file));
  }

  /** The files of `files` written since a rebuild last read them; files gone since are forgotten. */
  unseenWrites(files: readonly string[]): string[] {
    const unseen: string[] = [];
    for (const file of files) {
      const now = stampOf(file);
      if (now !== this.stamps.get(file)) unseen.push(file);
      else if (now === undefined) this.stamps.delete(file);
    }
    return unseen;
  }
}
