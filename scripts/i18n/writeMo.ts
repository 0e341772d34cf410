import { messageKey, type PoEntry } from './poEntries.ts';

/**
 * A GNU .mo file (little-endian, revision 0, no hash table: WordPress's MO reader and gettext both
 * search the sorted table) of the translated messages; the header (msgid '') comes first as gettext
 * sorts it. Untranslated messages are left out, as msgfmt does.
 */
export function writeMo(entries: readonly PoEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const messages = entries
    .filter((entry) => entry.str !== '')
    .map((entry) => ({ key: encoder.encode(messageKey(entry.context, entry.id)), value: encoder.encode(entry.str) }))
    .sort((a, b) => Buffer.compare(a.key, b.key));
  const count = messages.length;
  const headerSize = 28;
  const tablesEnd = headerSize + count * 16;
  const size = tablesEnd + messages.reduce((sum, m) => sum + m.key.length + m.value.length + 2, 0);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x950412de, true);
  view.setUint32(4, 0, true);
  view.setUint32(8, count, true);
  view.setUint32(12, headerSize, true);
  view.setUint32(16, headerSize + count * 8, true);
  view.setUint32(20, 0, true);
  view.setUint32(24, tablesEnd, true);
  let offset = tablesEnd;
  const place = (table: number, index: number, data: Uint8Array): void => {
    view.setUint32(table + index * 8, data.length, true);
    view.setUint32(table + index * 8 + 4, offset, true);
    bytes.set(data, offset);
    offset += data.length + 1;
  };
  messages.forEach((m, i) => place(headerSize, i, m.key));
  messages.forEach((m, i) => place(headerSize + count * 8, i, m.value));
  return bytes;
}
