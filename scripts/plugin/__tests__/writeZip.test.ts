// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { writeZip } from '../writeZip.ts';

/** Reads a zip back through its central directory, as ZipArchive and PclZip do. */
function readZip(zip: Buffer): Record<string, string> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files[name] = inflateRawSync(zip.subarray(dataStart, dataStart + compressed)).toString('utf8');
    at += 46 + nameLength;
  }
  return files;
}

describe('writeZip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes every file under its path so that the central directory reads them back', () => {
    const zip = writeZip([
      { path: 'wc-islands/load.php', data: Buffer.from('<?php // header') },
      { path: 'wc-islands/dist/wc-islands.js', data: Buffer.from('export {};\n'.repeat(50)) },
    ]);
    expect(readZip(zip)).toEqual({ 'wc-islands/load.php': '<?php // header', 'wc-islands/dist/wc-islands.js': 'export {};\n'.repeat(50) });
  });

  it('gives the same bytes for the same files (fixed timestamps)', () => {
    const files = [{ path: 'a.txt', data: Buffer.from('a') }];
    expect(writeZip(files).equals(writeZip(files))).toBe(true);
  });

  it('gives the same bytes whenever it is written, with each file a Unix rw-r--r-- regular file', () => {
    const files = [{ path: 'wc-islands/a.txt', data: Buffer.from('a') }];
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-03-01T10:00:00Z'));
    const first = writeZip(files);
    vi.setSystemTime(new Date('2031-07-15T23:59:58Z'));
    expect(writeZip(files).equals(first)).toBe(true);
    const central = first.readUInt32LE(first.length - 22 + 16);
    expect(first.readUInt8(central + 5)).toBe(3); // made by: Unix
    expect(first.readUInt32LE(central + 38) >>> 16).toBe(0o100644);
  });
});
