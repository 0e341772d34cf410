import type { CatalogueEntry } from '../../src/core/i18n/index.ts';

/** A PO string literal: quotes, backslashes and control characters escaped. */
export const poString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

export const CATALOGUE_PATH = 'src/core/i18n/catalogue.ts';

/** The line of `key:` in the catalogue's source, for the `#:` reference. */
function lineOf(source: string, key: string): number {
  const index = source.split('\n').findIndex((line) => line.trimStart().startsWith(`${key}:`));
  if (index < 0) throw new Error(`${key} is not in ${CATALOGUE_PATH}`);
  return index + 1;
}

/**
 * plugin/languages/wc-islands.pot: one message per distinct msgctxt + msgid of the catalogue, in its
 * order, with the translator comments and a reference to each key's line. No creation date, so the
 * file changes only when the catalogue does (a test compares it).
 */
export function renderPot(catalogue: Readonly<Record<string, CatalogueEntry>>, catalogueSource: string, version: string): string {
  const header = [
    '# Copyright (C) wc-islands contributors',
    '# This file is distributed under the GPL-2.0-or-later.',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: wc-islands ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"X-Domain: wc-islands\\n"',
    '"X-Generator: npm run i18n (scripts/i18n/writePot.ts)\\n"',
  ].join('\n');
  const messages = new Map<string, { entry: CatalogueEntry; comments: string[]; refs: string[] }>();
  for (const [key, entry] of Object.entries(catalogue)) {
    const id = `${entry.context ?? ''}\u0004${entry.text}`;
    const message = messages.get(id) ?? { entry, comments: [], refs: [] };
    if (entry.comment && !message.comments.includes(entry.comment)) message.comments.push(entry.comment);
    message.refs.push(`${CATALOGUE_PATH}:${lineOf(catalogueSource, key)}`);
    messages.set(id, message);
  }
  const blocks = [...messages.values()].map(({ entry, comments, refs }) => [
    ...comments.map((comment) => `#. ${comment}`),
    `#: ${refs.join(' ')}`,
    ...(entry.text.includes('{') ? ['#, no-c-format'] : []),
    ...(entry.context === undefined ? [] : [`msgctxt ${poString(entry.context)}`]),
    `msgid ${poString(entry.text)}`,
    'msgstr ""',
  ].join('\n'));
  return `${[header, ...blocks].join('\n\n')}\n`;
}
