import { DE_CITIES, DE_STREETS, GB_STREETS, GB_TOWNS, US_CITIES, US_STREETS } from '../catalogue/addresses.ts';
import type { DemoAddress } from '../catalogue/addresses.ts';
import { md5 } from '../util/hash.ts';
import type { DemoSuggestion } from './searchAddresses.ts';

/** A house number as people type it: 123, 12a, 7-9. */
const HOUSE_NUMBER = /^\d{1,5}(?:[a-z]|-\d{1,5})?$/i;

interface Place { city: string; state: string; postcode: string }
interface Country { streets: readonly string[]; places: readonly Place[]; format: (n: string, street: string, place: Place) => [string, string] }

/** A fixed postcode per street and town, so the same address always has the same one. */
function postcodeDigits(seed: string, count: number): string {
  return [...md5(seed).slice(0, count)].map((c) => String(parseInt(c, 16) % 10)).join('');
}

const COUNTRIES: Record<'US' | 'GB' | 'DE', Country> = {
  US: {
    streets: US_STREETS,
    places: US_CITIES.map(([city, state, zip]) => ({ city, state, postcode: zip })),
    format: (n, street, p) => [`${n} ${street}`, `${p.city}, ${p.state} ${p.postcode}`],
  },
  GB: {
    streets: GB_STREETS,
    places: GB_TOWNS.map(([city, area]) => ({ city, state: '', postcode: area })),
    format: (n, street, p) => [`${n} ${street}`, `${p.city} ${p.postcode}`],
  },
  DE: {
    streets: DE_STREETS,
    places: DE_CITIES.map(([city, plz]) => ({ city, state: '', postcode: plz })),
    // Germany writes the number after the street, and the postcode before the town.
    format: (n, street, p) => [`${street} ${n}`, `${p.postcode} ${p.city}`],
  },
};

function fullPostcode(country: 'US' | 'GB' | 'DE', street: string, place: Place): string {
  const seed = `${country}|${street}|${place.city}`;
  if (country === 'US') return `${place.postcode}${postcodeDigits(seed, 2)}`;
  if (country === 'DE') return `${place.postcode}${postcodeDigits(seed, 3)}`;
  const digits = postcodeDigits(seed, 3);
  return `${place.postcode}${Number(digits.slice(0, 2)) % 20 + 1} ${digits.slice(2)}${'ABDEFGHJLNPQRSTUWXYZ'[Number(digits) % 20]}${'ABDEFGHJLNPQRSTUWXYZ'[Number(digits.slice(1)) % 20]}`;
}

/** The address a geocoder id stands for: `geo:{country}:{street index}:{place index}:{house number}`. */
export function geocodedAddress(id: string): DemoAddress | undefined {
  const [prefix, country, streetIndex, placeIndex, number] = id.split(':');
  if (prefix !== 'geo' || (country !== 'US' && country !== 'GB' && country !== 'DE') || number === undefined || !HOUSE_NUMBER.test(number)) return undefined;
  const spec = COUNTRIES[country];
  const street = spec.streets[Number(streetIndex)];
  const place = spec.places[Number(placeIndex)];
  if (street === undefined || place === undefined) return undefined;
  const postcode = fullPostcode(country, street, place);
  const [line1, rest] = spec.format(number, street, { ...place, postcode });
  return { id, country, address_1: line1, address_2: '', city: place.city, postcode, state: place.state, label: `${line1}, ${rest}` };
}

/** Where `token` starts a word of `text` (both lower-cased), or -1. */
function wordStart(text: string, token: string): number {
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
    if (at === 0 || /[\s,.-]/.test(text[at - 1] ?? '')) return at;
  }
  return -1;
}

/**
 * What a geocoder answers for "123 Main": the typed house number kept on every street whose words
 * start with the other typed words ("Main" -> Main Street), in each town of the country; a word may
 * also narrow the town ("123 main fres"). Streets matching on their own name come first.
 */
export function geocodeStreets(query: string, country: 'US' | 'GB' | 'DE', limit: number): DemoSuggestion[] {
  const tokens = query.toLowerCase().split(/[\s,]+/).filter((t) => t !== '');
  const number = tokens.find((t) => HOUSE_NUMBER.test(t));
  const words = tokens.filter((t) => t !== number);
  if (number === undefined || words.length === 0) return [];
  const spec = COUNTRIES[country];
  const ranked: Array<{ rank: number; suggestion: DemoSuggestion }> = [];
  spec.streets.forEach((street, s) => {
    const onStreet = words.every((w) => wordStart(street.toLowerCase(), w) !== -1);
    spec.places.forEach((_place, p) => {
      const address = geocodedAddress(`geo:${country}:${s}:${p}:${number}`);
      if (address === undefined) return;
      const label = address.label.toLowerCase();
      const offsets = tokens.map((t) => wordStart(label, t));
      if (offsets.some((o) => o === -1)) return;
      const matchedSubstrings = offsets.map((offset, i) => ({ offset, length: tokens[i]!.length })).sort((a, b) => a.offset - b.offset);
      ranked.push({ rank: onStreet ? 0 : 1, suggestion: { id: address.id, label: address.label, matchedSubstrings } });
    });
  });
  return ranked.sort((a, b) => a.rank - b.rank).slice(0, limit).map((r) => r.suggestion);
}
