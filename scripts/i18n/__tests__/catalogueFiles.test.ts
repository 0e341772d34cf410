// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/core/i18n/index.ts';
import { parsePo } from '../parsePo.ts';
import { messageKey, translationsOf, type PoEntry } from '../poEntries.ts';
import { CATALOGUE_PATH, renderPot } from '../renderPot.ts';
import { renderStringsPhp } from '../renderStringsPhp.ts';
import { writeMo } from '../writeMo.ts';

const root = new URL('../../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');
const { version } = JSON.parse(read('package.json')) as { version: string };

/** The messages of a .mo file, read back as gettext reads them (original table, translation table). */
function readMo(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const text = (table: number, i: number): string => {
    const length = view.getUint32(table + i * 8, true);
    const offset = view.getUint32(table + i * 8 + 4, true);
    expect(bytes[offset + length]).toBe(0);
    return decoder.decode(bytes.subarray(offset, offset + length));
  };
  expect(view.getUint32(0, true)).toBe(0x950412de);
  const count = view.getUint32(8, true);
  const originals = view.getUint32(12, true);
  const translations = view.getUint32(16, true);
  return new Map(Array.from({ length: count }, (_, i) => [text(originals, i), text(translations, i)]));
}

describe('plugin/languages', () => {
  it('wc-islands.pot is the one npm run i18n writes from the catalogue (run it after changing a string)', () => {
    expect(read('plugin/languages/wc-islands.pot')).toBe(renderPot(CATALOGUE, read(CATALOGUE_PATH), version));
  });

  for (const locale of ['es_ES', 'ar']) {
    it(`the ${locale} .po translates every string of the catalogue, keeping each placeholder`, () => {
      const translations = translationsOf(CATALOGUE, parsePo(read(`plugin/languages/wc-islands-${locale}.po`)));
      expect(Object.keys(CATALOGUE).filter((key) => !translations[key])).toEqual([]);
      const placeholders = (text: string): string[] => (text.match(/\{\d\}/g) ?? []).sort();
      for (const [key, entry] of Object.entries(CATALOGUE)) expect(placeholders(translations[key] ?? ''), key).toEqual(placeholders(entry.text));
    });
  }

  it('the .pot gives each context its own message and a translator comment where it has one', () => {
    const entries = parsePo(read('plugin/languages/wc-islands.pot'));
    expect(entries).toContainEqual({ context: 'image carousel', id: 'Close', str: '' });
    expect(read('plugin/languages/wc-islands.pot')).toContain('#. One dot of the carousel: {0} is the image\'s number.\n#: src/core/i18n/catalogue.ts:');
    // '{0} of {1}' is written once, with both keys' references.
    expect(entries.filter((entry) => entry.id === '{0} of {1}')).toHaveLength(1);
  });
});

describe('parsePo', () => {
  it('reads contexts, multi-line strings and escapes, and skips comments', () => {
    const entries = parsePo('# c\nmsgid ""\nmsgstr "Language: es\\n"\n\n#. note\nmsgctxt "form"\nmsgid "Na"\n"me"\nmsgstr "Nom\\"bre\\\\"\n\nmsgid "x"\nmsgstr ""\n');
    expect(entries).toEqual([
      { id: '', str: 'Language: es\n' },
      { context: 'form', id: 'Name', str: 'Nom"bre\\' },
      { id: 'x', str: '' },
    ]);
  });
});

describe('writeMo', () => {
  it('writes every translated message, keyed by context and msgid, sorted, and leaves out untranslated ones', () => {
    const entries: PoEntry[] = [
      { id: '', str: 'Content-Type: text/plain; charset=UTF-8\n' },
      { id: 'Image', str: 'Imagen' },
      { context: 'image carousel', id: 'Close', str: 'Cerrar' },
      { id: 'Untranslated', str: '' },
      { id: 'Añadir', str: 'ü' },
    ];
    const mo = readMo(writeMo(entries));
    expect([...mo.keys()]).toEqual(['', 'Añadir', 'Image', messageKey('image carousel', 'Close')].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    expect(mo.get(messageKey('image carousel', 'Close'))).toBe('Cerrar');
    expect(mo.get('Añadir')).toBe('ü');
    expect(mo.has('Untranslated')).toBe(false);
  });
});

describe('renderStringsPhp', () => {
  it('passes each English text literally to __() or _x() in the wc-islands domain, with its translator comment', () => {
    const php = renderStringsPhp({ a: { text: "It's {0}", comment: 'A note */' }, b: { text: 'Close', context: 'image carousel' } });
    expect(php).toContain("\t\t/* translators: A note * / */\n\t\t'a' => __( 'It\\'s {0}', 'wc-islands' ),");
    expect(php).toContain("'b' => _x( 'Close', 'image carousel', 'wc-islands' ),");
  });
});
