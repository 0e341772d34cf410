import { describe, expect, it } from 'vitest';
import { readBundleStrings } from '../readBundleStrings.ts';

const block = (json: string): string => `<script type="application/json" id="wc-islands-settings">${json}</script>`;

describe('readBundleStrings', () => {
  it("reads the plugin's translations from its settings block, English for the keys it lacks", () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = block('{"strings":{"addressSuggestions":"Sugerencias de direcciones"}}');
    const strings = readBundleStrings(doc);
    expect(strings.addressSuggestions).toBe('Sugerencias de direcciones');
    expect(strings.pleaseWait).toBe('Please wait...');
  });

  it('is English on a page without the block (a theme that prints the script tag itself)', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(readBundleStrings(doc).cartOffline).toBe('You are probably offline.');
  });
});
