import { zipSync, type Zippable } from 'fflate';

/** One file of a zip archive: its path inside the archive (forward slashes) and its bytes. */
export interface ZipEntry {
  readonly path: string;
  readonly data: Buffer;
}

// A fixed timestamp (1 Jan 2020; fflate writes the DOS date from local time, so a local date) so the
// same build gives the same archive bytes.
const MTIME = new Date(2020, 0, 1);
// Unix (so the mode is read), a regular file, rw-r--r--.
const UNIX = 3;
const FILE_MODE = (0o100644 << 16) >>> 0;

/**
 * A zip archive (deflate) of the given files, in the order given, written by fflate: the build needs
 * no `zip` binary or PHP, and WordPress's upload path (ZipArchive or PclZip) reads it.
 */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const { path, data } of entries) {
    // A path like "12" would be moved first by JavaScript's key order; ours all sit under a folder.
    if (/^\d+$/.test(path)) throw new Error(`zip path ${path} must not be a bare number`);
    files[path] = [data, { level: 9, mtime: MTIME, os: UNIX, attrs: FILE_MODE }];
  }
  return Buffer.from(zipSync(files));
}
