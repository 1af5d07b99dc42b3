import { statSync } from 'node:fs';

/** A file's size, modification time and inode as one string; undefined when the file is gone. */
export const stampOf = (file: string): string | undefined => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
};
