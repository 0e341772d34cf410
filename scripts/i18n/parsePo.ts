import type { PoEntry } from './poEntries.ts';

const unquote = (line: string): string => {
  const body = /^"(.*)"$/.exec(line.trim())?.[1];
  if (body === undefined) throw new Error(`.po: not a quoted string: ${line}`);
  return body.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c);
};

/**
 * The messages of a .po file (comments and the obsolete `#~` ones left out). Enough of the format
 * for the files this project writes and translators' tools save: msgctxt, msgid, msgstr, each on
 * one or more quoted lines; plural forms are not used by the bundle and are refused.
 */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { context?: string; id?: string; str?: string } = {};
  let field: 'context' | 'id' | 'str' | undefined;
  const flush = (): void => {
    if (current.id !== undefined) {
      entries.push({ ...(current.context === undefined ? {} : { context: current.context }), id: current.id, str: current.str ?? '' });
    }
    current = {};
    field = undefined;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '' || current.str !== undefined) flush();
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name = '', value = ''] = keyword;
      if (name === 'msgid_plural' || name.startsWith('msgstr[')) throw new Error('.po: plural forms are not used by wc-islands');
      if (name === 'msgctxt' || (name === 'msgid' && current.str !== undefined)) flush();
      field = name === 'msgctxt' ? 'context' : name === 'msgid' ? 'id' : 'str';
      current[field] = unquote(value);
    } else if (field) {
      current[field] = (current[field] ?? '') + unquote(line);
    } else {
      throw new Error(`.po: unexpected line: ${raw}`);
    }
  }
  flush();
  return entries;
}
