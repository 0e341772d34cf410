import { describe, expect, it } from 'vitest';
import { foldLabel, matchOptions } from '../matchOptions.ts';

const COUNTRIES = [
  { value: '', label: 'Select a country / region…' },
  { value: 'DZ', label: 'Algeria' },
  { value: 'AX', label: 'Åland Islands' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'DE', label: 'Germany' },
  { value: 'NE', label: 'Niger' },
  { value: 'NG', label: 'Nigeria' },
];

describe('matchOptions', () => {
  it('keeps every option, in order, for an empty query', () => {
    expect(matchOptions(COUNTRIES, '  ')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('puts labels that start with the typed text before labels that only contain it', () => {
    expect(matchOptions(COUNTRIES, 'ger').map((i) => COUNTRIES[i]!.value)).toEqual(['DE', 'DZ', 'NE', 'NG']);
  });

  it('ignores case and accents, as selectWoo did', () => {
    expect(matchOptions(COUNTRIES, 'COTE').map((i) => COUNTRIES[i]!.value)).toEqual(['CI']);
    expect(matchOptions(COUNTRIES, 'aland').map((i) => COUNTRIES[i]!.value)).toEqual(['AX']);
    expect(foldLabel(' Åland ')).toBe('aland');
  });

  it('finds nothing for text no label holds', () => {
    expect(matchOptions(COUNTRIES, 'xyz')).toEqual([]);
  });
});
